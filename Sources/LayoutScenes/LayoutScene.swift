import Foundation
import LayoutLab

/// A view tree read from a JSON scene file, with the host it is laid out in: people can
/// experiment with layout without writing Swift.
///
///     {
///       "host": {"width": 390, "height": 844},
///       "dynamicTypeSize": "large",
///       "root": {"vstack": {"spacing": 8, "children": [
///         {"text": "Hello", "font": "title", "padding": 16, "id": "title"},
///         {"repeat": 3, "of": {"text": "Row {number}", "frame": {"maxWidth": "infinity", "alignment": "leading"}}}
///       ]}}
///     }
///
///     let scene = try LayoutScene(json: text)       // throws SceneError
///     let result = scene.layout()                    // a LayoutResult, as ViewHost gives
///
/// **The document** is an object with a `root` view and optional settings: `host` (`{"width":
/// w, "height": h}`, 390 × 844 by default, or a preset: `iPhone` 390 × 844, `iPhoneLandscape`,
/// `iPad` 834 × 1194, `iPadLandscape` 1194 × 834), `dynamicTypeSize` (`xSmall` …
/// `accessibility5`, default `large`), `layoutDirection` (`leftToRight`, `rightToLeft`),
/// `cachePolicy` (`none`, `swiftUI`, `unbounded`), `frameBudget` (1–1000, default the host's
/// 8), `device` (a device preset's name: its size and safe-area insets, e.g. `iPhone` 390 × 844
/// with 47 / 34, `iPhone15` 393 × 852 with 59 / 34), `safeArea` (`{"top", "leading", "bottom",
/// "trailing"}`, each 0 by default), `name` and `description`. An object with none of `root`, `host`, `cachePolicy`,
/// `frameBudget`, `name` and `description` is read as a bare view with the defaults
/// (`dynamicTypeSize` and `layoutDirection` are then its modifiers).
///
/// **A view** is an object with exactly one *view key*, whose value holds the view's
/// arguments, and any number of *modifier keys*:
/// - stacks: `vstack` / `hstack` / `zstack`: `{"alignment", "spacing", "children"}` or just the
///   children array; `group`: the children array or `{"children"}`;
/// - leaves: `text` (a string), `color` (a name such as `"red"`, or `{"name", "opacity"}`,
///   `{"red", "green", "blue", "opacity"}`, `{"white", "opacity"}`), `rectangle`, `capsule`,
///   `circle` (`true` or `{"fill": colour}`), `roundedRectangle` (a corner radius or
///   `{"cornerRadius", "fill"}`), `spacer` (`true`, a minimum length or `{"minLength"}`),
///   `divider` (`true`);
/// - `grid`: `{"alignment", "horizontalSpacing", "verticalSpacing", "children"}` or the children
///   array; `gridRow`: `{"alignment", "children"}` or the children array;
/// - `scrollView`: `{"axes": "vertical" | "horizontal" | [...], "content": view}`;
///   `geometryReader`: `true` or `{"content": view}` (texts in it may use `{width}` and
///   `{height}`, the reader's size);
/// - the example layouts: `flowLayout` (`alignment`, `itemAlignment`, `spacing`,
///   `itemSpacing`, `lineSpacing`, `justified`, `maxLines`, `cached`), `cardLayout`
///   (`padding`, `margin`, `minimumWidth`, `maximumWidth`, `aspectRatio`), `tileGrid`
///   (`blocks`: `"full"`, `"half"`, `{"fullCustom": width}`; `spacing`), `collectionView`,
///   `alignmentGuideFlow` and `geometryChangeFlow` (`spacing`, `lineSpacing`); each with
///   `children`, or just the children array.
///
/// **Modifier keys** are applied in this fixed order, innermost first, whatever their order
/// in the file: `fixedSize`, `aspectRatio`, `padding`, `frame`, `layoutPriority`,
/// `flowLineBreak`, `background`, `overlay`, `hidden`, `id`, `offset`, `position`, then the
/// environment: `font`, `lineLimit`, `truncationMode`, `dynamicTypeSize`, `layoutDirection`,
/// then the grid cell's: `gridCellColumns`, `gridCellAnchor`, `gridColumnAlignment`,
/// `gridCellUnsizedAxes`.
/// For any other order, or a modifier twice, list them in a `"modifiers"` array of one-key
/// objects, applied in array order outside the keyed ones:
/// `"modifiers": [{"padding": 8}, {"background": "yellow"}, {"padding": 8}]`.
///
/// **Repetition**: in a children list, `{"repeat": 20, "of": view}` makes 20 copies with
/// `{index}` (from 0) and `{number}` (from 1) filled into its texts and ids, and
/// `{"forEach": ["a", "b"], "of": view}` one copy per item with `{item}` as well. A scene
/// makes at most 100,000 views, counting each modifier as a view.
///
/// Bad input throws a `SceneError` naming the JSON path and what was expected:
/// `$.root.vstack.children[2].frame.width: expected a number from -1000000 to 1000000,
/// "infinity" or null, found "wide"`. The file's size, its nesting, its entries per array and
/// its values are limited and checked as it is parsed, and every number lies within
/// ±1,000,000. Values that are legal but suspect (a negative frame width, an opacity above 1)
/// are listed in `diagnostics` with their paths and passed on as SwiftUI would take them: the
/// engine corrects a negative frame width and reports a `LayoutDiagnostic`, as it would for
/// Swift code.
///
/// The full reference, with every value's forms, is `SceneFormat.md` next to this file.
///
/// SwiftUI parity: none for the file; every view and modifier it names is the SwiftUI one of
/// the same name, built with LayoutLab's public API, so a scene lays out exactly as the same
/// views written in Swift.
public struct LayoutScene: Sendable {
  /// The scene's name, if the document gives one.
  public var name: String?
  /// A line describing the scene, if the document gives one.
  public var summary: String?
  /// The size the root view is proposed and centred in.
  public var hostSize = CGSize(width: 390, height: 844)
  /// The host's safe-area insets: zero unless the document gives a `device` or `safeArea`.
  public var safeAreaInsets = EdgeInsets()
  /// The Dynamic Type size of the host's environment.
  public var dynamicTypeSize = DynamicTypeSize.large
  /// The layout direction of the host's environment.
  public var layoutDirection = LayoutDirection.leftToRight
  /// How the host reuses `sizeThatFits` answers.
  public var measurementCachePolicy = MeasurementCachePolicy.swiftUI
  /// The most frames a layout may take, or `nil` for the host's default.
  public var frameBudget: Int?
  /// The named images the scene's `image` and `label` views show, from its `images` table.
  public var imageAssets = ImageAssets()
  /// The frames the document says views must get (its `expect` entries, sorted by id): a
  /// conformance fixture's numbers. Empty for most scenes.
  public var expectations: [SceneExpectation] = []
  /// Where the expected numbers come from (the document's `source`): the rules and the
  /// arithmetic, or the SwiftUI observation they reproduce.
  public var source: String?
  /// The values read but suspect (a negative frame width, an opacity above 1, siblings with
  /// one id), in the order they were read; empty for most scenes.
  public var diagnostics: [SceneDiagnostic] = []
  /// The decoded view tree.
  var root: SceneNode

  init(root: SceneNode) {
    self.root = root
  }

  /// Reads a scene from a JSON document.
  public init(data: Data) throws(SceneError) {
    self = try SceneDecoder.scene(from: data)
  }

  /// Reads a scene from JSON text.
  public init(json: String) throws(SceneError) {
    try self.init(data: Data(json.utf8))
  }

  /// The view tree, built afresh.
  public var rootView: AnyView { root.makeView() }

  /// The host's environment: the default one with the scene's Dynamic Type size and layout
  /// direction.
  public var environment: EnvironmentValues { Scenario(scene: self).environment }

  /// A host for the scene's view tree, with its environment, policy and frame budget.
  public func makeHost() -> ViewHost<AnyView> { Scenario(scene: self).makeHost() }

  /// Lays the scene out in its host size.
  public func layout() -> LayoutResult { Scenario(scene: self).layout() }
}
