/// Tells the views that read an `ObservableObject` that it is about to change.
///
/// Each view holding the object (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`)
/// subscribes its node when its body is evaluated; `send()` marks every subscribed node that
/// is still in a tree dirty, so the next frame evaluates its body again, as a `@State` write
/// does (sent during a frame's update, it is reported as `stateModifiedDuringUpdate`).
///
/// SwiftUI parity: Combine's `ObservableObjectPublisher`, without Combine: it has `send()` and
/// no `Publisher` operators.
public final class ObservableObjectPublisher {
  /// The subscribed views, held weakly.
  private var subscriptions: [WeakSubscription] = []

  public init() {}

  /// Marks every view reading the object dirty.
  public func send() {
    subscriptions.removeAll { $0.subscription == nil }
    for entry in subscriptions { entry.subscription?.objectWillChange() }
  }

  func subscribe(_ subscription: ObjectSubscription) {
    subscriptions.append(WeakSubscription(subscription: subscription))
  }

  func unsubscribe(_ subscription: ObjectSubscription) {
    subscriptions.removeAll { $0.subscription == nil || $0.subscription === subscription }
  }

  private struct WeakSubscription {
    weak var subscription: ObjectSubscription?
  }
}

/// One view's subscription to one object's publisher, kept in the view's node (property
/// storage), so it lives as long as the node.
final class ObjectSubscription {
  /// The node to mark dirty; `nil` once it is gone.
  private let nodeReference: WeakNodeReference
  private var node: ViewNode? { nodeReference.node }
  /// The object subscribed to, by identity, and its publisher.
  private(set) var object: AnyObject?
  private var publisher: ObservableObjectPublisher?

  init(node: ViewNode) { nodeReference = WeakNodeReference(node) }

  /// Subscribes to `object` unless already subscribed to it, leaving any other object.
  func observe<O: ObservableObject>(_ object: O) {
    guard self.object !== object else { return }
    publisher?.unsubscribe(self)
    self.object = object
    let publisher = object.objectWillChange
    publisher.subscribe(self)
    self.publisher = publisher
  }

  func objectWillChange() { node?.stateDidChange() }

  /// The subscription in `node`'s storage `slot`, made if there is none.
  static func installed(in node: ViewNode, slot: Int) -> ObjectSubscription {
    if let subscription = node.propertyStorage[slot] as? ObjectSubscription { return subscription }
    let subscription = ObjectSubscription(node: node)
    node.propertyStorage[slot] = subscription
    return subscription
  }
}
