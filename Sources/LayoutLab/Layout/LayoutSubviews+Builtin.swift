import Foundation

/// What the built-in layouts need beyond SwiftUI's proxy API. Internal: a user's `Layout` sees
/// exactly SwiftUI's `LayoutSubviews` and `LayoutSubview`.
///
/// | extension | used by | why SwiftUI's API does not cover it |
/// |---|---|---|
/// | `LayoutSubviews.safeAreaInsets(at:regions:)` | `ignoresSafeArea`, `background(_:ignoresSafeAreaEdges:)` | placing reads the safe area around the container |
/// | `LayoutSubview.addSafeAreaLayer(_:)` | `safeAreaInset`, `safeAreaPadding` | a modifier grows its content's safe area |
/// | `LayoutSubviews.reachSafeArea(_:edges:)`, `addSafeAreaLayerToEach(_:)` | `ScrollView` | a scroll view reaches under the bars and gives its content a safe area of its own |
/// | `LayoutSubviews.lazyElements`, `buildLazyElements(_:_:)`, `buildAllLazyElements(_:)`, `refreshed`, `withEveryLazyElementOutsideAScrollView` | the windows of lazy stacks and grids | subviews are built while the container is measured |
/// | `LayoutSubviews.withContainerSize(_:_:)`, `containerSize` | `ScrollView`, the host's root, `containerRelativeFrame` | a container's size reaches the views inside it that measure against it (`ContainerReaders`) |
/// | `LayoutSubviews.report(_:_:)` | `containerRelativeFrame` | a built-in reports bad input it finds only while laying out |
/// | `LayoutSubview.place(aligned:in:proposal:)`, `guide(_:proposal:size:)` | frames, backgrounds, overlays, `safeAreaInset` | a shorthand over `dimensions(in:)` and `place(at:anchor:proposal:)` that asks the same questions without making a `ViewDimensions` |
/// | `LayoutSubview.dimensions(knownSize:proposal:)` | stacks, `safeAreaInset` | the guides of a size already asked for, without asking again |
/// | `LayoutSubview.lazyElements`, `showLazyWindow(_:of:)` | `ScrollView` | a scroll view tells the lazy stack inside it which region is shown |
extension LayoutSubviews {
  /// How far the container, placed at `bounds`, may reach into the unsafe area of `regions`
  /// beyond each edge, in its layout direction. Zero after the call (reported).
  func safeAreaInsets(at bounds: CGRect, regions: SafeAreaRegions = .all) -> EdgeInsets {
    guard isUsable("the safe area") else { return EdgeInsets() }
    return engine.safeAreaInsets(of: container, at: bounds, regions: regions)
  }

  /// Grows the container's frame, as it is committed, into the unsafe area of `regions` on
  /// `edges` where it touches the safe boundary (C-SA5), and returns how far it reached on
  /// each edge, in its layout direction (`LayoutEngine.reachSafeArea(of:regions:edges:)`).
  /// Zero in a rehearsal and after the call.
  func reachSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set) -> EdgeInsets {
    guard isUsable("the safe area") else { return EdgeInsets() }
    return engine.reachSafeArea(of: container, regions: regions, edges: edges)
  }

  /// Makes `layer` part of every subview's safe area while they are placed, as one layer
  /// however many there are. Only from the container's `placeSubviews`; elsewhere it does
  /// nothing.
  func addSafeAreaLayerToEach(_ layer: SafeAreaLayer) {
    guard isUsable("the safe area") else { return }
    engine.addSafeAreaLayer(layer, toEverySubviewOf: container)
  }

  /// The container's lazily built elements, when it is a lazy stack's window.
  var lazyElements: LazyElements? {
    isUsable("lazy elements") ? container.lazyElements : nil
  }

  /// Builds the elements at `indices` (dropping the others) as the container's subviews; read
  /// them through `refreshed`.
  func buildLazyElements(_ elements: LazyElements, _ indices: [Int]) {
    guard isUsable("lazy elements") else { return }
    engine.builder.buildLazyElements(of: container, elements, indices)
  }

  /// Builds every element unless all are built already (`LazyElements.buildAll(of:_:)`); read
  /// them through `refreshed`.
  func buildAllLazyElements(_ elements: LazyElements) {
    guard isUsable("lazy elements") else { return }
    elements.buildAll(of: container, engine)
  }

  /// These subviews, with every element built first when the container is a lazy stack's or
  /// grid's window that no scroll view shows part of: what it then answers before it is
  /// measured is what it answers after. Inside a scroll view, the elements its window built.
  var withEveryLazyElementOutsideAScrollView: LayoutSubviews {
    guard let elements = lazyElements, elements.window == nil else { return self }
    buildAllLazyElements(elements)
    return refreshed
  }

  /// Runs `body` (measuring or placing these subviews) with the container as the nearest
  /// container for `containerRelativeFrame`, of `size` (`LayoutEngine.withContainer(_:size:_:)`).
  func withContainerSize<R>(_ size: ProposedViewSize, _ body: () -> R) -> R {
    guard isUsable("the container size") else { return body() }
    return engine.withContainer(container, size: size, body)
  }

  /// The size of the nearest container around this one, which this container's size then
  /// depends on (`LayoutEngine.containerSize(readBy:)`); `nil` outside every container.
  var containerSize: ProposedViewSize? {
    isUsable("the container size") ? engine.containerSize(readBy: container) : nil
  }

  /// Reports a diagnostic of `kind` about the container.
  func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
    guard isUsable("a diagnostic") else { return }
    engine.report(kind, container, message)
  }
}

extension LayoutSubview {
  /// Makes `layer` part of this subview's safe area, and of everything below it, while it is
  /// placed. Only from the container's `placeSubviews`; elsewhere it does nothing.
  func addSafeAreaLayer(_ layer: SafeAreaLayer) {
    withEngine("the safe area", else: ()) { engine, container, node in
      engine.addSafeAreaLayer(layer, to: node, of: container)
    }
  }
}

extension LayoutSubview {
  /// The subview's lazily built elements, when it is a lazy stack's window.
  var lazyElements: LazyElements? {
    withEngine("lazy elements", else: nil) { _, _, node in node.lazyElements }
  }

  /// Shows `window` (along the lazy stack's axis) of this subview's lazy `elements`, of which
  /// `safe` is inside the safe area (`nil`: all of it).
  func showLazyWindow(_ window: ClosedRange<CGFloat>?, safe: ClosedRange<CGFloat>?, of elements: LazyElements) {
    withEngine("lazy elements", else: ()) { _, _, node in elements.show(window, safe: safe, in: node) }
  }
}

extension LayoutSubview {
  /// Places this subview, sized for `proposal`, so that its `alignment` guides meet the same
  /// guides of `bounds`: what frames, backgrounds and overlays do. Along an axis where `bounds`
  /// or the subview is infinitely long, it starts at the leading (top) edge (`alignedStart`).
  /// Asks what `dimensions(in:)` and its guides would, in the same order.
  func place(aligned alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
    withEngine("place(at:anchor:proposal:)", else: ()) { engine, container, node in
      engine.place(node, of: container, aligned: alignment, in: bounds, proposal: proposal)
    }
  }

  /// The value of guide `key` in this subview sized `size` for `proposal`: what
  /// `dimensions(in:)[guide]` answers, without asking for the size again.
  func guide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
    withEngine("an alignment guide", else: key.defaultValue(for: size)) { engine, _, node in
      engine.guide(key, of: node, proposal: proposal, size: size)
    }
  }
}
