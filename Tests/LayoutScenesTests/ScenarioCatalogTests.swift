import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// The frames of the laid-out children of the first view whose summary starts with `prefix`.
private func childFrames(of prefix: String, in result: LayoutResult) -> [CGRect] {
  var found: [CGRect]?
  result.forEachView { view in
    if found == nil, view.summary.hasPrefix(prefix) { found = view.children.map(\.frame) }
  }
  return found ?? []
}

/// The frame of the first view whose summary starts with `prefix`.
private func frame(of prefix: String, in result: LayoutResult) -> CGRect? {
  var found: CGRect?
  result.forEachView { view in
    if found == nil, view.summary.hasPrefix(prefix) { found = view.frame }
  }
  return found
}

/// The frames of the catalog's tag items, `item-0`, `item-1`, ... in order.
private func itemFrames(_ result: LayoutResult, count: Int = TagCloud.tags.count) -> [CGRect] {
  (0..<count).compactMap { result.frame(id: "item-\($0)") }
}

/// The items grouped into lines: consecutive items whose vertical ranges overlap.
private func lines(_ frames: [CGRect]) -> [[CGRect]] {
  var lines: [[CGRect]] = []
  for frame in frames {
    if let last = lines.last?.last, frame.minY < last.maxY, last.minY < frame.maxY, frame.minX > last.minX {
      lines[lines.count - 1].append(frame)
    } else {
      lines.append([frame])
    }
  }
  return lines
}

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

/// The built-in scenarios: every one lays out with the diagnostics it documents (none) in the
/// frames its technique needs, and the seed layouts show the numbers their articles describe.
@Suite("The scenario catalog")
struct ScenarioCatalogTests {
  @Test("Every scenario lays out without diagnostics, in the frames its technique takes")
  func everyScenario() {
    for scenario in Scenario.all {
      let result = scenario.layout()
      #expect(result.diagnostics.map(\.kind) == scenario.expectedDiagnostics, "\(scenario.name): \(result.diagnostics)")
      // The pre-Layout flows measure in one frame and place in the next; everything else,
      // Layout conformances included, settles in one.
      let twoFrames =
        ["collection-view", "alignment-guide-flow"].contains(scenario.name)
        || (scenario.group == .technique && !scenario.name.contains("flow-layout"))
      #expect(result.frames.count == (twoFrames ? 2 : 1), "\(scenario.name)")
      #expect(result.viewCount > 1, "\(scenario.name)")
    }
  }

  @Test("Names are unique lowercase words joined by hyphens; summaries are one line")
  func namesAndSummaries() {
    let names = Scenario.names
    #expect(Set(names).count == names.count)
    for scenario in Scenario.all {
      #expect(scenario.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(scenario.name)")
      #expect(!scenario.summary.isEmpty && !scenario.summary.contains("\n"), "\(scenario.name)")
      #expect(Scenario.named(scenario.name)?.summary == scenario.summary)
    }
    #expect(Scenario.named("no-such-scenario") == nil)
    #expect(Scenario.named(Scenario.defaultName)?.name == "tag-cloud")
  }

