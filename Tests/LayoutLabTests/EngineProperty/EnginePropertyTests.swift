import Foundation
import LayoutLab
import Testing

/// Properties of the whole engine, each checked over a few hundred trees generated from
/// seeds (`PropertyTreeGenerator`: stacks, ZStacks, `FlowLayout`, `CardLayout`, fixed and
/// flexible frames, padding, offsets, fixedSize, priorities, GeometryReaders, preferences,
/// texts, colours and spacers), laid out in one of four host sizes. A failure names the
/// seed, prints the tree and the smallest tree that still fails, and says why.
@Suite("Engine properties over seeded random view trees")
struct EnginePropertyTests {
  private let runner = PropertyRunner(seeds: 0..<300)

  @Test("Layout is deterministic: two hosts give the same frames and preference value")
  func deterministic() {
    runner.check("determinism") { tree, size in
      difference(PropertyHost(tree).layout(in: size), PropertyHost(tree).layout(in: size), "a second host")
    }
  }

  @Test("Every measurement cache policy gives the same frames, cold, warm, and after another size")
  func cachePolicies() {
    let other = CGSize(width: 123, height: 456)
    runner.check("cache policies") { tree, size in
      var reference: PropertyLayout?
      for policy in [MeasurementCachePolicy.swiftUI, .none, .unbounded] {
        let host = PropertyHost(tree, policy: policy)
        let cold = host.layout(in: size)
        if let reference, let problem = difference(reference, cold, ".\(policy.rawValue), cold") { return problem }
        reference = reference ?? cold
        if let problem = difference(cold, host.layout(in: size), ".\(policy.rawValue), laid out again") { return problem }
        _ = host.layout(in: other)
        if let problem = difference(cold, host.layout(in: size), ".\(policy.rawValue), after \(Int(other.width)) × \(Int(other.height))") {
          return problem
        }
      }
      return nil
    }
  }

  @Test("Parents' frames keep their children's placement rules, and no frame is NaN")
  func placementRules() {
    runner.check("placement rules") { tree, size in
      PropertyRules.firstViolation(tree, PropertyHost(tree).layout(in: size))
    }
  }

  @Test("The root's preference value is a direct fold of the writers in the tree")
  func preferences() {
    runner.check("preference fold") { tree, size in
      let observed = PropertyHost(tree).layout(in: size).preference
      let expected = tree.preferenceFold ?? PropertyPreferenceKey.defaultValue
      return observed == expected ? nil : "onPreferenceChange got \(observed), the tree folds to \(expected)"
    }
  }

  @Test("No frame anywhere is NaN or infinite, over many more trees")
  func finiteFrames() {
    PropertyRunner(seeds: 300..<1_000).check("finite frames") { tree, size in
      PropertyRules.nonFiniteFrame(PropertyHost(tree).layout(in: size))
    }
  }

  @Test("The generator is deterministic and makes every kind of node")
  func generator() {
    let generator = PropertyTreeGenerator()
    #expect(generator.tree(seed: 42) == generator.tree(seed: 42))
    #expect(generator.tree(seed: 42) != generator.tree(seed: 43))
    // Every kind of node appears, named by its label's first word.
    var labels = Set<String>()
    func label(_ tree: PropertyTree) {
      labels.insert(String(tree.label.drop { $0 == "." }.prefix { $0.isLetter }))
      tree.children.forEach(label)
    }
    for seed in runner.seeds { label(generator.tree(seed: seed)) }
    #expect(labels == [
      "box", "greedy", "text", "Spacer", "HStack", "VStack", "ZStack", "Flow", "Cards", "padding", "frame",
      "fixedSize", "offset", "layoutPriority", "GeometryReader", "preference", "appendPreference",
    ])
  }

  @Test("A tree prints as a compact expression, modifiers after their content")
  func printing() {
    let tree = PropertyTree.hstack(
      .leading, spacing: 4,
      [.box(width: 30, height: 20), .padding(5, .text(words: 3, size: 12)), .geometry(.greedy)])
    #expect(tree.description == "HStack(alignment: .leading, spacing: 4) { box(30, 20); text(3 words, 12pt).padding(5); GeometryReader { greedy } }")
    #expect(PropertyTree.frame(width: 10, height: nil, .spacer(minLength: nil)).description == "Spacer().frame(width: 10)")
    #expect(tree.count == 6)
    #expect(tree.numbered.map(\.children) == [[1, 2, 4], [], [3], [], [5], []])
  }

  @Test("The shrinker finds the smallest tree that still fails")
  func shrinker() {
    // Fails whenever a text is anywhere in the tree: the smallest such tree is one word at
    // the smallest size generated, 9 points.
    func hasText(_ tree: PropertyTree) -> Bool {
      if case .text = tree { return true }
      return tree.children.contains(where: hasText)
    }
    let generator = PropertyTreeGenerator()
    let seed = (0..<UInt64(100)).first { hasText(generator.tree(seed: $0)) && generator.tree(seed: $0).count > 5 }
    guard let seed else {
      Issue.record("no seed below 100 makes a tree with a text and more than 5 nodes")
      return
    }
    #expect(PropertyShrinker.shrink(generator.tree(seed: seed), fails: hasText) == .text(words: 1, size: 9))
    // A padding that must stay more than 3: halving stops at the last length that fails.
    let padded = PropertyTree.padding(20, .box(width: 40, height: 40))
    let shrunk = PropertyShrinker.shrink(padded) { tree in
      if case .padding(let length, _) = tree { return length > 3 }
      return false
    }
    #expect(shrunk == .padding(5, .greedy))
  }
}

/// How `b` differs from `a`, the reference, as a sentence; `nil` when their frames, ids and
/// preference value are exactly the same. `label` says what `b` is.
private func difference(_ a: PropertyLayout, _ b: PropertyLayout, _ label: String) -> String? {
  if let nonFinite = PropertyRules.nonFiniteFrame(b) { return "\(label): \(nonFinite)" }
  for (index, frame) in a.frames.sorted(by: { $0.key < $1.key }) where b.frames[index] != frame {
    return "\(label): node \(index) at \(b.frames[index].map(PropertyRules.format) ?? "nowhere"), not \(PropertyRules.format(frame))"
  }
  if a.allFrames.map(\.frame) != b.allFrames.map(\.frame) || a.allFrames.map(\.summary) != b.allFrames.map(\.summary) {
    return "\(label): the laid-out views differ"
  }
  if a.preference != b.preference { return "\(label): preference \(b.preference), not \(a.preference)" }
  return nil
}
