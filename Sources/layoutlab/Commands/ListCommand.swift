import LayoutScenes

/// `layoutlab list`: the built-in scenarios, by group, and the technique comparisons.
struct ListCommand {
  static let help = """
    USAGE: layoutlab list

    Lists the built-in scenarios (for `layoutlab render`) and comparisons (for `layoutlab compare`).
    """

  init(_ arguments: [String]) throws(CommandLineError) {
    if let argument = arguments.first {
      throw CommandLineError(description: "unexpected argument \"\(argument)\"", command: "list")
    }
  }

  func run() -> String {
    let width = (Scenario.names.map(\.count).max() ?? 0) + 2
    var output = ""
    for group in Scenario.Group.allCases {
      let scenarios = Scenario.all.filter { $0.group == group }
      guard !scenarios.isEmpty else { continue }
      output += "\(group.rawValue) scenarios:\n"
      for scenario in scenarios {
        output += "  \(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0))\(scenario.summary)\n"
      }
      output += "\n"
    }
    output += "comparisons (layoutlab compare <name>):\n"
    for comparison in TechniqueComparison.all {
      output += "  \(comparison.name.padding(toLength: width, withPad: " ", startingAt: 0))\(comparison.summary)\n"
    }
    return output
  }
}
