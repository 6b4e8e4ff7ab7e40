import Foundation
import LayoutJSON
import LayoutLab

extension SceneDecoder {
  /// The modifier keys of a view object, in the order they are applied: the first is the
  /// innermost. The `"modifiers"` array is applied after (outside) all of them.
  static let modifierKeys = [
    "fixedSize", "aspectRatio", "padding", "safeAreaPadding", "frame", "ignoresSafeArea", "layoutPriority",
    "flowLineBreak", "background", "overlay",
    "hidden", "id", "offset", "position", "font", "lineLimit", "truncationMode", "dynamicTypeSize",
    "layoutDirection", "gridCellColumns", "gridCellAnchor", "gridColumnAlignment", "gridCellUnsizedAxes",
    "multilineTextAlignment", "lineSpacing", "minimumScaleFactor", "textCase", "kerning", "tracking", "bold", "italic",
    "opacity", "clipShape", "clipped", "cornerRadius", "border", "shadow", "rotationEffect",
    "scaleEffect", "zIndex", "mask", "foregroundColor", "blur", "imageScale",
  ]

  /// The safe-area regions `ignoresSafeArea` takes, by name.
  static let safeAreaRegions: [(String, SafeAreaRegions)] = [
    ("all", .all), ("container", .container), ("keyboard", .keyboard),
  ]

  /// The keys of a flexible frame.
  static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

  /// A view object's modifiers, innermost first: its modifier keys in `modifierKeys` order,
  /// then its `"modifiers"` array in array order.
  static func modifiers(of object: SceneObject) throws(SceneError) -> [SceneModifier] {
    var modifiers: [SceneModifier] = []
    for key in modifierKeys {
      if let value = object[key], let modifier = try modifier(key, value) { modifiers.append(modifier) }
    }
    if let list = object["modifiers"] {
      for entry in try list.array() {
        guard case .object(let entries) = entry.json else {
          throw entry.expected("an object with one key, a modifier (such as {\"padding\": 8})")
        }
        guard entries.count == 1, let key = entries.keys.first else {
          let keys = entries.keys.sorted().joined(separator: ", ")
          throw entry.error(
            "expected one key, a modifier (such as {\"padding\": 8}), found \(entries.isEmpty ? "none" : "\(entries.count): \(keys)")"
          )
        }
        let value = entry.value(entries[key] ?? .null, at: entry.path.appending(key: key))
        guard modifierKeys.contains(key) else {
          throw value.error(
            "unknown modifier \(JSONString.quoted(key)); expected one of \(modifierKeys.joined(separator: ", "))")
        }
        if let modifier = try modifier(key, value) { modifiers.append(modifier) }
      }
    }
    return modifiers
  }

