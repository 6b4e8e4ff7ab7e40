import Foundation

// Pickers, sliders and steppers as layout stubs: LayoutLab takes no input and draws no control
// chrome. The sizes below are named constants, not checked against SwiftUI.

/// A control that selects one of its tagged options; a stub laid out as its label.
///
/// Stub: SwiftUI lays a picker out by its style (a menu button, wheel, segments, a row in a
/// form); LayoutLab shows only the label and never builds the options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label

  /// A picker titled `titleKey` over `content`'s tagged options.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) where Label == Text {
    label = Text(titleKey)
  }

  /// A picker titled `title` over `content`'s tagged options.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) where Label == Text {
    label = Text(title)
  }

  /// A picker with a view as its label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View { label }
}

/// A picker's appearance; LayoutLab lays every style out the same.
///
/// SwiftUI parity: `PickerStyle`, with the common styles as static members.
public protocol PickerStyle {}

/// The platform's default picker style.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A picker shown as a menu.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A picker shown as segments.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A picker shown as a wheel.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A picker shown as a list of options.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A picker that pushes a list of options.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
  /// Sets the style of pickers in this view; not modelled, changes nothing.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}

/// A control that picks a value from a range; a stub laid out as a track as wide as offered and
/// `Slider.trackHeight` high. Labels are not laid out.
public struct Slider<Label: View, ValueLabel: View>: View {
  /// The track's height. Unverified: the height of UIKit's `UISlider`, assumed for SwiftUI's.
  public static var trackHeight: CGFloat { 31 }

  /// A slider over `bounds`, bound to `value`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {}

  /// A slider over `bounds` in steps of `step`, bound to `value`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {}

  /// A slider with a label for accessibility.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView {}

  public var body: some View {
    Color.clear.frame(maxWidth: .infinity).frame(height: Self.trackHeight)
  }
}

/// A control with increment and decrement buttons; a stub laid out as an `HStack` of its label,
/// a `Spacer` and a fixed-size control of `Stepper.controlSize`.
public struct Stepper<Label: View>: View {
  /// The control's size. Unverified: the intrinsic size of UIKit's `UIStepper`, assumed for SwiftUI's.
  public static var controlSize: CGSize { CGSize(width: 94, height: 32) }

  let label: Label

  /// A stepper titled `titleKey` over `bounds`, bound to `value`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Label == Text {
    label = Text(titleKey)
  }

  /// A stepper titled `titleKey`, bound to `value`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Label == Text {
    label = Text(titleKey)
  }

  /// A stepper with a view as its label over `bounds`, bound to `value`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper titled `titleKey` that calls actions; never called headless.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Label == Text {
    label = Text(titleKey)
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      Color.clear.frame(width: Self.controlSize.width, height: Self.controlSize.height)
    }
  }
}
