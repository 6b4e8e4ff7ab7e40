import Foundation
import LayoutExamples
import LayoutJSON
import LayoutLab

extension SceneDecoder {
  static let alignments: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
  ]
  static let unitPoints: [(String, UnitPoint)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
  ]
  static let shapes: [(String, SceneShape)] = [
    ("rectangle", .rectangle), ("capsule", .capsule), ("circle", .circle), ("ellipse", .ellipse),
  ]
  static let horizontalAlignments: [(String, HorizontalAlignment)] = [
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]
  static let verticalAlignments: [(String, VerticalAlignment)] = [
    ("top", .top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .firstTextBaseline),
    ("lastTextBaseline", .lastTextBaseline),
  ]
  static let lineAlignments: [(String, FlowLayout.LineAlignment)] = [
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]
  static let contentModes: [(String, ContentMode)] = [("fit", .fit), ("fill", .fill)]
  static let truncationModes: [(String, Text.TruncationMode)] = [("head", .head), ("middle", .middle), ("tail", .tail)]
  static let textAlignments: [(String, TextAlignment)] = [
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]
  static let textCases: [(String, Text.Case)] = [("uppercase", .uppercase), ("lowercase", .lowercase)]
  static let edgeSets: [(String, Edge.Set)] = [
    ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("leading", .leading),
    ("bottom", .bottom), ("trailing", .trailing),
  ]
  static let colors: [(String, Color)] = [
    ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
    ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
    ("gray", .gray), ("black", .black), ("white", .white), ("clear", .clear), ("primary", .primary),
    ("secondary", .secondary),
  ]
  static let textStyles = Font.TextStyle.allCases.map { ($0.rawValue, $0) }
  static let fontWeights: [(String, Font.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
    ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
  ]
  static let fontDesigns = [Font.Design.default, .serif, .rounded, .monospaced].map { ($0.rawValue, $0) }

  /// A colour: a name, `{"name": ..., "opacity": ...}`, `{"red", "green", "blue", "opacity"}`
  /// (missing components are 0) or `{"white", "opacity"}`.
  static func color(_ value: SceneValue) throws(SceneError) -> Color {
    switch value.json {
    case .string:
      return try value.choice("color", colors)
    case .object:
      let object = try value.object(keys: ["name", "red", "green", "blue", "white", "opacity"])
      let opacity = try object["opacity"].map { v throws(SceneError) in try self.opacity(v) } ?? 1
      if let name = object["name"] {
        guard !object.contains(anyOf: ["red", "green", "blue", "white"]) else {
          throw value.error("name cannot be combined with red, green, blue or white")
        }
        let named = try name.choice("color", colors)
        return opacity == 1 ? named : named.opacity(opacity)
      }
      if let white = object["white"] {
        guard !object.contains(anyOf: ["red", "green", "blue"]) else {
          throw value.error("white cannot be combined with red, green or blue")
        }
        return Color(white: try white.number(), opacity: opacity)
      }
      return Color(
        red: try object["red"]?.number() ?? 0, green: try object["green"]?.number() ?? 0,
        blue: try object["blue"]?.number() ?? 0, opacity: opacity)
    default:
      throw value.expected("a color name or an object")
    }
  }

  /// An opacity. SwiftUI clamps one outside 0...1 to the nearest end; so does the scene, with a
  /// diagnostic.
  static func opacity(_ value: SceneValue) throws(SceneError) -> Double {
    let opacity = try value.number()
    let clamped = min(max(opacity, 0), 1)
    if clamped != opacity {
      value.diagnose(
        "opacity \(JSONNumber.text(opacity)) is outside 0...1; SwiftUI clamps it to \(JSONNumber.text(clamped)), and so does the scene"
      )
    }
    return clamped
  }

  /// A font: a text style's name, `null` (the default), or `{"style" or "size", "weight",
  /// "design"}`.
  static func font(_ value: SceneValue) throws(SceneError) -> Font? {
    switch value.json {
    case .null:
      return nil
    case .string:
      return Font.system(try value.choice("font", textStyles))
    case .object:
      let object = try value.object(keys: ["style", "size", "weight", "design"])
      let weight = try object["weight"]?.choice("font weight", fontWeights)
      let design = try object["design"]?.choice("font design", fontDesigns)
      switch (object["style"], object["size"]) {
      case (let style?, nil):
        return Font.system(try style.choice("font", textStyles), design: design, weight: weight)
      case (nil, let size?):
        // A size is a length and cannot be negative.
        return Font.system(size: try size.number(in: 0...SceneLimits.magnitude), weight: weight, design: design)
      case (nil, nil):
        throw value.error("missing required key \"style\" or \"size\"")
      default:
        throw value.error("style and size cannot be combined")
      }
    default:
      throw value.expected("a text style's name, null or an object")
    }
  }

  /// An edge set's name or an array of them.
  static func edges(_ value: SceneValue) throws(SceneError) -> Edge.Set {
    if case .string = value.json { return try value.choice("edges", edgeSets) }
    guard case .array = value.json else {
      throw value.expected("one of \(edgeSets.map(\.0).joined(separator: ", ")) or an array of them")
    }
    var edges: Edge.Set = []
    for element in try value.array() { edges.formUnion(try element.choice("edges", edgeSets)) }
    return edges
  }
}
