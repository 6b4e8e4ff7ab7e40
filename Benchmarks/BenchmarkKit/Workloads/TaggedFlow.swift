import Foundation
import LayoutLab
import LayoutScenes

/// The view every tags workload lays out: `words` as tags, `Text(word).padding(4)`, flowed by
/// `technique` 8 apart in lines 8 apart, in a vertical `ScrollView` (so the flow is proposed
/// the host's width and no height) in a 390 × 844 host.
///
/// SwiftUI parity: each technique is the SwiftUI code of `FlowTechnique` (LayoutScenes), which
/// builds the real implementations of LayoutExamples.
enum TaggedFlow {
  /// The host every tags and incremental workload uses: iPhone portrait.
  static let hostSize = CGSize(width: 390, height: 844)
  /// The gap between tags, and between lines.
  static let spacing: CGFloat = 8

  static func view(_ technique: FlowTechnique, words: [String]) -> ScrollView<AnyView> {
    ScrollView {
      technique.view(count: words.count, spacing: spacing, lineSpacing: spacing) { index in
        Text(words[index]).padding(4)
      }
    }
  }

  /// The same tags, each a `StatefulTag`; the middle one (`words.count / 2`) gets `handle`.
  static func statefulView(_ technique: FlowTechnique, words: [String], handle: StatefulTag.Handle) -> ScrollView<
    AnyView
  > {
    let changing = words.count / 2
    return ScrollView {
      technique.view(count: words.count, spacing: spacing, lineSpacing: spacing) { index in
        StatefulTag(word: words[index], handle: index == changing ? handle : nil)
      }
    }
  }
}