  /// The modifier `key` with its value; `nil` for one that does nothing (`"hidden": false`).
  private static func modifier(_ key: String, _ value: SceneValue) throws(SceneError) -> SceneModifier? {
    switch key {
    case "fixedSize":
      if case .bool(let fixed) = value.json { return .fixedSize(horizontal: fixed, vertical: fixed) }
      guard case .object = value.json else { throw value.expected("true, false or an object") }
      let object = try value.object(keys: ["horizontal", "vertical"])
      return .fixedSize(
        horizontal: try object["horizontal"]?.bool() ?? false, vertical: try object["vertical"]?.bool() ?? false)
    case "aspectRatio":
      return try aspectRatio(value)
    case "padding":
      return .padding(try padding(value))
    case "safeAreaPadding":
      return .safeAreaPadding(try padding(value))
    case "frame":
      return try frame(value)
    case "ignoresSafeArea":
      if case .bool(let ignores) = value.json { return ignores ? .ignoresSafeArea(.all, edges: .all) : nil }
      guard case .object = value.json else { throw value.expected("true, false or an object {\"regions\", \"edges\"}") }
      let object = try value.object(keys: ["regions", "edges"])
      return .ignoresSafeArea(
        try object["regions"]?.choice("safe-area regions", safeAreaRegions) ?? .all,
        edges: try object["edges"].map { value throws(SceneError) in try edges(value) } ?? .all)
    case "layoutPriority":
      return .layoutPriority(try value.number())
    case "flowLineBreak":
      return .flowLineBreak(try value.bool())
    case "background", "overlay":
      let (node, alignment) = try secondaryView(value)
      return key == "background" ? .background(node, alignment: alignment) : .overlay(node, alignment: alignment)
    case "hidden":
      return try value.bool() ? .hidden : nil
    case "id":
      return .id(try value.string())
    case "offset", "position":
      let object = try value.object(keys: ["x", "y"])
      let x = CGFloat(try object["x"]?.number() ?? 0)
      let y = CGFloat(try object["y"]?.number() ?? 0)
      return key == "offset" ? .offset(x: x, y: y) : .position(x: x, y: y)
    case "font":
      return .font(try font(value))
    case "lineLimit":
      return try lineLimit(value)
    case "truncationMode":
      return .truncationMode(try value.choice("truncation mode", truncationModes))
    case "dynamicTypeSize":
      return .dynamicTypeSize(try value.choice("Dynamic Type size", dynamicTypeSizes))
    case "layoutDirection":
      return .layoutDirection(try value.choice("layout direction", layoutDirections))
    case "gridCellColumns":
      return .gridCellColumns(try value.wholeNumber(in: -1_000_000...1_000_000))
    case "gridCellAnchor":
      if case .string = value.json { return .gridCellAnchor(try value.choice("unit point", unitPoints)) }
      guard case .object = value.json else { throw value.expected("a unit point name or {\"x\": n, \"y\": n}") }
      let object = try value.object(keys: ["x", "y"])
      return .gridCellAnchor(UnitPoint(x: try object.required("x").number(), y: try object.required("y").number()))
    case "gridColumnAlignment":
      return .gridColumnAlignment(try value.choice("alignment", horizontalAlignments))
    case "gridCellUnsizedAxes":
      return .gridCellUnsizedAxes(try axes(value))
    case "multilineTextAlignment":
      return .multilineTextAlignment(try value.choice("text alignment", textAlignments))
    case "lineSpacing":
      return .lineSpacing(CGFloat(try value.number()))
    case "minimumScaleFactor":
      return .minimumScaleFactor(CGFloat(try value.number()))
    case "textCase":
      return .textCase(value.isNull ? nil : try value.choice("text case", textCases))
    case "imageScale":
      return .imageScale(try value.choice("image scale", imageScales))
    case "kerning":
      return .kerning(CGFloat(try value.number()))
    case "tracking":
      return .tracking(CGFloat(try value.number()))
    case "bold":
      return .bold(try value.bool())
    case "italic":
      return .italic(try value.bool())
    case "opacity", "clipShape", "clipped", "cornerRadius", "border", "shadow", "rotationEffect", "scaleEffect",
      "zIndex", "mask", "foregroundColor", "blur":
      return try drawingModifier(key, value)
    default:
      throw value.error("unknown modifier \(JSONString.quoted(key))")
    }
  }

  /// A whole number or null (the most lines), or `{"min", "max", "reservesSpace"}`: a range
  /// with either end missing, or with `reservesSpace` a number of lines reserved (`max`).
  private static func lineLimit(_ value: SceneValue) throws(SceneError) -> SceneModifier {
    let lines = -1_000_000...1_000_000
    guard case .object = value.json else {
      return .lineLimit(value.isNull ? nil : try value.wholeNumber(in: lines))
    }
    let object = try value.object(keys: ["min", "max", "reservesSpace"])
    let lower = try object["min"].map { (value) throws(SceneError) in try value.wholeNumber(in: lines) }
    let upper = try object["max"].map { (value) throws(SceneError) in try value.wholeNumber(in: lines) }
    if let reserves = try object["reservesSpace"]?.bool() {
      guard let upper, lower == nil else { throw value.error("reservesSpace takes max and no min") }
      return .lineLimits(lower: reserves ? upper : nil, upper: upper)
    }
    if let lower, let upper, lower > upper { throw value.error("min \(lower) is more than max \(upper)") }
    return .lineLimits(lower: lower, upper: upper)
  }

  /// A ratio (fit), `"fit"` or `"fill"` (no ratio), or `{"ratio": r or null, "contentMode": ...}`.
  private static func aspectRatio(_ value: SceneValue) throws(SceneError) -> SceneModifier {
    switch value.json {
    case .number:
      return .aspectRatio(try value.number(), contentMode: .fit)
    case .string:
      return .aspectRatio(nil, contentMode: try value.choice("content mode", contentModes))
    case .object:
      let object = try value.object(keys: ["ratio", "contentMode"])
      return .aspectRatio(
        try object["ratio"]?.optionalNumber().map { CGFloat($0) },
        contentMode: try object["contentMode"]?.choice("content mode", contentModes) ?? .fit)
    default:
      throw value.expected("a ratio, \"fit\", \"fill\" or an object")
    }
  }

