import Foundation
import Testing

// `@testable` to build `ViewSpacing` values with preferences on single edges and read them back.
@testable import LayoutLab

/// How `ViewSpacing` stores its four edges: one `Double` each, a reserved NaN for "no
/// preference", with the meaning four `CGFloat?` had.
@Suite("ViewSpacing keeps its four edges in 32 bytes")
struct ViewSpacingStorageTests {
  @Test("ViewSpacing is four Doubles: 32 bytes, where four CGFloat? took 57 (stride 64)")
  func size() {
    // Every node's measurement cache keeps one, and a FlowLayout reading its subviews'
    // spacing keeps one per subview: 4 × 8 bytes, no optional tags.
    #expect(MemoryLayout<ViewSpacing>.size == 32)
    #expect(MemoryLayout<ViewSpacing>.stride == 32)
  }

  @Test("Each edge reads back what was set: a preference, none, or a NaN preference")
  func edgesRoundTrip() {
    var spacing = ViewSpacing(top: 2, leading: nil, bottom: 0, trailing: -3)
    #expect(spacing.top == 2)
    #expect(spacing.leading == nil)
    #expect(spacing.bottom == 0)
    #expect(spacing.trailing == -3)
    // A preference computed as NaN is still a preference, not "none".
    spacing.leading = .nan
    #expect(spacing.leading?.isNaN == true)
    spacing[.top] = nil
    #expect(spacing.top == nil)
    #expect(ViewSpacing()[.bottom] == nil)
  }

  @Test("Equality and hashing compare edges as CGFloat? did: 0 equals -0, none equals none")
  func equalityAndHashing() {
    let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
    let negativeZero = ViewSpacing(top: -0.0, leading: -0.0, bottom: -0.0, trailing: -0.0)
    #expect(zero == .zero)
    #expect(zero == negativeZero)
    #expect(zero.hashValue == negativeZero.hashValue)
    #expect(ViewSpacing() == ViewSpacing(top: nil, leading: nil, bottom: nil, trailing: nil))
    #expect(ViewSpacing() != .zero)
    #expect(ViewSpacing(top: 1, leading: nil, bottom: nil, trailing: nil) != ViewSpacing())
    // A NaN preference equals nothing, itself included, as `Optional<CGFloat>` compares.
    let nan = ViewSpacing(top: .nan, leading: nil, bottom: nil, trailing: nil)
    #expect(nan != nan)
    #expect(nan != ViewSpacing())
  }

  @Test("The description lists the edges with a preference")
  func description() {
    #expect(
      ViewSpacing(top: 2, leading: nil, bottom: nil, trailing: 0).description == "ViewSpacing(top: 2, trailing: 0)")
    #expect(ViewSpacing().description == "ViewSpacing()")
  }
}
