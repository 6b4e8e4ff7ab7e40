import Foundation
import LayoutLab

/// The layouts of one generated case that the properties read, each made once, when first
/// asked for: per cache policy, one host laid out cold in the case's size, again in the same
/// size, in the other size, and warm back in the first (`PropertySequence`); a second fresh
/// host's cold layout; and a third's, in the other size.
public final class PropertySession {
  public let testCase: PropertyCase
  private var sequences: [MeasurementCachePolicy: PropertySequence] = [:]
  private var secondHost: PropertyLayout?
  private var otherSizeHost: PropertyLayout?

  public init(_ testCase: PropertyCase) { self.testCase = testCase }

  /// The four layouts of a host with `policy`.
  public func sequence(_ policy: MeasurementCachePolicy = .swiftUI) -> PropertySequence {
    if let sequence = sequences[policy] { return sequence }
    let sequence = PropertySequence(
      PropertyHost(testCase.tree, policy: policy, safeAreaInsets: testCase.safeAreaInsets), testCase)
    sequences[policy] = sequence
    return sequence
  }

  /// The cold layout of a second host with the `.swiftUI` policy.
  public var secondHostCold: PropertyLayout {
    if let secondHost { return secondHost }
    let layout = PropertyHost(testCase.tree, safeAreaInsets: testCase.safeAreaInsets).layout(in: testCase.hostSize)
    secondHost = layout
    return layout
  }

  /// The cold layout, in the case's other size, of a fresh host with the `.swiftUI` policy.
  public var otherSizeCold: PropertyLayout {
    if let otherSizeHost { return otherSizeHost }
    let layout = PropertyHost(testCase.tree, safeAreaInsets: testCase.safeAreaInsets).layout(in: testCase.otherSize)
    otherSizeHost = layout
    return layout
  }
}

/// One host's layouts, in order: cold in the case's size, again in the same size with
/// nothing changed, in the other size, and warm back in the first (then, if asked for, warm
/// again with every cache forgotten). Each is made when first read, after the ones before it.
public final class PropertySequence {
  private let host: PropertyHost
  private let sizes: [CGSize]
  private var layouts: [PropertyLayout] = []

  init(_ host: PropertyHost, _ testCase: PropertyCase) {
    self.host = host
    sizes = [testCase.hostSize, testCase.hostSize, testCase.otherSize, testCase.hostSize]
  }

  public var cold: PropertyLayout { layout(0) }
  public var again: PropertyLayout { layout(1) }
  public var resized: PropertyLayout { layout(2) }
  public var warm: PropertyLayout { layout(3) }

  /// The warm layout made again by the same host after it forgot every measurement and
  /// placement (its state kept): frames that depend only on the host's state and size come out
  /// the same, in one frame.
  public var warmWithoutCaches: PropertyLayout {
    if let warmWithoutCachesLayout { return warmWithoutCachesLayout }
    _ = warm
    host.host.measurementCachePolicy = host.host.measurementCachePolicy
    let layout = host.layout(in: sizes[3])
    warmWithoutCachesLayout = layout
    return layout
  }
  private var warmWithoutCachesLayout: PropertyLayout?

  private func layout(_ step: Int) -> PropertyLayout {
    while layouts.count <= step { layouts.append(host.layout(in: sizes[layouts.count])) }
    return layouts[step]
  }
}
