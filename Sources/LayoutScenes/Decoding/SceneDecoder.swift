import Foundation
import LayoutLab

/// Reads a scene document into a `LayoutScene`, checking every value; see `LayoutScene` for
/// the format. Split by concern: the document's settings here, views in `+Views`, modifiers
/// in `+Modifiers`, shared values (alignments, colours, fonts) in `+Values`.
///
/// SwiftUI parity: none needed; SwiftUI has no scene files.
enum SceneDecoder {
  /// The keys of a scene document.
  static let documentKeys = [
    "name", "description", "host", "device", "safeArea", "dynamicTypeSize", "layoutDirection", "cachePolicy",
    "frameBudget", "images", "root",
  ]

  /// The document keys that no view has: an object with one of them is a scene document, any
  /// other object a bare view (`dynamicTypeSize` and `layoutDirection` are modifiers too).
  static let documentOnlyKeys = [
    "name", "description", "host", "device", "safeArea", "cachePolicy", "frameBudget", "images", "root",
  ]

  /// Named host sizes: the device presets' sizes (a `host` preset gives the size alone; a
  /// `device` gives the safe-area insets too).
  static let hostPresets: [(String, CGSize)] = [DevicePreset.iPhone, .iPhoneLandscape, .iPad, .iPadLandscape]
    .map { ($0.name, $0.size) }

  /// The device presets, by name.
  static let devicePresets: [(String, DevicePreset)] = DevicePreset.all.map { ($0.name, $0) }

  /// The scene in `data`: a scene document (an object with any of `documentOnlyKeys`), or a
  /// bare view laid out with the defaults.
  static func scene(from data: Data) throws(SceneError) -> LayoutScene {
    let log = SceneDiagnosticLog()
    let document = SceneValue(json: try SceneJSON.parse(data), path: .root, log: log)
    guard case .object(let entries) = document.json else {
      throw document.expected("an object (a scene document or a view)")
    }
    var scene = LayoutScene(root: SceneNode(kind: .group(children: []), modifiers: []))
    if entries.keys.contains(where: documentOnlyKeys.contains) {
      let object = try document.object(keys: documentKeys)
      scene.name = try object["name"]?.string()
      scene.summary = try object["description"]?.string()
      if let device = try object["device"]?.choice("device", devicePresets) {
        scene.hostSize = device.size
        scene.safeAreaInsets = device.safeAreaInsets
      }
      if let host = object["host"] { scene.hostSize = try hostSize(host) }
      if let insets = object["safeArea"] { scene.safeAreaInsets = try safeArea(insets) }
      scene.dynamicTypeSize = try object["dynamicTypeSize"]?.choice("Dynamic Type size", dynamicTypeSizes)
        ?? scene.dynamicTypeSize
      scene.layoutDirection = try object["layoutDirection"]?.choice("layout direction", layoutDirections)
        ?? scene.layoutDirection
      scene.measurementCachePolicy = try object["cachePolicy"]?.choice("cache policy", cachePolicies)
        ?? scene.measurementCachePolicy
      scene.frameBudget = try object["frameBudget"]?.wholeNumber(in: 1...1000)
      if let images = object["images"] { scene.imageAssets = try imageAssets(images) }
      scene.root = try root(try object.required("root"))
    } else {
      scene.root = try root(document)
    }
    scene.diagnostics = log.diagnostics
    return scene
  }

  /// The root view, within the limit on views.
  private static func root(_ value: SceneValue) throws(SceneError) -> SceneNode {
    let node = try node(value)
    guard node.viewCount <= SceneLimits.views else {
      throw value.error("the scene makes more than \(SceneLimits.views) views")
    }
    return node
  }

  /// `{"width": w, "height": h}` or a preset's name.
  private static func hostSize(_ value: SceneValue) throws(SceneError) -> CGSize {
    if case .string = value.json { return try value.choice("host", hostPresets) }
    guard case .object = value.json else {
      throw value.expected("an object {\"width\": ..., \"height\": ...} or one of \(hostPresets.map(\.0).joined(separator: ", "))")
    }
    let object = try value.object(keys: ["width", "height"])
    return CGSize(
      width: try object.required("width").number(in: 0...100_000),
      height: try object.required("height").number(in: 0...100_000))
  }

  /// `{"top", "leading", "bottom", "trailing"}`, each from 0 to 100,000 and 0 when missing.
  private static func safeArea(_ value: SceneValue) throws(SceneError) -> EdgeInsets {
    let object = try value.object(keys: ["top", "leading", "bottom", "trailing"])
    func inset(_ key: String) throws(SceneError) -> CGFloat { try object[key]?.number(in: 0...100_000) ?? 0 }
    return EdgeInsets(top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing"))
  }

  static let dynamicTypeSizes = DynamicTypeSize.allCases.map { ($0.description, $0) }
  static let layoutDirections: [(String, LayoutDirection)] = [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)]
  static let cachePolicies = MeasurementCachePolicy.allCases.map { ($0.rawValue, $0) }
}
