import Foundation
import LayoutJSON
import LayoutLab

extension SceneDecoder {
  static let resizingModes: [(String, Image.ResizingMode)] = [("stretch", .stretch), ("tile", .tile)]
  static let renderingModes: [(String, Image.TemplateRenderingMode)] = [
    ("original", .original), ("template", .template),
  ]
  static let interpolations: [(String, Image.Interpolation)] = [
    ("none", .none), ("low", .low), ("medium", .medium), ("high", .high),
  ]
  static let imageScales: [(String, Image.Scale)] = [("small", .small), ("medium", .medium), ("large", .large)]
  static let buttonRoles: [(String, ButtonRole)] = [("destructive", .destructive), ("cancel", .cancel)]
  static let buttonStyles = SceneControlStyle.ButtonStyleName.allCases.map {
    ($0.rawValue, SceneControlStyle.button($0))
  }
  static let labelStyles = SceneControlStyle.LabelStyleName.allCases.map { ($0.rawValue, SceneControlStyle.label($0)) }
  static let toggleStyles = SceneControlStyle.ToggleStyleName.allCases.map {
    ($0.rawValue, SceneControlStyle.toggle($0))
  }

  /// The scene's `images` table: `{"name": {"width": pixels, "height": pixels, "scale": n}}`.
  static func imageAssets(_ value: SceneValue) throws(SceneError) -> ImageAssets {
    var assets = ImageAssets()
    let table = try value.anyObject()
    for name in table.keys {
      guard let entry = table[name] else { continue }
      let object = try entry.object(keys: ["width", "height", "scale"])
      let width = try object.required("width").number(in: 0...SceneLimits.magnitude)
      let height = try object.required("height").number(in: 0...SceneLimits.magnitude)
      var scale: Double = 1
      if let scaleValue = object["scale"] {
        scale = try scaleValue.number(in: 0...1000)
        guard scale > 0 else {
          throw scaleValue.error("scale 0 is not positive; an image's points are its pixels / scale")
        }
      }
      assets.register(name, pixelSize: CGSize(width: width, height: height), scale: scale)
    }
    return assets
  }

  /// `image`: a name in the scene's `images`, or `{"name" or "systemName", "resizable": bool or
  /// {"capInsets", "resizingMode"}, "renderingMode", "interpolation"}`.
  static func image(_ value: SceneValue) throws(SceneError) -> SceneImage {
    if case .string = value.json { return SceneImage(source: .named(try value.string())) }
    guard case .object = value.json else { throw value.expected("an image name or an object") }
    let object = try value.object(keys: ["name", "systemName", "resizable", "renderingMode", "interpolation"])
    var image: SceneImage
    switch (object["name"], object["systemName"]) {
    case (let name?, nil): image = SceneImage(source: .named(try name.string()))
    case (nil, let name?): image = SceneImage(source: .system(try name.string()))
    case (nil, nil): throw value.error("missing required key \"name\" or \"systemName\"")
    default: throw value.error("name and systemName cannot be combined")
    }
    if let resizable = object["resizable"] { image.resizing = try resizing(resizable) }
    image.renderingMode = try object["renderingMode"]?.choice("rendering mode", renderingModes)
    image.interpolation = try object["interpolation"]?.choice("interpolation", interpolations)
    return image
  }

  /// `true`, `false`, or `{"capInsets": {"top", "leading", "bottom", "trailing"}, "resizingMode"}`.
  private static func resizing(
    _ value: SceneValue
  ) throws(SceneError) -> (capInsets: EdgeInsets, mode: Image.ResizingMode)? {
    if case .bool = value.json { return try value.bool() ? (EdgeInsets(), .stretch) : nil }
    guard case .object = value.json else { throw value.expected("true, false or an object") }
    let object = try value.object(keys: ["capInsets", "resizingMode"])
    var insets = EdgeInsets()
    if let capInsets = object["capInsets"] {
      let edges = try capInsets.object(keys: ["top", "leading", "bottom", "trailing"])
      func inset(_ key: String) throws(SceneError) -> CGFloat {
        try edges[key]?.number(in: 0...SceneLimits.magnitude) ?? 0
      }
      insets = EdgeInsets(
        top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"),
        trailing: try inset("trailing"))
    }
    return (insets, try object["resizingMode"]?.choice("resizing mode", resizingModes) ?? .stretch)
  }

