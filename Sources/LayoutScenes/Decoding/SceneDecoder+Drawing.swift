import Foundation
import LayoutLab

extension SceneDecoder {
  /// A drawing-only modifier (they change no frame) with its value.
  static func drawingModifier(_ key: String, _ value: SceneValue) throws(SceneError) -> SceneModifier? {
    switch key {
    case "opacity":
      return .opacity(try opacity(value))
    case "clipShape":
      if case .object = value.json {
        let object = try value.object(keys: ["roundedRectangle"])
        return .clipShape(.roundedRectangle(cornerRadius: try object.required("roundedRectangle").number()))
      }
      return .clipShape(try value.choice("shape", shapes))
    case "clipped":
      return try value.bool() ? .clipped : nil
    case "cornerRadius":
      return .cornerRadius(try value.number())
    case "border":
      if case .object(let entries) = value.json, entries["width"] != nil || entries["color"] != nil {
        let object = try value.object(keys: ["color", "width"])
        return .border(try color(try object.required("color")), width: try object["width"]?.number() ?? 1)
      }
      return .border(try color(value), width: 1)
    case "shadow":
      if case .number = value.json { return .shadow(color: nil, radius: try value.number(), x: 0, y: 0) }
      let object = try value.object(keys: ["color", "radius", "x", "y"])
      return .shadow(
        color: try object["color"].map { v throws(SceneError) in try color(v) },
        radius: try object.required("radius").number(), x: try object["x"]?.number() ?? 0,
        y: try object["y"]?.number() ?? 0)
    case "rotationEffect":
      if case .number = value.json { return .rotationEffect(degrees: try value.number(), anchor: .center) }
      let object = try value.object(keys: ["degrees", "anchor"])
      return .rotationEffect(
        degrees: try object.required("degrees").number(),
        anchor: try object["anchor"]?.choice("anchor", unitPoints) ?? .center)
    case "scaleEffect":
      if case .number = value.json {
        let scale = try value.number()
        return .scaleEffect(x: scale, y: scale, anchor: .center)
      }
      let object = try value.object(keys: ["x", "y", "anchor"])
      return .scaleEffect(
        x: try object["x"]?.number() ?? 1, y: try object["y"]?.number() ?? 1,
        anchor: try object["anchor"]?.choice("anchor", unitPoints) ?? .center)
    case "zIndex":
      return .zIndex(try value.number())
    case "mask":
      if case .object(let entries) = value.json, entries["content"] != nil {
        let object = try value.object(keys: ["content", "alignment"])
        return .mask(
          try node(try object.required("content")),
          alignment: try object["alignment"]?.choice("alignment", alignments) ?? .center)
      }
      return .mask(try node(value), alignment: .center)
    case "foregroundColor":
      return .foregroundColor(try color(value))
    default:
      return .blur(radius: try value.number(in: 0...SceneLimits.magnitude))
    }
  }
}
