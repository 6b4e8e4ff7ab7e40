import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// Every rule id an explanation prints is defined in an article, so a reader of
/// `layoutlab explain` can look each one up.
@Suite("Explanations cite defined rules")
struct ExplanationCitationTests {
  /// The ids an explanation cites: those of the rules built-ins applied, and those in
  /// parentheses in its sentences, `(S4)` or `(F1, F2)`.
  static func citedIDs(in explanation: ViewExplanation) -> Set<String> {
    var ids = Set(explanation.answers.compactMap(\.rule?.id))
    if let rule = explanation.placement?.rule { ids.insert(rule.id) }
    let text = explanation.description
    let group = /\(((?:C-[A-Z]+|[A-Z]{1,3})\d+(?:, (?:C-[A-Z]+|[A-Z]{1,3})\d+)*)\)/
    for match in text.matches(of: group) {
      for id in match.output.1.split(separator: ", ") { ids.insert(String(id)) }
    }
    return ids
  }

  @Test("Every rule id in the explanations of every view of every built-in scenario is defined in an article")
  func explanationsCiteDefinedRules() {
    let scanner = RuleCitations()
    let defined = DocumentationFiles.articles().reduce(into: Set<String>()) { ids, article in
      ids.formUnion(scanner.definitions(in: DocumentationFiles.text(of: article)))
    }
    var cited: Set<String> = []
    for scenario in Scenario.all {
      let host = scenario.makeHost()
      host.tracing = true
      let result = host.layout(in: scenario.hostSize)
      // The largest scenarios (thousands of tags) explain as the small ones do.
      guard result.viewCount <= 2_000 else { continue }
      for (_, explanation) in result.explainEveryView() {
        for id in Self.citedIDs(in: explanation) where !defined.contains(id) {
          Issue.record("\(scenario.name): \(explanation.view) cites rule \(id), which no article defines")
        }
        cited.formUnion(Self.citedIDs(in: explanation))
      }
    }
    // The scenarios reach the rules of texts, shapes, spacers, padding, frames, stacks and
    // backgrounds, and the proposal reasons of stacks and padding.
    for id in ["LV4", "LV1", "N2", "N5", "F1", "F2", "S3", "S4", "S7", "O1"] {
      #expect(cited.contains(id), "no explanation cites \(id)")
    }
  }
}
