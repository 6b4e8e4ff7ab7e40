/// A class whose changes views observe: a view holding one through `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` evaluates its body again after `objectWillChange`
/// sends, which every `@Published` property does before it changes.
///
///     final class Model: ObservableObject {
///       @Published var items: [String] = []
///     }
///
/// SwiftUI parity: Combine's `ObservableObject`, without Combine. As there, a class that does
/// not declare `objectWillChange` gets one shared by its `@Published` properties (found by
/// reflection, as Combine finds them); a class with no `@Published` property that relies on the
/// synthesized publisher gets a new one each time, so declare
/// `let objectWillChange = ObservableObjectPublisher()` to send by hand.
public protocol ObservableObject: AnyObject {
  /// Sends before the object changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let published = child.value as? any PublishedProperty { return published.sharedPublisher }
      }
      mirror = current.superclassMirror
    }
    return ObservableObjectPublisher()
  }
}
