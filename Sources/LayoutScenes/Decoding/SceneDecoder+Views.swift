import Foundation
import LayoutExamples
import LayoutJSON
import LayoutLab

extension SceneDecoder {
  /// The kinds of view, in the order error messages list them.
  static let viewKinds = [
    "vstack", "hstack", "zstack", "text", "color", "rectangle", "roundedRectangle", "capsule", "circle", "ellipse",
    "spacer", "divider", "scrollView", "geometryReader", "group", "flowLayout", "cardLayout", "tileGrid",
    "collectionView",
    "alignmentGuideFlow", "geometryChangeFlow", "lazyVGrid", "lazyHGrid", "lazyVStack", "lazyHStack", "section",
    "viewThatFits", "grid", "gridRow", "image", "label", "button", "toggle", "progressView",
  ]

  /// The keys that repeat a template in a children list.
  static let repeatKeys = ["repeat", "forEach"]

  /// A view: an object with one view key and modifier keys. Each level of views runs under
  /// the stack guard, so a document as deep as the limits allow decodes on any thread.
  static func node(_ value: SceneValue) throws(SceneError) -> SceneNode {
    try withSufficientStack { Result { () throws(SceneError) -> SceneNode in try decodedNode(value) } }.get()
  }

  private static func decodedNode(_ value: SceneValue) throws(SceneError) -> SceneNode {
    guard case .object = value.json else {
      throw value.expected("a view (an object such as {\"text\": \"Hi\"})")
    }
    let object = try value.anyObject()
    if object.contains(anyOf: repeatKeys) {
      throw value.error("\"repeat\" and \"forEach\" make several views; they are allowed only in a children list")
    }
    let kinds = object.keys.filter(viewKinds.contains)
    guard kinds.count <= 1 else {
      throw value.error(
        "more than one view (\(kinds.map(JSONString.quoted).joined(separator: ", "))); a view object has one view key, its other keys are modifiers"
      )
    }
    let others = object.keys.filter { !viewKinds.contains($0) && !modifierKeys.contains($0) && $0 != "modifiers" }
    guard let kind = kinds.first else {
      if let unknown = others.first, let unknownValue = object[unknown] {
        throw unknownValue.error(
          "unknown view \(JSONString.quoted(unknown)); expected one of \(viewKinds.joined(separator: ", "))")
      }
      throw value.error("missing view; expected one of \(viewKinds.joined(separator: ", "))")
    }
    if let unknown = others.first, let unknownValue = object[unknown] {
      throw unknownValue.error(
        "unknown modifier \(JSONString.quoted(unknown)); expected one of \((modifierKeys + ["modifiers"]).joined(separator: ", "))"
      )
    }
    let decodedKind = try self.kind(kind, try object.required(kind))
    return SceneNode(kind: decodedKind, modifiers: try modifiers(of: object))
  }

  /// A children list: views, `{"repeat": n, "of": view}` and `{"forEach": [...], "of": view}`.
  static func children(_ value: SceneValue) throws(SceneError) -> [SceneChild] {
    var children: [SceneChild] = []
    var entries: [(value: SceneValue, child: SceneChild)] = []
    var total = 0
    for element in try value.array() {
      let child: SceneChild
      if case .object(let entries) = element.json, entries.keys.contains(where: repeatKeys.contains) {
        child = try repetition(element)
      } else {
        child = .view(try node(element))
      }
      total = SceneLimits.sum(total, child.viewCount)
      guard total <= SceneLimits.views else {
        throw element.error("the scene makes more than \(SceneLimits.views) views")
      }
      children.append(child)
      entries.append((element, child))
    }
    diagnoseSharedIDs(entries)
    return children
  }

  /// `{"repeat": n, "of": view}` or `{"forEach": [strings or numbers], "of": view}`.
  private static func repetition(_ value: SceneValue) throws(SceneError) -> SceneChild {
    let object = try value.anyObject()
    guard !(object["repeat"] != nil && object["forEach"] != nil) else {
      throw value.error("\"repeat\" and \"forEach\" cannot be combined")
    }
    let key = object["repeat"] != nil ? "repeat" : "forEach"
    _ = try value.object(keys: [key, "of"])
    let template = try node(try object.required("of"))
    if key == "repeat" {
      return .repeated(count: try object.required("repeat").wholeNumber(in: 0...SceneLimits.views), template: template)
    }
    var items: [String] = []
    for item in try object.required("forEach").array() {
      switch item.json {
      case .string(let string): items.append(string)
      case .number(let number): items.append(JSONNumber.text(number))
      default: throw item.expected("a string or a number")
      }
    }
    return .forEach(items: items, template: template)
  }

