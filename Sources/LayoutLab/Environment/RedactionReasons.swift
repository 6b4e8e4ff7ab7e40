/// Why a view's content is shown as a placeholder.
///
/// SwiftUI parity: `RedactionReasons`, with `.placeholder`, `.privacy` and `.invalidated`.
/// LayoutLab draws no redaction: `.redacted(reason:)` only sets the environment value, and
/// changes no size.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content shown as a generic placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content hidden because it is private.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that may be out of date.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// The reasons to redact content in this subtree; empty where nothing redacts it.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension View {
  /// Adds `reason` to the redaction reasons of this view and its descendants.
  public func redacted(reason: RedactionReasons) -> some View {
    EnvironmentWriter(content: self, label: ".redacted(reason: \(reason.rawValue))", written: reason) {
      $0.redactionReasons.formUnion(reason)
    }
  }

  /// Removes every redaction reason for this view and its descendants.
  public func unredacted() -> some View {
    EnvironmentWriter(content: self, label: ".unredacted()", written: true) { $0.redactionReasons = [] }
  }
}
