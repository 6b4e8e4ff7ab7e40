import Foundation
import LayoutLab
import LayoutPropertyTesting
import Testing

/// The property-testing tool itself: the generator covers every node kind, trees print as
/// compact expressions, and the shrinker finds the smallest failing tree.
@Suite("Property-testing generator, printer and shrinker")
struct PropertyToolTests {
  private let generator = PropertyTreeGenerator()

  @Test("The generator is deterministic and makes every kind of node")
  func everyKind() {
    #expect(generator.tree(seed: 42) == generator.tree(seed: 42))
    #expect(generator.tree(seed: 42) != generator.tree(seed: 43))
    var labels = Set<String>()
    func collect(_ tree: PropertyTree) {
      labels.insert(String(tree.label.drop { $0 == "." }.prefix { $0.isLetter }))
      tree.children.forEach(collect)
    }
    for seed in UInt64(0)..<1_000 { collect(generator.tree(seed: seed)) }
    #expect(
      labels == [
        "box", "greedy", "text", "Spacer", "Divider", "Circle", "EmptyView", "HStack", "VStack", "ZStack", "Group",
        "ScrollView", "Flow", "Cards", "Tiles", "CollectionView", "GeometryChangeFlow", "AlignmentGuideFlow",
        "Proposing",
        "padding", "frame", "fixedSize", "offset", "position", "layoutPriority", "GeometryReader", "aspectRatio",
        "environment", "dynamicTypeSize", "hidden", "alignmentGuide", "overlay", "background", "preference",
        "appendPreference", "Image", "Label", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "ViewThatFits", "opacity", "clipShape", "border", "shadow", "rotationEffect", "scaleEffect", "bold", "kerning",
        "lineSpacing", "lineLimit", "minimumScaleFactor", "Button", "gridCellColumns", "ignoresSafeArea",
        "safeAreaInset", "safeAreaPadding",
      ])
  }

  @Test("Host sizes include 0, 1 and fractions, the same for the same seed")
  func hostSizes() {
    let lengths = (UInt64(0)..<1_000).flatMap { seed -> [CGFloat] in
      let testCase = generator.testCase(seed: seed)
      return [testCase.hostSize.width, testCase.hostSize.height]
    }
    #expect(lengths.contains(0))
    #expect(lengths.contains(1))
    #expect(lengths.contains(185.25))
    #expect(lengths.contains { $0 != $0.rounded() && ($0 * 4) == ($0 * 4).rounded() && $0 != 185.25 })
    #expect(generator.testCase(seed: 7).hostSize == generator.testCase(seed: 7).hostSize)
  }

  @Test("A tree prints as a compact SwiftUI-like expression, modifiers after their content")
  func printing() {
    let tree = PropertyTree(
      .hstack(.firstTextBaseline, spacing: 4),
      [
        PropertyTree(.box(width: 30, height: 20.25)),
        PropertyTree(.padding(.all, 5), [PropertyTree(.text(words: 3, size: 12, lineLimit: nil))]),
        PropertyTree(.geometry, [PropertyTree(.greedy)]),
        PropertyTree(.overlay(.topLeading), [PropertyTree(.circle), PropertyTree(.spacer(minLength: nil))]),
        PropertyTree(.alignmentGuide(.vertical(.top), .shifted(-2.5)), [PropertyTree(.empty)]),
        PropertyTree(
          .flexFrame(PropertyFlexBounds(max: .infinity), PropertyFlexBounds(min: 10), .center), [PropertyTree(.greedy)]),
      ])
    #expect(
      tree.description
        == "HStack(alignment: .firstTextBaseline, spacing: 4) { box(30, 20.25); text(3 words, 12pt).padding(5); "
        + "GeometryReader { greedy }; Circle.overlay(alignment: .topLeading) { Spacer }; "
        + "EmptyView.alignmentGuide(.top) { d in d[.top] + -2.5 }; greedy.frame(maxWidth: .infinity, minHeight: 10) }")
    #expect(
      PropertyTree(.background(nil), [PropertyTree(.greedy), PropertyTree(.divider)]).description
        == "greedy.background(Divider)")
    #expect(tree.count == 13)
    #expect(
      tree.numbered.map(\.children) == [
        [1, 2, 4, 6, 9, 11], [], [3], [], [5], [], [7, 8], [], [], [10], [], [12], [],
      ])
  }

  @Test("The shrinker finds the smallest tree that still fails")
  func shrinker() {
    // Fails whenever a text is anywhere in the tree: the smallest such tree is one word at
    // the smallest size generated, 9 points, without a line limit.
    func hasText(_ tree: PropertyTree) -> Bool {
      tree.contains { if case .text = $0 { true } else { false } }
    }
    let seed = (UInt64(0)..<100).first { hasText(generator.tree(seed: $0)) && generator.tree(seed: $0).count > 5 }
    guard let seed else {
      Issue.record("no seed below 100 makes a tree with a text and more than 5 nodes")
      return
    }
    #expect(
      PropertyShrinker.shrink(generator.tree(seed: seed), fails: hasText)
        == PropertyTree(.text(words: 1, size: 9, lineLimit: nil)))
    // A padding that must stay more than 3: halving 20 gives 10, then 5, and 2 no longer fails.
    let padded = PropertyTree(.padding(.all, 20), [PropertyTree(.box(width: 40, height: 40))])
    let shrunk = PropertyShrinker.shrink(padded) { tree in
      if case .padding(_, let length?) = tree.node { return length > 3 }
      return false
    }
    #expect(shrunk == PropertyTree(.padding(.all, 5), [PropertyTree(.greedy)]))
  }

  @Test("The shrinker simplifies the options of the new node kinds: frames, overlays, guides")
  func shrinkerOptions() {
    // Fails while a flexible frame has an infinite maximum width: every other bound, the
    // alignment and the content go.
    let frame = PropertyTree(
      .flexFrame(
        PropertyFlexBounds(min: 12.25, max: .infinity), PropertyFlexBounds(min: 3, ideal: 40, max: 80), .topLeading),
      [PropertyTree(.overlay(.bottom), [PropertyTree(.text(words: 4, size: 17, lineLimit: 2)), PropertyTree(.circle)])])
    let shrunk = PropertyShrinker.shrink(frame) { tree in
      tree.contains { if case .flexFrame(let width, _, _) = $0 { width.max == .infinity } else { false } }
    }
    #expect(
      shrunk
        == PropertyTree(
          .flexFrame(PropertyFlexBounds(max: .infinity), PropertyFlexBounds(), .center), [PropertyTree(.greedy)]))
    // Fails while an alignment guide reads a text baseline: the guide becomes the centre.
    let guide = PropertyTree(
      .alignmentGuide(.vertical(.bottom), .baseline(last: true)), [PropertyTree(.box(width: 8, height: 8))])
    let shrunkGuide = PropertyShrinker.shrink(guide) { tree in
      tree.contains { if case .alignmentGuide(_, .baseline) = $0 { true } else { false } }
    }
    #expect(
      shrunkGuide == PropertyTree(.alignmentGuide(.vertical(.center), .baseline(last: false)), [PropertyTree(.greedy)]))
  }
}
