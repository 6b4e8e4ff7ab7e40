import Foundation
import LayoutExamples
import LayoutLab

/// `layoutlab compare <items>`: the same items through every measurement technique, side by side.
///
/// Each technique lays the items out in a vertical `ScrollView` in a fresh host; the table shows
/// frames to settle, body evaluations, `sizeThatFits` calls, cache hits and misses, preference
/// reductions, actions and wall time, and the last line says whether the items' final frames
/// (relative to their container) agree.
struct CompareCommand {
  /// The item sets `compare` knows.
  enum Items: String, CaseIterable {
    /// Seed 001's tags, as `Text(tag).padding(4)`.
    case tagCloud = "tag-cloud"
    /// 200 seeded text tags of 2 to 11 letters.
    case tags200 = "tags-200"

    var words: [String] {
      switch self {
      case .tagCloud: TagCloud.tags
      case .tags200: (0..<200).map(Self.word)
      }
    }

    /// A deterministic word of 2 to 11 letters for `index`.
    private static func word(_ index: Int) -> String {
      var state = UInt64(truncatingIfNeeded: index) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      state ^= state >> 33
      return String(repeating: "x", count: 2 + Int(state % 10))
    }
  }

  let items: Items
  let size: CGSize
  let spacing: CGFloat = 12

  /// One technique's run.
  struct Row {
    let name: String
    let result: LayoutResult
    let milliseconds: Double
  }

  func run() -> String {
    let words = items.words
    let rows = [
      measure("Layout (FlowLayout)") { FlowLayout(itemAlignment: .top, spacing: spacing) { tags(words) } },
      measure("Layout, no cache") { FlowLayout(itemAlignment: .top, spacing: spacing, cached: false) { tags(words) } },
      measure("preferences (CollectionView)") {
        CollectionView(words, id: \.self, spacing: spacing, lineSpacing: spacing) { tag($0) }
      },
      measure("alignment guides") {
        AlignmentGuideFlow(words, id: \.self, spacing: spacing, lineSpacing: spacing) { tag($0) }
      },
      measure("onGeometryChange") {
        GeometryChangeFlow(words, id: \.self, spacing: spacing, lineSpacing: spacing) { tag($0) }
      },
    ]
    var output = "compare \(items.rawValue): \(words.count) items in \(formatLength(size.width))×\(formatLength(size.height)), spacing \(formatLength(spacing))\n\n"
    output += table(rows)
    let reference = frames(rows[0].result)
    let disagreeing = rows.dropFirst().filter { !agree(frames($0.result), reference) }.map(\.name)
    output += "\nfinal frames agree: "
    output += disagreeing.isEmpty ? "yes (\(reference.count) items)\n" : "no: \(disagreeing.joined(separator: ", ")) differ from the Layout\n"
    return output
  }

  private func tags(_ words: [String]) -> some View {
    ForEach(words, id: \.self) { tag($0) }
  }

  private func tag(_ word: String) -> some View {
    Text(word).padding(4).id(word)
  }

  private func measure<V: View>(_ name: String, _ content: () -> V) -> Row {
    let host = ViewHost(rootView: ScrollView { content().id("container") })
    let start = DispatchTime.now().uptimeNanoseconds
    let result = host.layout(in: size)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    return Row(name: name, result: result, milliseconds: elapsed)
  }

  /// The items' frames relative to their container, by id.
  private func frames(_ result: LayoutResult) -> [String: CGRect] {
    let origin = result.frame(id: "container")?.origin ?? .zero
    var frames: [String: CGRect] = [:]
    result.forEachView { view in
      for case let id as String in view.ids.map(\.base) where id != "container" && frames[id] == nil {
        frames[id] = view.frame.offsetBy(dx: -origin.x, dy: -origin.y)
      }
    }
    return frames
  }

  /// Whether both have the same items at the same frames, within 0.001 point (techniques add
  /// lengths in different orders).
  private func agree(_ a: [String: CGRect], _ b: [String: CGRect]) -> Bool {
    a.count == b.count && a.allSatisfy { id, frame in
      guard let other = b[id] else { return false }
      return abs(frame.minX - other.minX) < 0.001 && abs(frame.minY - other.minY) < 0.001
        && abs(frame.width - other.width) < 0.001 && abs(frame.height - other.height) < 0.001
    }
  }

  private func table(_ rows: [Row]) -> String {
    let header = ["technique", "frames", "bodies", "sizeThatFits", "hits", "misses", "reductions", "actions", "ms"]
    let lines = rows.map { row -> [String] in
      let c = row.result.counters
      return [
        row.name, "\(row.result.frames.count)", "\(row.result.tree.bodyEvaluations)", "\(c.sizeThatFitsCalls)",
        "\(c.cacheHits)", "\(c.cacheMisses)", "\(row.result.preferenceReductions)", "\(row.result.actionsCalled)",
        String(format: "%.2f", row.milliseconds),
      ]
    }
    let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
    func format(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        column == 0
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ") + "\n"
    }
    return ([header] + lines).map(format).joined()
  }
}
