import Foundation
import LayoutLab

/// The layouts of one generated case that the properties read, each made once, when first
/// asked for: per cache policy, one host laid out cold in the case's size, again in the same
/// size, in the other size, and warm back in the first; and a second fresh host's cold layout.
public final class PropertySession {
  public let testCase: PropertyCase
  private var sequences: [MeasurementCachePolicy: PropertySequence] = [:]
  private var secondHost: PropertyLayout?

  public init(_ testCase: PropertyCase) { self.testCase = testCase }

  /// The four layouts of a host with `policy`.
  public func sequence(_ policy: MeasurementCachePolicy = .swiftUI) -> PropertySequence {
    if let sequence = sequences[policy] { return sequence }
    let host = PropertyHost(testCase.tree, policy: policy)
    let sequence = PropertySequence(
      cold: host.layout(in: testCase.hostSize), again: host.layout(in: testCase.hostSize),
      resized: host.layout(in: testCase.otherSize), warm: host.layout(in: testCase.hostSize))
    sequences[policy] = sequence
    return sequence
  }

  /// The cold layout of a second host with the `.swiftUI` policy.
  public var secondHostCold: PropertyLayout {
    if let secondHost { return secondHost }
    let layout = PropertyHost(testCase.tree).layout(in: testCase.hostSize)
    secondHost = layout
    return layout
  }
}

/// One host's layouts, in order: cold in the case's size, again in the same size with
/// nothing changed, in the other size, and warm back in the first.
public struct PropertySequence {
  public let cold: PropertyLayout
  public let again: PropertyLayout
  public let resized: PropertyLayout
  public let warm: PropertyLayout
}
