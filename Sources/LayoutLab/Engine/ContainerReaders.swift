import Foundation

/// What a container for `containerRelativeFrame` (the host's root, a `ScrollView`) remembers
/// about the views whose size depends on its size: the size it last gave them, and the views
/// that read it.
///
/// **Why it exists.** A measurement is remembered by proposal (see `LayoutEngine.measure`),
/// but a `containerRelativeFrame` view's size depends on its container's size too, which is
/// known only while the container is laid out and is not in the view's proposal (a
/// `.frame(width: 100)` between them proposes 100 whatever the window). So the container size
/// reaches views the way a `ScrollView`'s visible region reaches its lazy stack: the container
/// sets it on the engine while it measures and places its content
/// (`LayoutEngine.withContainer(_:size:_:)`), and a view reads it there
/// (`LayoutEngine.containerSize(readBy:)`), which registers the view here. When the container
/// gives a different size, every reader and its ancestors up to the container forget their
/// remembered sizes and are placed again, so no cached size outlives the container size it was
/// computed with: a warm layout gives the frames of a cold one.
///
/// The container's own remembered sizes stay: its size is a function of its proposal (the
/// host's of the window; a `ScrollView`'s of its proposal, and where that is `nil`, of the
/// container around it, which it then reads like any other view). A container none of whose
/// views reads its size makes no record at all.
final class ContainerReaders {
  /// The size the container last gave its content.
  var size: ProposedViewSize
  /// The views that read it since (a view freed since is passed over).
  var readers: Set<ViewNode> = []

  init(size: ProposedViewSize) { self.size = size }
}

extension LayoutEngine {
  /// Runs `body` (measuring or placing `container`'s content) with `container` as the nearest
  /// container, of `size`; called from its `placeSubviews`, the subviews it places are then
  /// committed with it around them too (`LayoutEngine.commitPlacement`). A size other than the one it last gave makes its readers forget
  /// what they measured (see `ContainerReaders`).
  func withContainer<R>(_ container: ViewNode, size: ProposedViewSize, _ body: () -> R) -> R {
    if let record = container.containerReaders, record.size != size {
      for reader in record.readers where reader.isLive { reader.invalidateMeasurements(upTo: container) }
      if !record.readers.isEmpty { container.markNeedsPlacement() }
      record.readers.removeAll()
      record.size = size
    }
    // Placing records where the subviews go; they are placed (and measured again if need
    // be) after `placeSubviews` returns, still with this container around them.
    if isPlacingSubviews(of: container) { placingContainer = (container, size) }
    containers.append((container, size))
    defer { containers.removeLast() }
    return body()
  }

  /// The size of the container around the view being laid out, read by `reader` (which is
  /// registered as depending on it), or `nil` outside every container.
  func containerSize(readBy reader: ViewNode) -> ProposedViewSize? {
    guard let (container, size) = containers.last else { return nil }
    let record = container.containerReaders ?? ContainerReaders(size: size)
    if container.containerReaders == nil { container.containerReaders = record }
    record.readers.insert(reader)
    return size
  }
}