  /// The view of kind `kind` from its value.
  private static func kind(_ kind: String, _ value: SceneValue) throws(SceneError) -> SceneNode.Kind {
    switch kind {
    case "vstack":
      let (options, children) = try container(value, keys: ["alignment", "spacing"])
      return .vstack(
        alignment: try options?["alignment"]?.choice("alignment", horizontalAlignments) ?? .center,
        spacing: try options?["spacing"]?.optionalNumber().map { CGFloat($0) }, children: children)
    case "hstack":
      let (options, children) = try container(value, keys: ["alignment", "spacing"])
      return .hstack(
        alignment: try options?["alignment"]?.choice("alignment", verticalAlignments) ?? .center,
        spacing: try options?["spacing"]?.optionalNumber().map { CGFloat($0) }, children: children)
    case "zstack":
      let (options, children) = try container(value, keys: ["alignment"])
      return .zstack(
        alignment: try options?["alignment"]?.choice("alignment", alignments) ?? .center, children: children)
    case "text":
      return .text(try value.string())
    case "color":
      return .color(try color(value))
    case "rectangle", "capsule", "circle", "ellipse":
      let options = try leafOptions(value, keys: ["fill"])
      let shape = shapes.first { $0.0 == kind }?.1 ?? .rectangle
      return .shape(shape, fill: try options?["fill"].map { v throws(SceneError) in try color(v) })
    case "roundedRectangle":
      if case .number = value.json { return .shape(.roundedRectangle(cornerRadius: try value.number()), fill: nil) }
      guard case .object = value.json else { throw value.expected("a corner radius or an object") }
      let options = try value.object(keys: ["cornerRadius", "fill"])
      return .shape(
        .roundedRectangle(cornerRadius: try options.required("cornerRadius").number()),
        fill: try options["fill"].map { v throws(SceneError) in try color(v) })
    case "spacer":
      if case .number = value.json { return .spacer(minLength: try value.number()) }
      let options = try leafOptions(value, keys: ["minLength"], alternative: "true, a minimum length or an object")
      return .spacer(minLength: try options?["minLength"]?.optionalNumber().map { CGFloat($0) })
    case "divider":
      _ = try leafOptions(value, keys: [])
      return .divider
    case "scrollView":
      let options = try value.object(keys: ["axes", "scrollPosition", "content"])
      return .scrollView(
        axes: try options["axes"].map { v throws(SceneError) in try axes(v) } ?? .vertical,
        position: try options["scrollPosition"].map { v throws(SceneError) in try scrollPosition(v) },
        content: try node(try options.required("content")))
    case "lazyVStack":
      let (options, children) = try container(value, keys: ["alignment", "spacing"])
      return .lazyVStack(
        alignment: try options?["alignment"]?.choice("alignment", horizontalAlignments) ?? .center,
        spacing: try options?["spacing"]?.optionalNumber().map { CGFloat($0) }, children: children)
    case "lazyHStack":
      let (options, children) = try container(value, keys: ["alignment", "spacing"])
      return .lazyHStack(
        alignment: try options?["alignment"]?.choice("alignment", verticalAlignments) ?? .center,
        spacing: try options?["spacing"]?.optionalNumber().map { CGFloat($0) }, children: children)
    case "geometryReader":
      let options = try leafOptions(value, keys: ["content"])
      return .geometryReader(content: try options?["content"].map { v throws(SceneError) in try node(v) })
    case "group":
      return .group(children: try container(value, keys: []).children)
    case "flowLayout":
      return try flowLayout(value)
    case "cardLayout":
      let (options, children) = try container(
        value, keys: ["padding", "margin", "minimumWidth", "maximumWidth", "aspectRatio"])
      let defaults = CardLayout()
      let minimumWidth = try options?["minimumWidth"].map { v throws(SceneError) in try metric(v, of: "CardLayout") }
      return .cardLayout(
        CardLayout(
          padding: try options?["padding"].map { v throws(SceneError) in try metric(v, of: "CardLayout") }
            ?? defaults.padding,
          margin: try options?["margin"].map { v throws(SceneError) in try metric(v, of: "CardLayout") }
            ?? defaults.margin,
          minimumWidth: minimumWidth ?? defaults.minimumWidth,
          maximumWidth: try options?["maximumWidth"].map { v throws(SceneError) in
            guard !v.isNull, let width = try v.length() else {
              throw v.expected(
                "a number from \(JSONNumber.text(-SceneLimits.magnitude)) to \(JSONNumber.text(SceneLimits.magnitude)) or \"infinity\""
              )
            }
            let minimum = max(minimumWidth ?? defaults.minimumWidth, 0)
            if width < minimum {
              v.diagnose(
                "maximumWidth \(JSONNumber.text(width)) is below minimumWidth; CardLayout counts it as \(JSONNumber.text(minimum))"
              )
            }
            return width
          } ?? defaults.maximumWidth,
          aspectRatio: try options?["aspectRatio"].map { v throws(SceneError) in
            let ratio = try v.number()
            if ratio <= 0 {
              v.diagnose("aspectRatio \(JSONNumber.text(ratio)) is not positive; CardLayout counts it as 1.5")
            }
            return ratio
          } ?? defaults.aspectRatio),
        children: children)
    case "tileGrid":
      let (options, children) = try container(value, keys: ["blocks", "spacing"])
      var blocks: [HorizontalTileGrid.BlockType] = []
      for block in try options?["blocks"]?.array() ?? [] { blocks.append(try tileBlock(block)) }
      return .tileGrid(
        HorizontalTileGrid(
          blocks: blocks,
          spacing: try options?["spacing"].map { v throws(SceneError) in try metric(v, of: "HorizontalTileGrid") } ?? 0),
        children: children)
    case "collectionView", "alignmentGuideFlow", "geometryChangeFlow":
      let (options, children) = try container(value, keys: ["spacing", "lineSpacing"])
      let spacing = SceneFlowSpacing(
        spacing: try options?["spacing"]?.number() ?? 10, lineSpacing: try options?["lineSpacing"]?.number() ?? 10)
      switch kind {
      case "collectionView": return .collectionView(spacing, children: children)
      case "alignmentGuideFlow": return .alignmentGuideFlow(spacing, children: children)
      default: return .geometryChangeFlow(spacing, children: children)
      }
    case "lazyVGrid", "lazyHGrid":
      return try lazyGrid(value, vertical: kind == "lazyVGrid")
    case "section":
      let (options, children) = try container(value, keys: ["header", "footer"])
      return .section(
        header: try options?["header"].map { v throws(SceneError) in try node(v) },
        footer: try options?["footer"].map { v throws(SceneError) in try node(v) }, children: children)
    case "viewThatFits":
      let (options, children) = try container(value, keys: ["axes"])
      return .viewThatFits(
        axes: try options?["axes"].map { v throws(SceneError) in try axes(v) } ?? [.horizontal, .vertical],
        children: children)
    case "grid":
      let (options, children) = try container(value, keys: ["alignment", "horizontalSpacing", "verticalSpacing"])
      return .grid(
        GridLayout(
          alignment: try options?["alignment"]?.choice("alignment", alignments) ?? .center,
          horizontalSpacing: try options?["horizontalSpacing"]?.optionalNumber().map { CGFloat($0) },
          verticalSpacing: try options?["verticalSpacing"]?.optionalNumber().map { CGFloat($0) }),
        children: children)
    case "gridRow":
      let (options, children) = try container(value, keys: ["alignment"])
      return .gridRow(
        alignment: try options?["alignment"].map { v throws(SceneError) in
          v.isNull ? nil : try v.choice("alignment", verticalAlignments)
        } ?? nil,
        children: children)
    case "image":
      return .image(try image(value))
    case "label":
      return try label(value)
    case "button":
      return try button(value)
    case "toggle":
      return try toggle(value)
    case "progressView":
      return try progressView(value)
    default:
      throw value.error("unknown view \(JSONString.quoted(kind))")
    }
  }

