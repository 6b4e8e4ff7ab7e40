import Foundation
import LayoutExamples
import LayoutLab

extension Scenario {
  /// The examples of the documentation's articles (the `LayoutLab` and `LayoutExamples` DocC
  /// catalogs), each in a host just large enough for its picture, so that every number of its
  /// text tree and trace can be worked out by hand from the rules and the text model
  /// (a character is half the point size wide, a line 1.2 × the point size tall).
  ///
  /// The articles show the same code; the documentation's tests check that each listing lays
  /// out exactly as its scenario.
  static let lessonScenarios: [Scenario] = [
    Scenario(
      name: "negotiation", summary: "a text padded by 8 in a 100 × 80 frame: propose, choose, place",
      group: .lesson, hostSize: CGSize(width: 240, height: 120)
    ) {
      AnyView(
        Text("Hello, world")
          .padding(8)
          .frame(width: 100, height: 80)
      )
    },
    Scenario(
      name: "stack-175",
      summary: "objc.io's HStack: red up to 100 wide and green at least 100 in a 150-wide frame: the stack is 175",
      group: .lesson, hostSize: CGSize(width: 300, height: 80)
    ) {
      AnyView(
        HStack(spacing: 0) {
          Color.red.frame(maxWidth: 100).id("red")
          Color.green.frame(minWidth: 100).id("green")
        }
        .frame(width: 150, height: 50)
      )
    },
    Scenario(
      name: "stack-text-between-colors",
      summary: "HStack { purple; Text(\"Hello, world\"); pink } in 300: the text is least flexible, offered a third",
      group: .lesson, hostSize: CGSize(width: 300, height: 60)
    ) {
      AnyView(
        HStack {
          Color.purple.id("purple")
          Text("Hello, world").id("text")
          Color.pink.id("pink")
        }
      )
    },
    Scenario(
      name: "stack-priority",
      summary: "the same stack with .layoutPriority(1) on the text: it is offered everything the colours can spare",
      group: .lesson, hostSize: CGSize(width: 300, height: 60)
    ) {
      AnyView(
        HStack {
          Color.purple.id("purple")
          Text("Hello, world").layoutPriority(1).id("text")
          Color.pink.id("pink")
        }
      )
    },
    Scenario(
      name: "offset-changes-nothing",
      summary: "three 60-point squares in an HStack, the middle one offset by (20, 20): its neighbours do not move",
      group: .lesson, hostSize: CGSize(width: 300, height: 120)
    ) {
      AnyView(
        HStack(spacing: 0) {
          Color.red.frame(width: 60, height: 60).id("red")
          Color.green.id("green").frame(width: 60, height: 60).offset(x: 20, y: 20)
          Color.blue.frame(width: 60, height: 60).id("blue")
        }
      )
    },
    Scenario(
      name: "fixed-size",
      summary: "a text in a 60-wide frame wraps; with .fixedSize() it keeps its ideal width and overflows the frame",
      group: .lesson, hostSize: CGSize(width: 240, height: 120)
    ) {
      AnyView(
        VStack(spacing: 20) {
          Text("Hello, world").id("wrapped")
            .frame(width: 60)
          Text("Hello, world").id("fixed")
            .fixedSize()
            .frame(width: 60)
        }
      )
    },
    Scenario(
      name: "environment-and-preferences",
      summary: "a font flows down to three texts; names flow up as a preference, folded in tree order: 2 reductions",
      group: .lesson, hostSize: CGSize(width: 200, height: 100)
    ) {
      LessonLabels()
    },
    Scenario(
      name: "words-collection-view-frame-1",
      summary: "words-collection-view stopped after its first frame: sizes measured, every item still in the corner",
      group: .lesson, hostSize: CGSize(width: 240, height: 120), frameBudget: 1,
      expectedDiagnostics: [.unsettledLayout]
    ) {
      TechniqueComparison.named("words").map { $0.scenario(.collectionView).rootView } ?? AnyView(EmptyView())
    },
    Scenario(
      name: "lazy-grid-adaptive",
      summary:
        "a photo grid: LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) of 12 squares at 390: 4 columns of 91.5",
      group: .lesson, hostSize: CGSize(width: 390, height: 300)
    ) {
      AnyView(
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
          ForEach(0..<12) { index in
            Color.teal.aspectRatio(1, contentMode: .fit).id("photo-\(index)")
          }
        }
      )
    },
    Scenario(
      name: "view-that-fits",
      summary: "a button bar in ViewThatFits(in: .horizontal): the 152-wide row does not fit 140, the column is shown",
      group: .lesson, hostSize: CGSize(width: 140, height: 100)
    ) {
      AnyView(
        ViewThatFits(in: .horizontal) {
          HStack {
            Text("Save")
            Text("Cancel")
            Text("Delete")
          }
          VStack {
            Text("Save")
            Text("Cancel")
            Text("Delete")
          }
        }
      )
    },
    Scenario(
      name: "grid",
      summary: "a 3-column Grid table: a header row, a divider that does not widen it, text and colour cells",
      group: .lesson, hostSize: CGSize(width: 240, height: 120)
    ) {
      AnyView(
        Grid(alignment: .leading) {
          GridRow {
            Text("Fruit")
            Text("Qty")
            Text("Colour")
          }
          Divider().gridCellUnsizedAxes(.horizontal)
          GridRow {
            Text("Apple").id("apple")
            Text("3").gridColumnAlignment(.trailing).id("three")
            Color.red.frame(width: 40, height: 16).id("red")
          }
          GridRow {
            Text("Banana")
            Text("12")
            Color.yellow.frame(width: 40, height: 16)
          }
        }
      )
    },
  ]
}

/// The names each label reports, gathered in tree order (semantics P3).
///
/// SwiftUI parity: an ordinary `PreferenceKey`; its `reduce` appends, so the gathered value
/// shows the order in which values were combined.
struct NamesKey: PreferenceKey {
  static var defaultValue: [String] { [] }

  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

/// The example of the article on the environment and preferences: a footnote font set on a
/// `VStack` reaches every text that sets none, and three texts report their names up.
///
/// SwiftUI parity: ordinary SwiftUI views.
struct LessonLabels: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Title").font(.title)
        .preference(key: NamesKey.self, value: ["title"])
      HStack(spacing: 8) {
        Text("Left").preference(key: NamesKey.self, value: ["left"])
        Text("Right").preference(key: NamesKey.self, value: ["right"])
      }
      Text("Footer")
    }
    .font(.footnote)
    .onPreferenceChange(NamesKey.self) { _ in }
  }
}
