// The checker reports the articles paste, by name (`<!-- output: checker <name> -->`).
import Foundation

enum CheckerReports {
  /// Each report's text, made afresh.
  static let all: [String: @Sendable () -> String] = [:]
}
