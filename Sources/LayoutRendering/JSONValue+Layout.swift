import Foundation
import LayoutJSON

extension JSONValue {
  /// A proposed dimension: `nil` (unspecified) as JSON `null`.
  static func dimension(_ value: CGFloat?) -> JSONValue {
    value.map { .number(Double($0)) } ?? .null
  }
}
