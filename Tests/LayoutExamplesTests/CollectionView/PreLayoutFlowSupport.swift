import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// A fixed-size item for the tests of the two pre-`Layout` flows (`CollectionView` and
/// `AlignmentGuideFlow`): a `Color` framed `width` × `height`, carrying `.id(id)`.
struct PreLayoutFlowTile: Identifiable, Hashable {
  let id: Int
  let width: CGFloat
  let height: CGFloat

  init(_ id: Int, _ width: CGFloat, _ height: CGFloat) {
    self.id = id
    self.width = width
    self.height = height
  }

  var size: CGSize { CGSize(width: width, height: height) }
}

/// The two pre-`Layout` flow techniques.
enum PreLayoutFlowTechnique: String, CaseIterable, CustomStringConvertible {
  case collectionView
  case alignmentGuides

  var description: String { rawValue }

  /// The flow of `tiles` by this technique; the container carries `.id("flow")`, each tile
  /// `.id(tile.id)` (inside the `CollectionView`'s offset, so that its frame is where it is
  /// drawn).
  func view(
    _ tiles: [PreLayoutFlowTile], spacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    counter: GuideClosureCounter? = nil
  ) -> AnyView {
    switch self {
    case .collectionView:
      AnyView(
        CollectionView(tiles, spacing: spacing, lineSpacing: lineSpacing) { tile in
          Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
        }
        .id("flow"))
    case .alignmentGuides:
      AnyView(
        AlignmentGuideFlow(tiles, spacing: spacing, lineSpacing: lineSpacing, counter: counter) { tile in
          Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
        }
        .id("flow"))
    }
  }

  /// Lays the flow of `tiles` out as the content of a vertical `ScrollView` filling a host
  /// `width` wide and 844 tall: the flow is proposed `width` and an unspecified height and sits
  /// at (0, 0), so frames in root coordinates are offsets from the container's corner.
  func layout(
    _ tiles: [PreLayoutFlowTile], width: CGFloat, spacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    counter: GuideClosureCounter? = nil
  ) -> LayoutResult {
    let flow = view(tiles, spacing: spacing, lineSpacing: lineSpacing, counter: counter)
    return ViewHost(rootView: ScrollView { flow }).layout(in: CGSize(width: width, height: 844))
  }
}

/// Expects `actual` to be `expected` within 0.001 on every edge.
func expectPreLayoutRect(
  _ actual: CGRect?, _ expected: CGRect, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame; expected \(expected). \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
    && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
  #expect(close, "\(actual) is not \(expected). \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// Expects the tiles' frames in `result` to be `origins` with the tiles' sizes.
func expectPreLayoutTiles(
  _ result: LayoutResult, _ tiles: [PreLayoutFlowTile], at origins: [CGPoint], _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(tiles.count == origins.count, sourceLocation: sourceLocation)
  for (tile, origin) in zip(tiles, origins) {
    expectPreLayoutRect(
      result.frame(id: tile.id), CGRect(origin: origin, size: tile.size),
      "tile \(tile.id). \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
  }
}

/// The frame of every view carrying an `Int` id, by id, in one walk of the result (looking
/// thousands of ids up one by one walks the tree each time).
func preLayoutTileFrames(_ result: LayoutResult) -> [Int: CGRect] {
  var frames: [Int: CGRect] = [:]
  result.forEachView { view in
    for case let id as Int in view.ids.map(\.base) where frames[id] == nil {
      frames[id] = view.frame
    }
  }
  return frames
}

/// Expects every tile of `tiles` at `origin(tile)` with its size, looking the frames up in one
/// walk of `result`, and reports how many are elsewhere and the first of them.
func expectPreLayoutTilesInBulk(
  _ result: LayoutResult, _ tiles: [PreLayoutFlowTile], at origin: (PreLayoutFlowTile) -> CGPoint,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frames = preLayoutTileFrames(result)
  let misplaced = tiles.filter { tile in
    guard let frame = frames[tile.id] else { return true }
    let expected = CGRect(origin: origin(tile), size: tile.size)
    return abs(frame.minX - expected.minX) >= 0.001 || abs(frame.minY - expected.minY) >= 0.001
      || abs(frame.width - expected.width) >= 0.001 || abs(frame.height - expected.height) >= 0.001
  }
  let first = misplaced.first.map { "tile \($0.id) at \(frames[$0.id].map { "\($0)" } ?? "nowhere")" } ?? ""
  #expect(misplaced.isEmpty, "\(misplaced.count) tiles misplaced; first: \(first)", sourceLocation: sourceLocation)
}