  /// `FlowLayout`'s options and children.
  private static func flowLayout(_ value: SceneValue) throws(SceneError) -> SceneNode.Kind {
    let (options, children) = try container(
      value,
      keys: ["alignment", "itemAlignment", "spacing", "itemSpacing", "lineSpacing", "justified", "maxLines", "cached"])
    let spacing = try options?["spacing"]?.optionalNumber().map { CGFloat($0) }
    let itemSpacing = try options?["itemSpacing"].map { v throws(SceneError) in
      try v.optionalNumber().map { CGFloat($0) }
    }
    let lineSpacing = try options?["lineSpacing"].map { v throws(SceneError) in
      try v.optionalNumber().map { CGFloat($0) }
    }
    let layout = FlowLayout(
      alignment: try options?["alignment"]?.choice("alignment", lineAlignments) ?? .leading,
      itemAlignment: try options?["itemAlignment"]?.choice("alignment", verticalAlignments) ?? .center,
      itemSpacing: itemSpacing ?? spacing, lineSpacing: lineSpacing ?? spacing,
      justified: try options?["justified"]?.bool() ?? false,
      maxLines: try options?["maxLines"].map { v throws(SceneError) in
        guard !v.isNull else { return nil }
        let maxLines = try v.wholeNumber(in: -1_000_000...1_000_000)
        if maxLines < 1 { v.diagnose("maxLines \(maxLines) is below 1; FlowLayout shows 1 line") }
        return maxLines
      } ?? nil,
      cached: try options?["cached"]?.bool() ?? true)
    return .flowLayout(layout, children: children)
  }

