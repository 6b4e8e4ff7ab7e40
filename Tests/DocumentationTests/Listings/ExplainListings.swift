// The listing of ExplainingASize.md, run.
import Foundation
import LayoutExamples
import LayoutLab
import Testing

@Suite("ExplainingASize.md")
struct ExplainListings {
  @Test("The tag cloud's word \"You\" is explained by the text rule, 3 × 8.5 = 25.5 (LV4)")
  func tagCloudWord() throws {
    let host = ViewHost(rootView: TagCloud())
    host.tracing = true
    let result = host.layout(in: CGSize(width: 390, height: 844))
    let you = result.views(named: #"Text("You")"#)[0]
    let explanation = result.explain(nodeID: you.nodeID)
    let rule = explanation?.answers[0].rule?.id  // "LV4"
    let text = explanation?.description  // the text above
    #expect(rule == "LV4")
    // The article's text: 3 characters at 17 points, 3 × 8.5 = 25.5 wide.
    #expect(text?.contains("at 17 pt, width 3 × 8.5 = 25.5, height 1 × 20.4 = 20.4.") == true)
  }
}
