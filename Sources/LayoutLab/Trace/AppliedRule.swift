import Foundation

/// A layout rule as one view applied it: the rule's id in the rules articles, the rule in a
/// few words, and the arithmetic with the numbers of this layout.
///
///     AppliedRule(id: "LV4", rule: "Text: width = characters × size/2", arithmetic: "3 × 8.5 = 25.5")
///
/// Built-in views and modifiers make one for each answer and placement while a host traces
/// (`ViewHost.tracing`); `LayoutResult.explain(_:frame:)` puts them into sentences.
public struct AppliedRule: Hashable, Sendable, CustomStringConvertible {
  /// The rule's id (`LV4`, `S4`, `C-TX2`), defined in the LayoutRules article or a feature's.
  public let id: String
  /// The rule in a few words, with the names of its terms.
  public let rule: String
  /// The rule's terms replaced by this layout's numbers; empty when the rule has no arithmetic.
  public let arithmetic: String
  /// For a stack's size: the axis along which the explanation adds up the subviews' answers.
  let stackAxis: Axis?

  public init(id: String, rule: String, arithmetic: String = "") {
    self.init(id: id, rule: rule, arithmetic: arithmetic, stackAxis: nil)
  }

  init(id: String, rule: String, arithmetic: String, stackAxis: Axis?) {
    self.id = id
    self.rule = rule
    self.arithmetic = arithmetic
    self.stackAxis = stackAxis
  }

  /// `Text: width = characters × size/2 (LV4); 3 × 8.5 = 25.5`.
  public var description: String {
    arithmetic.isEmpty ? "\(rule) (\(id))" : "\(rule) (\(id)); \(arithmetic)"
  }
}
