/// One entry of a scene's children list: a view, or a template repeated with placeholders
/// filled in for each repetition.
///
/// SwiftUI parity: a view, or a `ForEach` over a range or over strings.
enum SceneChild: Sendable {
  /// One view.
  case view(SceneNode)
  /// `count` copies of `template`, with `{index}` (from 0) and `{number}` (from 1).
  case repeated(count: Int, template: SceneNode)
  /// One copy of `template` per item, with `{item}`, `{index}` and `{number}`.
  case forEach(items: [String], template: SceneNode)

  /// How many views the entry makes.
  var viewCount: Int {
    switch self {
    case .view(let node): node.viewCount
    case .repeated(let count, let template): SceneLimits.product(count, template.viewCount)
    case .forEach(let items, let template): SceneLimits.product(items.count, template.viewCount)
    }
  }
}