  /// `label`: `{"title": string, "systemImage" or "image": name, "style"}`.
  static func label(_ value: SceneValue) throws(SceneError) -> SceneNode.Kind {
    let object = try value.object(keys: ["title", "systemImage", "image", "style"])
    let icon: SceneImage
    switch (object["systemImage"], object["image"]) {
    case (let name?, nil): icon = SceneImage(source: .system(try name.string()))
    case (nil, let name?): icon = SceneImage(source: .named(try name.string()))
    case (nil, nil): throw value.error("missing required key \"systemImage\" or \"image\"")
    default: throw value.error("systemImage and image cannot be combined")
    }
    return .label(
      title: try object.required("title").string(), icon: icon,
      style: try object["style"]?.choice("label style", labelStyles))
  }

  /// `button`: a title, or `{"title": string or "label": view, "role", "style"}`.
  static func button(_ value: SceneValue) throws(SceneError) -> SceneNode.Kind {
    if case .string = value.json { return .button(label: textNode(try value.string()), role: nil, style: nil) }
    guard case .object = value.json else { throw value.expected("a title or an object") }
    let object = try value.object(keys: ["title", "label", "role", "style"])
    return .button(
      label: try controlLabel(value, object), role: try object["role"]?.choice("button role", buttonRoles),
      style: try object["style"]?.choice("button style", buttonStyles))
  }

  /// `toggle`: a title, or `{"title": string or "label": view, "isOn": bool, "style"}`.
  static func toggle(_ value: SceneValue) throws(SceneError) -> SceneNode.Kind {
    if case .string = value.json { return .toggle(label: textNode(try value.string()), isOn: false, style: nil) }
    guard case .object = value.json else { throw value.expected("a title or an object") }
    let object = try value.object(keys: ["title", "label", "isOn", "style"])
    return .toggle(
      label: try controlLabel(value, object), isOn: try object["isOn"]?.bool() ?? false,
      style: try object["style"]?.choice("toggle style", toggleStyles))
  }

  /// `progressView`: `true` (a spinner), or `{"value": n, "total": n, "title": string}` (a bar).
  /// A value outside 0...total or a total that is not positive is drawn as SwiftUI does, with
  /// a diagnostic: the bar empty or full.
  static func progressView(_ value: SceneValue) throws(SceneError) -> SceneNode.Kind {
    if case .bool(true) = value.json { return .progressView(title: nil, value: nil, total: 1) }
    guard case .object = value.json else { throw value.expected("true or an object") }
    let object = try value.object(keys: ["value", "total", "title"])
    let totalValue = object["total"]
    let total = try totalValue?.number() ?? 1
    if let totalValue, total <= 0 {
      totalValue.diagnose("total \(JSONNumber.text(total)) is not positive; the bar is drawn empty")
    }
    let progressValue = try object.required("value")
    let progress = try progressValue.number()
    if total > 0, progress < 0 || progress > total {
      progressValue.diagnose(
        "value \(JSONNumber.text(progress)) is outside 0...\(JSONNumber.text(total)); the bar is drawn \(progress < 0 ? "empty" : "full")"
      )
    }
    return .progressView(title: try object["title"]?.string(), value: progress, total: total)
  }

  /// A control's label: its `title` as a text, or its `label` view; exactly one of them.
  private static func controlLabel(_ value: SceneValue, _ object: SceneObject) throws(SceneError) -> SceneNode {
    switch (object["title"], object["label"]) {
    case (let title?, nil): return textNode(try title.string())
    case (nil, let label?): return try node(label)
    case (nil, nil): throw value.error("missing required key \"title\" or \"label\"")
    default: throw value.error("title and label cannot be combined")
    }
  }

  /// A text view without modifiers.
  private static func textNode(_ string: String) -> SceneNode {
    SceneNode(kind: .text(string), modifiers: [])
  }
}
