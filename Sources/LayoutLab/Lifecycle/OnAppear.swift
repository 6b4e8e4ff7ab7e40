extension View {
  /// Runs `action` after the first frame that places this view, before the host's
  /// `layout(in:)` returns; state it writes makes another frame.
  ///
  /// The modifier changes no layout. Counted in `FrameReport.actionsCalled` and traced as an
  /// action (`.onAppear at ...`). See `AppearanceActions` for when a view appears.
  ///
  /// SwiftUI parity: `onAppear(perform:)`.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    NodeRoleModifier(
      content: self, summary: .role, role: .appearance(AppearanceActions(summary: ".onAppear", appear: action)))
  }

  /// Runs `action` in the frame whose update drops this view from the tree (its identity
  /// is gone), if it had appeared; state it writes makes another frame.
  ///
  /// SwiftUI parity: `onDisappear(perform:)`.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    NodeRoleModifier(
      content: self, summary: .role, role: .appearance(AppearanceActions(summary: ".onDisappear", disappear: action)))
  }
}
