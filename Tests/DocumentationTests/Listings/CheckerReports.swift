// The checker reports the articles paste, by name (`<!-- output: checker <name> -->`).
import Foundation

enum CheckerReports {
  /// Each report's text, made afresh.
  static let all: [String: @Sendable () -> String] = [
    "seed-cards": { CardReports.seed().description },
    "cards": { CardReports.finished().description },
    "seed-flow-height": { FlowReports.seedHeight().description },
    "seed-flow-first": { FlowReports.seedFirst().description },
    "seed-flow-shared": { FlowReports.seedShared().description },
    "flow": { FlowReports.finished().description },
    "seed-tiles": { TileReports.seed().description },
    "tiles": { TileReports.finished().description },
  ]
}
