import Foundation
import LayoutExamples
import LayoutLab

extension Scenario {
  /// Every built-in scenario, in the order `layoutlab list` shows them: the seed layouts,
  /// `FlowLayout`'s options, each technique of each `TechniqueComparison`, the example
  /// scenes, and the examples of the documentation's articles.
  public static let all: [Scenario] =
    seedScenarios + flowOptionScenarios + TechniqueComparison.all.flatMap(\.scenarios) + exampleSceneScenarios
    + lessonScenarios + safeAreaScenarios + lazyScenarios

  /// The host sizes the catalog uses.
  private static let iPhone = CGSize(width: 390, height: 844)
  private static let iPadLandscape = CGSize(width: 1194, height: 834)

  /// The seed articles' layouts, as their articles show them.
  private static let seedScenarios: [Scenario] = [
    Scenario(
      name: "tag-cloud", summary: "seed 001: the quotation's words as capsule tags in FlowLayout(spacing: 12), iPhone",
      group: .seed, hostSize: iPhone
    ) { TagCloud() },
    Scenario(
      name: "cards-ipad", summary: "seed 000: 35 numbered cards in CardLayout, 11-inch iPad landscape: 7 × 5",
      group: .seed, hostSize: iPadLandscape
    ) { CardGrid() },
    Scenario(
      name: "cards-ipad-ax5",
      summary: "seed 000: the same cards at Dynamic Type accessibility5: larger cards, 3 columns", group: .seed,
      hostSize: iPadLandscape, dynamicTypeSize: .accessibility5
    ) { CardGrid() },
    Scenario(
      name: "cards-iphone", summary: "seed 000: the same cards on an iPhone: 2 columns", group: .seed,
      hostSize: iPhone
    ) { CardGrid() },
    Scenario(
      name: "tile-strip",
      summary: "seed 002: 12 tiles in HorizontalTileGrid [full, half, half, fullCustom(300)], horizontal ScrollView",
      group: .seed, hostSize: iPhone
    ) { TileStrip() },
    Scenario(
      name: "collection-view",
      summary: "seed 004: Swift Talk's CollectionView of the tag words, sizes through preferences: 2 frames",
      group: .seed, hostSize: iPhone
    ) {
      ScrollView {
        CollectionView(TagCloud.tags, id: \.self) { tag in
          Text(tag).padding(10).background(Color.blue.opacity(0.3)).id(tag)
        }
      }
    },
    Scenario(
      name: "alignment-guide-flow",
      summary: "the tag words flowed by alignment-guide closures in a ZStack, height through a preference: 2 frames",
      group: .seed, hostSize: iPhone
    ) {
      ScrollView {
        AlignmentGuideFlow(TagCloud.tags, id: \.self) { tag in
          Text(tag).padding(10).background(Color.purple.opacity(0.3)).id(tag)
        }
      }
    },
  ]

  /// `FlowLayout`'s options, each on the tag cloud's words at iPhone width.
  private static let flowOptionScenarios: [Scenario] = [
    flowOption(
      "flow-center", "lines centred under the widest: FlowLayout(alignment: .center)",
      FlowLayout(alignment: .center, spacing: 8)),
    flowOption(
      "flow-trailing", "lines against the trailing edge: FlowLayout(alignment: .trailing)",
      FlowLayout(alignment: .trailing, spacing: 8)),
    flowOption(
      "flow-justified", "wrapped lines spread their free space over their gaps: justified: true",
      FlowLayout(spacing: 8, justified: true)),
    flowOption(
      "flow-max-lines", "at most 2 lines; the rest are placed with a zero proposal: maxLines: 2",
      FlowLayout(spacing: 8, maxLines: 2)),
    flowOption(
      "flow-view-spacing", "no spacing given: the items' ViewSpacing decides (8 between texts)",
      FlowLayout(spacing: nil)),
    flowOption(
      "flow-right-to-left", "the same flow under a right-to-left layout direction: lines start on the right",
      FlowLayout(spacing: 8), layoutDirection: .rightToLeft),
    Scenario(
      name: "flow-baseline",
      summary: "mixed font sizes on a line aligned on their first baselines: itemAlignment: .firstTextBaseline",
      group: .flowOptions, hostSize: iPhone
    ) {
      ScrollView {
        FlowLayout(itemAlignment: .firstTextBaseline, spacing: 8) {
          ForEach(Array(TagCloud.tags.enumerated()), id: \.offset) { index, tag in
            Text(tag).font(baselineFonts[index % baselineFonts.count]).id("item-\(index)")
          }
        }
        .padding()
      }
    },
    Scenario(
      name: "flow-line-breaks", summary: "a forced line break before every sentence's first word: .flowLineBreak()",
      group: .flowOptions, hostSize: iPhone
    ) {
      ScrollView {
        FlowLayout(spacing: 8) {
          ForEach(Array(TagCloud.tags.enumerated()), id: \.offset) { index, tag in
            tagView(tag, index: index).flowLineBreak(index > 0 && TagCloud.tags[index - 1].hasSuffix("."))
          }
        }
        .padding()
      }
    },
  ]

  /// The fonts `flow-baseline` cycles through.
  private static let baselineFonts: [Font] = [.body, .largeTitle, .caption, .title2, .footnote]

  /// The example scene files.
  private static let exampleSceneScenarios: [Scenario] = ExampleScenes.all.compactMap { json in
    (try? LayoutScene(json: json)).map { Scenario(scene: $0) }
  }

  /// The tag cloud's words as tags in `layout`, padded, in a vertical `ScrollView`.
  private static func flowOption(
    _ name: String, _ summary: String, _ layout: FlowLayout, layoutDirection: LayoutDirection = .leftToRight
  ) -> Scenario {
    Scenario(name: name, summary: summary, group: .flowOptions, hostSize: iPhone, layoutDirection: layoutDirection) {
      ScrollView {
        layout {
          ForEach(Array(TagCloud.tags.enumerated()), id: \.offset) { index, tag in tagView(tag, index: index) }
        }
        .padding()
      }
    }
  }

  /// A word as a capsule tag carrying `.id("item-<index>")`.
  private static func tagView(_ tag: String, index: Int) -> some View {
    Text(tag)
      .padding(4)
      .background(Capsule().fill(Color.green.opacity(0.5)))
      .id("item-\(index)")
  }
}
