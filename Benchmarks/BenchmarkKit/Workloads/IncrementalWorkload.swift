import Foundation
import LayoutLab
import LayoutScenes

/// A host laid out once with N tags by one technique, then timed laying out again after a
/// change: `incremental/<change>/<technique>/<N>`.
///
/// SwiftUI parity: none; a harness. A hosting controller after one tag's data changed (a new
/// root view with one word changed), after one tag's own `@State` changed, after a resize by
/// one point, or a layout pass with nothing dirty.
public struct IncrementalWorkload: Workload {
  /// What changes between two layouts.
  public enum Change: String, CaseIterable, Sendable {
    /// The middle tag's word alternately gains and loses a letter (a new root view each time):
    /// every element of the `ForEach` is compared with its last value.
    case textChange = "text-change"
    /// The middle tag's own `@State` text alternately gains and loses a letter: that tag alone
    /// is dirty, so only its body is evaluated (the tags are `StatefulTag`s).
    case stateChange = "state-change"
    /// The host's width alternates between 390 and 391.
    case widthChange = "width-change"
    /// Nothing: the same host laid out again in the same size.
    case nothingChanged = "nothing-changed"
  }

  public let change: Change
  public let technique: FlowTechnique
  public let count: Int

  public init(change: Change, technique: FlowTechnique, count: Int) {
    self.change = change
    self.technique = technique
    self.count = count
  }

  public var name: String { "incremental/\(change.rawValue)/\(technique.name)/\(count)" }
  public var family: WorkloadFamily { .incremental }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "tag" }
  public var parameters: [String: String] {
    ["change": change.rawValue, "technique": technique.name, "N": "\(count)", "width": "390"]
  }

  /// The cold layout the update is compared with: the same technique and N.
  public var coldName: String { TagsWorkload(technique: technique, count: count).name }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let words = TagWords.words(count)
    let size = TaggedFlow.hostSize
    switch change {
    case .textChange:
      let views = [
        TaggedFlow.view(technique, words: words), TaggedFlow.view(technique, words: TagWords.changingOne(words)),
      ]
      return UpdateSampler(host: laidOut(views[0], blackHole), blackHole: blackHole) { host, run in
        host.rootView = views[run % 2]
        return size
      }
    case .stateChange:
      let handle = StatefulTag.Handle()
      let host = laidOut(TaggedFlow.statefulView(technique, words: words, handle: handle), blackHole)
      let middle = words.count / 2
      let texts = words.isEmpty ? [] : [words[middle], TagWords.changingOne(words)[middle]]
      return UpdateSampler(host: host, blackHole: blackHole) { _, run in
        if !texts.isEmpty { handle.text?.wrappedValue = texts[run % 2] }
        return size
      }
    case .widthChange:
      return UpdateSampler(host: laidOut(TaggedFlow.view(technique, words: words), blackHole), blackHole: blackHole) {
        _, run in
        CGSize(width: size.width + CGFloat(run % 2), height: size.height)
      }
    case .nothingChanged:
      return UpdateSampler(host: laidOut(TaggedFlow.view(technique, words: words), blackHole), blackHole: blackHole) {
        _, _ in size
      }
    }
  }

  /// A host for `view` with the engine's phase times on, laid out once (untimed).
  private func laidOut<V: View>(_ view: V, _ blackHole: BlackHole) -> ViewHost<V> {
    let host = ViewHost(rootView: view)
    EnginePhases.enable(on: host)
    blackHole.consume(host.layout(in: TaggedFlow.hostSize))
    return host
  }
}