  @Test("The catalog covers every seed layout, every FlowLayout option and every technique")
  func coverage() {
    let names = Set(Scenario.names)
    for name in [
      "tag-cloud", "cards-ipad", "cards-ipad-ax5", "cards-iphone", "tile-strip", "collection-view",
      "alignment-guide-flow", "flow-center", "flow-trailing", "flow-justified", "flow-max-lines", "flow-view-spacing",
      "flow-right-to-left", "flow-baseline", "flow-line-breaks",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    for comparison in TechniqueComparison.all {
      for technique in FlowTechnique.allCases {
        #expect(names.contains("\(comparison.name)-\(technique.name)"))
        #expect(Scenario.named("\(comparison.name)-\(technique.name)")?.comparison == comparison.name)
      }
    }
    #expect(Scenario.all.filter { $0.group == .seed }.count == 7)
  }

  @Test("tag-cloud: seed 001's tags at iPhone width, each its word's text padded by 4")
  func tagCloud() {
    guard let scenario = Scenario.named("tag-cloud") else { return }
    #expect(scenario.hostSize == CGSize(width: 390, height: 844))
    let result = scenario.layout()
    guard let flow = frame(of: "FlowLayout", in: result) else {
      Issue.record("no FlowLayout")
      return
    }
    // The scroll view is as wide as the flow plus 16 a side, centred in 390, and starts at the
    // top: the flow's origin is ((390 − (width + 32)) / 2 + 16, 16).
    #expect(close(flow.minX, (390 - (flow.width + 32)) / 2 + 16))
    #expect(flow.minY == 16)
    #expect(flow.width <= 358)
    // "You" is 3 × 8.5 = 25.5 wide and 20.4 tall; padded by 4: 33.5 × 28.4, first on the
    // first line at the flow's corner.
    let tags = childFrames(of: "FlowLayout", in: result)
    #expect(tags.count == TagCloud.tags.count)
    expectSceneRect(tags.first, CGRect(x: flow.minX, y: 16, width: 33.5, height: 28.4))
  }

  @Test(
    "cards: 35 cards of 150 × 100 in 7 × 5 on an iPad, 2 columns on an iPhone, 290 × 193.33 in 3 columns at AX5",
    arguments: [
      ("cards-ipad", 7, 5, CGSize(width: 150, height: 100)),
      ("cards-iphone", 2, 18, CGSize(width: 150, height: 100)),
      ("cards-ipad-ax5", 3, 12, CGSize(width: 290, height: 290 / 1.5)),
    ])
  func cards(name: String, columns: Int, rows: Int, card: CGSize) {
    // A card's content at .large is 104 × 95.2 (NumberedCard); grown to 1.5 : 1 by its height,
    // 142.8 × 95.2, then at least 150 wide: 150 × 100. At AX5 it is 290 × 163.6, wider than
    // 1.5 : 1 already, so 290 × 193.33. Columns: ⌊(width + 8 − 16) / (card + 8)⌋: ⌊1186 / 158⌋ = 7
    // on the iPad, ⌊382 / 158⌋ = 2 on the iPhone, ⌊1186 / 298⌋ = 3 at AX5; rows ⌈35 / columns⌉.
    guard let result = Scenario.named(name)?.layout() else { return }
    let frames = childFrames(of: "CardLayout", in: result)
    #expect(frames.count == 35)
    #expect(Set(frames.map(\.minX)).count == columns, "\(name)")
    #expect(Set(frames.map(\.minY)).count == rows, "\(name)")
    #expect(frames.allSatisfy { close($0.width, card.width) && close($0.height, card.height) }, "\(name)")
    // The grid: 2 × 8 + columns × (card + 8) − 8 wide.
    #expect(close(frame(of: "CardLayout", in: result)?.width ?? 0, 16 + CGFloat(columns) * (card.width + 8) - 8))
  }

  @Test("tile-strip: 12 tiles in three repetitions of the template, 69.2 tall")
  func tileStrip() {
    guard let result = Scenario.named("tile-strip")?.layout() else { return }
    // "12" in .title (28 pt) is 28 × 33.6, so the unit is 33.6 and the strip 2 × 33.6 + 2 =
    // 69.2 tall. One repetition: a full 69.2 square, a column of two 33.6 halves and a 300-wide
    // tile, 2 apart: 69.2 + 2 + 33.6 + 2 + 300 = 406.8; three of them and two gaps: 1224.4.
    let grid = frame(of: "HorizontalTileGrid", in: result)
    #expect(close(grid?.width ?? 0, 1224.4))
    #expect(close(grid?.height ?? 0, 69.2))
    #expect(childFrames(of: "HorizontalTileGrid", in: result).count == 12)
  }

  @Test("collection-view and alignment-guide-flow: the tags flowed in two frames from the corner")
  func preLayoutSeeds() {
    for name in ["collection-view", "alignment-guide-flow"] {
      guard let result = Scenario.named(name)?.layout() else { continue }
      #expect(result.frames.count == 2)
      #expect(result.preferenceReductions > 0, "\(name)")
      // "You" padded by 10: 45.5 × 40.4, at the flow's corner, which fills the scroll view's
      // width from x = 0.
      expectSceneRect(result.frame(id: "You"), CGRect(x: 0, y: 0, width: 45.5, height: 40.4), "\(name)")
    }
  }

  @Test("flow-center, flow-trailing and flow-justified align every line as their option says")
  func lineAlignments() {
    for name in ["flow-center", "flow-trailing", "flow-justified"] {
      guard let result = Scenario.named(name)?.layout(), let flow = frame(of: "FlowLayout", in: result) else {
        Issue.record("\(name) did not lay out")
        continue
      }
      let flowLines = lines(itemFrames(result))
      #expect(flowLines.count > 2, "\(name)")
      for (index, line) in flowLines.enumerated() {
        guard let first = line.first, let last = line.last else { continue }
        let left = first.minX - flow.minX
        let right = flow.maxX - last.maxX
        switch name {
        case "flow-center": #expect(close(left, right), "\(name) line \(index)")
        case "flow-trailing": #expect(close(right, 0), "\(name) line \(index)")
        default:
          // Wrapped lines fill the proposed 358; the last line stays leading.
          #expect(close(left, 0), "\(name) line \(index)")
          if index < flowLines.count - 1 { #expect(close(last.maxX, flow.minX + 358), "\(name) line \(index)") }
        }
      }
    }
  }

  @Test("flow-max-lines shows two lines; flow-view-spacing puts items 8 apart; right to left starts on the right")
  func otherOptions() {
    if let result = Scenario.named("flow-max-lines")?.layout(), let flow = frame(of: "FlowLayout", in: result) {
      let inside = itemFrames(result).filter { $0.maxY <= flow.maxY + 0.001 }
      #expect(lines(inside).count == 2)
      // The rest are placed with a zero proposal at the flow's bottom leading corner.
      #expect(itemFrames(result).filter { $0.minY >= flow.maxY - 0.001 }.allSatisfy { close($0.minX, flow.minX) })
    }
    if let result = Scenario.named("flow-view-spacing")?.layout() {
      // ViewSpacing between two plain views is the default 8 (semantics L19).
      let first = lines(itemFrames(result))[0]
      for (a, b) in zip(first, first.dropFirst()) { #expect(close(b.minX - a.maxX, 8)) }
    }
    if let result = Scenario.named("flow-right-to-left")?.layout(), let flow = frame(of: "FlowLayout", in: result) {
      let items = itemFrames(result)
      #expect(close(items[0].maxX, flow.maxX))
      #expect(items[1].maxX < items[0].minX)
    }
  }

  @Test("flow-baseline lines up mixed font sizes on their first baselines")
  func baselines() {
    guard let result = Scenario.named("flow-baseline")?.layout() else { return }
    // A one-line Text's first baseline is its point size below its top; the scenario cycles
    // body (17), largeTitle (34), caption (12), title2 (22) and footnote (13).
    let sizes: [CGFloat] = [17, 34, 12, 22, 13]
    let frames = itemFrames(result)
    let baselines = frames.enumerated().map { $1.minY + sizes[$0 % sizes.count] }
    var lineCount = 1
    for index in 1..<frames.count {
      if frames[index].minX > frames[index - 1].minX {
        #expect(close(baselines[index], baselines[index - 1]), "item \(index)")
      } else {
        lineCount += 1
      }
    }
    #expect(lineCount > 1)
  }

  @Test("flow-line-breaks starts each sentence on a new line")
  func lineBreaks() {
    guard let result = Scenario.named("flow-line-breaks")?.layout(), let flow = frame(of: "FlowLayout", in: result)
    else { return }
    let items = itemFrames(result)
    for (index, tag) in TagCloud.tags.enumerated() where index > 0 && TagCloud.tags[index - 1].hasSuffix(".") {
      #expect(close(items[index].minX, flow.minX), "\(tag)")
      #expect(items[index].minY > items[index - 1].minY, "\(tag)")
    }
  }

  @Test("Example scenes are scenarios, and lay out as their Swift doc comments say")
  func exampleScenes() {
    for json in ExampleScenes.all {
      guard let scene = decodedScene(json), let name = scene.name else { continue }
      #expect(Scenario.named(name)?.group == .scene, "\(name)")
    }
    // scene-row (semantics S5): red (0…100) is offered half of 150 first and takes 75; green
    // takes its minimum 100; the 175-wide stack is centred on its 150 frame, itself centred:
    // x = 120 + (150 − 175) / 2 = 107.5, y = (844 − 50) / 2 = 397.
    let row = Scenario.named("scene-row")?.layout()
    expectSceneRect(row?.frame(id: "red"), CGRect(x: 107.5, y: 397, width: 75, height: 50))
    expectSceneRect(row?.frame(id: "green"), CGRect(x: 182.5, y: 397, width: 100, height: 50))
    // scene-profile: the row is 44 tall (the avatar), padded to 76, over a 1-point divider:
    // 77, centred at y = 383.5; the avatar sits 16 in.
    let profile = Scenario.named("scene-profile")?.layout()
    expectSceneRect(profile?.frame(id: "avatar"), CGRect(x: 16, y: 399.5, width: 44, height: 44))
    // scene-geometry: the reader gets 844 − 32 − 33.6 (the title) − 8 = 770.4 of height and
    // 390 − 32 = 358 of width.
    #expect(
      Scenario.named("scene-geometry")?.layout().view(id: "size")?.children.first?.summary == #"Text("358 × 770.4")"#)
    // scene-tags: three lines at most.
    if let tags = Scenario.named("scene-tags")?.layout(), let flow = frame(of: "FlowLayout", in: tags) {
      let inside = (0..<20).compactMap { tags.frame(id: "tag-\($0)") }.filter { $0.maxY <= flow.maxY + 0.001 }
      #expect(lines(inside).count == 3)
    }
  }

  @Test("A scenario's host settings can be changed before laying out")
  func overrides() {
    guard var scenario = Scenario.named("cards-ipad") else { return }
    scenario.hostSize = CGSize(width: 390, height: 844)
    #expect(Set(childFrames(of: "CardLayout", in: scenario.layout()).map(\.minX)).count == 2)
    scenario.dynamicTypeSize = .accessibility5
    scenario.hostSize = CGSize(width: 1194, height: 834)
    #expect(Set(childFrames(of: "CardLayout", in: scenario.layout()).map(\.minX)).count == 3)
    scenario.measurementCachePolicy = .none
    #expect(scenario.layout().counters.cacheHits == 0)
    scenario.frameBudget = 3
    #expect(scenario.makeHost().frameBudget == 3)
    #expect(scenario.environment.dynamicTypeSize == .accessibility5)
  }
}
