import Foundation
import LayoutLab

/// What the command line asked for.
struct Arguments {
  var size = CGSize(width: 390, height: 844)
  var policy = MeasurementCachePolicy.swiftUI
  var dynamicTypeSize = DynamicTypeSize.large
  var showsCounters = false
  var showsHelp = false

  /// A command-line mistake: the message names the argument and what was expected.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let usage = """
    USAGE: layoutlab [--width <points>] [--height <points>] [--policy <policy>]
                     [--dynamic-type <size>] [--counters]

    Lays out seed 001's tag cloud (FlowLayout) and prints its frame tree, counters and diagnostics.

    OPTIONS:
      --width <points>        Host width (default: 390).
      --height <points>       Host height (default: 844).
      --policy <policy>       Measurement cache: none, swiftUI, unbounded (default: swiftUI).
      --dynamic-type <size>   Dynamic Type size, e.g. large, xxxLarge, accessibility3 (default: large).
      --counters              Show sizeThatFits calls, cache hits and misses per view.
      -h, --help              Show this help.
    """

  /// Parses `arguments` (without the program name).
  init(_ arguments: [String]) throws(Failure) {
    var remaining = arguments[...]
    func value(for flag: String) throws(Failure) -> String {
      guard let value = remaining.popFirst() else { throw Failure(description: "\(flag) needs a value") }
      return value
    }
    func length(for flag: String) throws(Failure) -> CGFloat {
      let text = try value(for: flag)
      guard let number = Double(text), number.isFinite, number >= 0 else {
        throw Failure(description: "\(flag): expected a non-negative number of points, found \"\(text)\"")
      }
      return CGFloat(number)
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--width": size.width = try length(for: argument)
      case "--height": size.height = try length(for: argument)
      case "--policy":
        let text = try value(for: argument)
        guard let policy = MeasurementCachePolicy(rawValue: text) else {
          throw Failure(description: "--policy: expected none, swiftUI or unbounded, found \"\(text)\"")
        }
        self.policy = policy
      case "--dynamic-type":
        let text = try value(for: argument)
        guard let size = DynamicTypeSize.allCases.first(where: { $0.description == text }) else {
          let names = DynamicTypeSize.allCases.map(\.description).joined(separator: ", ")
          throw Failure(description: "--dynamic-type: expected one of \(names), found \"\(text)\"")
        }
        dynamicTypeSize = size
      case "--counters": showsCounters = true
      case "-h", "--help": showsHelp = true
      default: throw Failure(description: "unknown argument \"\(argument)\"")
      }
    }
  }
}
