import Foundation
import LayoutLab

extension FlowLayout: CustomStringConvertible {
  /// `FlowLayout(spacing: 12)`, leaving out what is at its default, as trees and traces print it.
  public var description: String {
    var arguments: [String] = []
    if lineAlignment != .leading { arguments.append("alignment: .\(lineAlignment)") }
    if itemAlignment != .center { arguments.append("itemAlignment: \(itemAlignment)") }
    if itemSpacing == lineSpacing, let spacing = itemSpacing {
      arguments.append("spacing: \(formatLength(spacing))")
    } else {
      if let itemSpacing { arguments.append("itemSpacing: \(formatLength(itemSpacing))") }
      if let lineSpacing { arguments.append("lineSpacing: \(formatLength(lineSpacing))") }
    }
    if justified { arguments.append("justified: true") }
    if let maxLines { arguments.append("maxLines: \(maxLines)") }
    if !cached { arguments.append("cached: false") }
    return "FlowLayout(\(arguments.joined(separator: ", ")))"
  }
}
