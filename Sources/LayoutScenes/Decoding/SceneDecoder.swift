import Foundation
import LayoutJSON
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
    "frameBudget", "images", "root", "expect", "source",
  ]

  /// The document keys that no view has: an object with one of them is a scene document, any
  /// other object a bare view (`dynamicTypeSize` and `layoutDirection` are modifiers too).
  static let documentOnlyKeys = [
    "name", "description", "host", "device", "safeArea", "cachePolicy", "frameBudget", "images", "root", "expect",
    "source",
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
    let document = SceneValue(json: try SceneJSONParser.parse(data), path: .root, log: log)
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
      scene.dynamicTypeSize =
        try object["dynamicTypeSize"]?.choice("Dynamic Type size", dynamicTypeSizes)
        ?? scene.dynamicTypeSize
      scene.layoutDirection =
        try object["layoutDirection"]?.choice("layout direction", layoutDirections)
        ?? scene.layoutDirection
      scene.measurementCachePolicy =
        try object["cachePolicy"]?.choice("cache policy", cachePolicies)
        ?? scene.measurementCachePolicy
      scene.frameBudget = try object["frameBudget"]?.wholeNumber(in: 1...1000)
      if let images = object["images"] { scene.imageAssets = try imageAssets(images) }
      scene.root = try root(try object.required("root"))
      if let expect = object["expect"] { scene.expectations = try expectations(expect) }
      if let source = object["source"] { scene.source = try self.source(source) }
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
      throw value.expected(
        "an object {\"width\": ..., \"height\": ...} or one of \(hostPresets.map(\.0).joined(separator: ", "))")
    }
    let object = try value.object(keys: ["width", "height"])
    return CGSize(
      width: try object.required("width").number(in: 0...100_000),
      height: try object.required("height").number(in: 0...100_000))
  }

  /// `{"id": [x, y, width, height], ...}`, or `{"id": {"frame": [...], "proposal": [w, h]}}`
  /// (proposal dimensions may be null): what views must get, sorted by id.
  private static func expectations(_ value: SceneValue) throws(SceneError) -> [SceneExpectation] {
    let object = try value.anyObject()
    var expectations: [SceneExpectation] = []
    for id in object.keys {
      guard let entry = object[id] else { continue }
      if case .object = entry.json {
        let fields = try entry.object(keys: ["frame", "proposal"])
        let proposal = try fields["proposal"].map { value throws(SceneError) in try self.proposal(value) }
        expectations.append(
          SceneExpectation(id: id, frame: try frame(try fields.required("frame")), proposal: proposal))
      } else {
        expectations.append(SceneExpectation(id: id, frame: try frame(entry)))
      }
    }
    return expectations
  }

  /// `[x, y, width, height]`, width and height not negative.
  private static func frame(_ value: SceneValue) throws(SceneError) -> CGRect {
    let numbers = try value.array()
    guard numbers.count == 4 else { throw value.expected("a frame [x, y, width, height]") }
    return CGRect(
      x: try numbers[0].number(), y: try numbers[1].number(),
      width: try numbers[2].number(in: 0...SceneLimits.magnitude),
      height: try numbers[3].number(in: 0...SceneLimits.magnitude))
  }

  /// `[width, height]`, each a length or null.
  private static func proposal(_ value: SceneValue) throws(SceneError) -> ProposedViewSize {
    let numbers = try value.array()
    guard numbers.count == 2 else { throw value.expected("a proposal [width, height] (numbers, \"infinity\" or null)") }
    return ProposedViewSize(width: try numbers[0].length(), height: try numbers[1].length())
  }

  /// A string, or an array of strings read as lines.
  private static func source(_ value: SceneValue) throws(SceneError) -> String {
    if case .array = value.json {
      var lines: [String] = []
      for line in try value.array() { lines.append(try line.string()) }
      return lines.joined(separator: "\n")
    }
    return try value.string()
  }

  /// `{"top", "leading", "bottom", "trailing"}`, each from 0 to 100,000 and 0 when missing.
  private static func safeArea(_ value: SceneValue) throws(SceneError) -> EdgeInsets {
    let object = try value.object(keys: ["top", "leading", "bottom", "trailing"])
    func inset(_ key: String) throws(SceneError) -> CGFloat { try object[key]?.number(in: 0...100_000) ?? 0 }
    return EdgeInsets(
      top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing")
    )
  }

  static let dynamicTypeSizes = DynamicTypeSize.allCases.map { ($0.description, $0) }
  static let layoutDirections: [(String, LayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
  ]
  static let cachePolicies = MeasurementCachePolicy.allCases.map { ($0.rawValue, $0) }
}