  /// A container's options object (or `nil` when written as a bare children array) and its
  /// children.
  static func container(
    _ value: SceneValue, keys: [String]
  ) throws(SceneError) -> (options: SceneObject?, children: [SceneChild]) {
    switch value.json {
    case .array:
      return (nil, try children(value))
    case .object:
      let options = try value.object(keys: keys + ["children"])
      return (options, try options["children"].map { v throws(SceneError) in try children(v) } ?? [])
    default:
      throw value.expected("an array of views or an object")
    }
  }

  /// A leaf's options: `nil` for `true`, the object otherwise.
  private static func leafOptions(
    _ value: SceneValue, keys: [String], alternative: String = "true or an object"
  ) throws(SceneError) -> SceneObject? {
    switch value.json {
    case .bool(true): return nil
    case .object: return try value.object(keys: keys)
    default: throw value.expected(alternative)
    }
  }

  /// `"full"`, `"half"` or `{"fullCustom": width}`.
  private static func tileBlock(_ value: SceneValue) throws(SceneError) -> HorizontalTileGrid.BlockType {
    if case .object = value.json {
      return .fullCustom(
        width: try metric(value.object(keys: ["fullCustom"]).required("fullCustom"), of: "HorizontalTileGrid"))
    }
    guard case .string = value.json else { throw value.expected("\"full\", \"half\" or {\"fullCustom\": width}") }
    return try value.choice("block", [("full", .full), ("half", .half)])
  }

  /// A length of an example layout that counts a negative value as 0 (its documented
  /// correction), with a diagnostic for one.
  private static func metric(_ value: SceneValue, of layout: String) throws(SceneError) -> CGFloat {
    let length = try value.number()
    if length < 0 { value.diagnose("\(JSONNumber.text(length)) is negative; \(layout) counts it as 0") }
    return length
  }

  /// `"vertical"`, `"horizontal"` or an array of them (`[]` for none).
  /// A scroll view's position: `{"x": n, "y": n}`, either or both. A negative offset is passed
  /// on; the engine reports it.
  static func scrollPosition(_ value: SceneValue) throws(SceneError) -> ScrollPosition {
    let options = try value.object(keys: ["x", "y"])
    let x = try options["x"].map { v throws(SceneError) in CGFloat(try v.number()) }
    let y = try options["y"].map { v throws(SceneError) in CGFloat(try v.number()) }
    switch (x, y) {
    case (let x?, let y?): return ScrollPosition(x: x, y: y)
    case (let x?, nil): return ScrollPosition(x: x)
    case (nil, let y?): return ScrollPosition(y: y)
    case (nil, nil): throw value.expected("an object with \"x\", \"y\" or both")
    }
  }

  static func axes(_ value: SceneValue) throws(SceneError) -> Axis.Set {
    let choices: [(String, Axis.Set)] = [("horizontal", .horizontal), ("vertical", .vertical)]
    if case .string = value.json { return try value.choice("axis", choices) }
    guard case .array = value.json else { throw value.expected("\"horizontal\", \"vertical\" or an array of them") }
    var axes: Axis.Set = []
    for element in try value.array() { axes.formUnion(try element.choice("axis", choices)) }
    return axes
  }
}
