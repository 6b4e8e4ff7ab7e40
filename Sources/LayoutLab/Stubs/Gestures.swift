import Foundation

// Gestures as a stub: LayoutLab takes no input. Gestures and their modifiers compile as in
// SwiftUI, change no layout, and their actions are never called.

/// An input gesture; LayoutLab recognises none.
///
/// SwiftUI parity: `Gesture`, with `onEnded` and `onChanged` returning the gesture itself here
/// rather than SwiftUI's wrapper types.
public protocol Gesture {
  /// The value the gesture reports.
  associatedtype Value
}

extension Gesture {
  /// Adds an action for when the gesture ends; never called headless.
  public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

extension Gesture where Value: Equatable {
  /// Adds an action for when the gesture's value changes; never called headless.
  public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// A tap, or `count` taps in a row.
public struct TapGesture: Gesture {
  public typealias Value = Void
  /// How many taps end the gesture.
  public var count: Int

  public init(count: Int = 1) { self.count = count }
}

/// A press held for at least `minimumDuration` seconds.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  /// How long the press must last, in seconds.
  public var minimumDuration: Double

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
  }
}

/// A drag of at least `minimumDistance` points.
public struct DragGesture: Gesture {
  /// Where a drag started and where it is now.
  public struct Value: Equatable, Sendable {
    /// Where the drag is now.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the drag has moved: `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
  }

  /// How far the touch must move before the drag starts.
  public var minimumDistance: CGFloat
  /// The space the drag's locations are in.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// Which gestures of a view and its subviews are recognised.
///
/// SwiftUI parity: `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1 << 0)
  public static let subviews = GestureMask(rawValue: 1 << 1)
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Calls `action` when the view is tapped `count` times; never called headless.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

  /// Calls `action` when the view is pressed long enough; never called headless.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
  ) -> some View { self }

  /// Attaches `gesture` to this view; never recognised headless, changes nothing.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

  /// Attaches `gesture` ahead of the subviews' gestures; never recognised headless.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

  /// Attaches `gesture` alongside the subviews' gestures; never recognised headless.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
}