  /// `true` (default padding), a length, `{"edges": ..., "length": ...}` or
  /// `{"top": ..., "leading": ..., "bottom": ..., "trailing": ...}`.
  private static func padding(_ value: SceneValue) throws(SceneError) -> ScenePadding {
    switch value.json {
    case .bool(true):
      return .edges(.all, nil)
    case .number:
      return .edges(.all, try value.number())
    case .object:
      let insetKeys = ["top", "leading", "bottom", "trailing"]
      let object = try value.anyObject()
      if object.contains(anyOf: ["edges", "length"]) {
        if object.contains(anyOf: insetKeys) {
          throw value.error("edges and length cannot be combined with top, leading, bottom or trailing")
        }
        let edgeObject = try value.object(keys: ["edges", "length"])
        return .edges(
          try edgeObject["edges"].map { v throws(SceneError) in try edges(v) } ?? .all,
          try edgeObject["length"]?.optionalNumber().map { CGFloat($0) })
      }
      if object.entries.isEmpty { return .edges(.all, nil) }
      let insets = try value.object(keys: insetKeys)
      return .insets(
        EdgeInsets(
          top: try insets["top"]?.number() ?? 0, leading: try insets["leading"]?.number() ?? 0,
          bottom: try insets["bottom"]?.number() ?? 0, trailing: try insets["trailing"]?.number() ?? 0))
    default:
      throw value.expected("true, a length or an object")
    }
  }

  /// `{"width", "height", "alignment"}` for a fixed frame, or the flexible frame's keys.
  private static func frame(_ value: SceneValue) throws(SceneError) -> SceneModifier {
    let object = try value.anyObject()
    guard object.contains(anyOf: flexibleFrameKeys) else {
      let fixed = try value.object(keys: ["width", "height", "alignment"])
      return .frame(
        width: try fixed["width"].flatMap { v throws(SceneError) in try fixedFrameLength(v) },
        height: try fixed["height"].flatMap { v throws(SceneError) in try fixedFrameLength(v) },
        alignment: try fixed["alignment"]?.choice("alignment", alignments) ?? .center)
    }
    if object.contains(anyOf: ["width", "height"]) {
      throw value.error(
        "width and height cannot be combined with \(flexibleFrameKeys.joined(separator: ", ")) in one frame; put two frames in \"modifiers\""
      )
    }
    let flexible = try value.object(keys: flexibleFrameKeys + ["alignment"])
    return .flexibleFrame(
      SceneFlexibleFrame(
        minWidth: try flexibleFrameLength(flexible["minWidth"]),
        idealWidth: try flexibleFrameLength(flexible["idealWidth"]),
        maxWidth: try flexibleFrameLength(flexible["maxWidth"]),
        minHeight: try flexibleFrameLength(flexible["minHeight"]),
        idealHeight: try flexibleFrameLength(flexible["idealHeight"]),
        maxHeight: try flexibleFrameLength(flexible["maxHeight"]),
        alignment: try flexible["alignment"]?.choice("alignment", alignments) ?? .center))
  }

  /// A fixed frame's width or height. SwiftUI logs a negative or infinite one as an "Invalid
  /// frame dimension" and lays the view out as if it were not given (the engine does the
  /// same and reports a `LayoutDiagnostic`); the scene adds where it is.
  private static func fixedFrameLength(_ value: SceneValue) throws(SceneError) -> CGFloat? {
    let length = try value.length()
    if let length, length < 0 {
      value.diagnose(
        "\(JSONNumber.text(length)) is a negative frame dimension; SwiftUI ignores it (\"Invalid frame dimension\"), and so does the layout"
      )
    } else if length == .infinity {
      value.diagnose(
        "\"infinity\" is not a fixed frame dimension; SwiftUI ignores it (\"Invalid frame dimension\"), and so does the layout; use maxWidth or maxHeight to fill the space"
      )
    }
    return length
  }

  /// A flexible frame's bound. SwiftUI logs a negative one as an "Invalid frame dimension".
  private static func flexibleFrameLength(_ value: SceneValue?) throws(SceneError) -> CGFloat? {
    guard let value, let length = try value.length() else { return nil }
    if length < 0 {
      value.diagnose(
        "\(JSONNumber.text(length)) is a negative frame dimension; SwiftUI reports it as an invalid frame dimension")
    }
    return length
  }

  /// A background's or overlay's view: a colour name, a view object, or
  /// `{"content": view, "alignment": ...}`.
  private static func secondaryView(_ value: SceneValue) throws(SceneError) -> (SceneNode, Alignment) {
    switch value.json {
    case .string:
      return (SceneNode(kind: .color(try color(value)), modifiers: []), .center)
    case .object(let entries) where entries["content"] != nil:
      let object = try value.object(keys: ["content", "alignment"])
      return (
        try node(try object.required("content")),
        try object["alignment"]?.choice("alignment", alignments) ?? .center
      )
    case .object:
      return (try node(value), .center)
    default:
      throw value.expected("a color name, a view or {\"content\": view, \"alignment\": ...}")
    }
  }
}
