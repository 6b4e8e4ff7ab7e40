// Checks the engine's properties over many generated view trees, seeded and reproducible:
//
//     swift run -c release layout-properties --trees 100000 --first-seed 0
//
// Prints progress, then the tree count and the time; on failures, each failure class once
// with its seed, property, tree and shrunk tree, and exits with status 1.
import Foundation
import LayoutPropertyTesting

struct Options {
  var trees = 10_000
  var firstSeed: UInt64 = 0
  /// How many failure classes are shrunk and printed before the run stops early.
  var maxClasses = 20
  var checks = PropertyCheck.all
  /// How many smaller trees are tried on every failure to find its class.
  var quickAttempts = 100
  /// Whether each seed is printed before its tree is checked: finds the tree that crashes.
  var verbose = false

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let value = rest.popFirst() else { throw UsageError("\(name) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--trees":
        guard let count = Int(try value(argument)), count >= 0 else { throw UsageError("--trees takes a whole number") }
        trees = count
      case "--first-seed":
        guard let seed = UInt64(try value(argument)) else { throw UsageError("--first-seed takes a whole number") }
        firstSeed = seed
      case "--max-classes":
        guard let count = Int(try value(argument)), count > 0 else { throw UsageError("--max-classes takes a positive number") }
        maxClasses = count
      case "--check":
        let name = try value(argument)
        guard let check = PropertyCheck.all.first(where: { $0.name == name }) else {
          throw UsageError("no property named '\(name)'; the properties: \(PropertyCheck.all.map(\.name).joined(separator: ", "))")
        }
        checks = [check]
      case "--verbose":
        verbose = true
      case "--help", "-h":
        print(Self.usage)
        exit(0)
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
  }

  static let usage = """
    usage: layout-properties [--trees N] [--first-seed S] [--max-classes K] [--check NAME] [--verbose]
      --trees N        how many generated trees to check (10000)
      --first-seed S   the first seed; seeds S, S+1, ... S+N-1 (0)
      --max-classes K  stop after K distinct failure classes (20)
      --check NAME     check one property only: \(PropertyCheck.all.map(\.name).joined(separator: ", "))
      --verbose        print each seed before checking its tree (to find one that crashes)
    """
}

struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Checks `options.trees` trees and prints what fails; `true` when none does.
func run(_ options: Options) -> Bool {
  let runner = PropertyRunner(checks: options.checks)
  let start = Date()
  var classes: [String: (failure: PropertyFailure, count: Int)] = [:]
  var order: [String] = []
  var failingTrees = 0
  var shrinking: TimeInterval = 0
  var checked = 0
  let step = max(1, min(options.trees / 10, 2_000))
  print("checking \(options.trees) trees from seed \(options.firstSeed): \(options.checks.map(\.name).joined(separator: ", "))")
  for offset in 0..<options.trees {
    let seed = options.firstSeed + UInt64(offset)
    if options.verbose { print("seed \(seed)") }
      if let (check, testCase, why) = runner.failure(seed: seed) {
      failingTrees += 1
      // Every failure is shrunk, a little, and grouped by its property, the kind of its reason
      // and the shape of its shrunk tree; the first of each class is shrunk fully and printed.
      let shrinkStart = Date()
      defer { shrinking += Date().timeIntervalSince(shrinkStart) }
      let quick = runner.shrunk(check, testCase, why: why, attempts: options.quickAttempts)
      let key = quick.classKey
      if let known = classes[key] {
        classes[key] = (known.failure, known.count + 1)
      } else if classes.count < options.maxClasses {
        let failure = runner.shrunk(check, testCase, why: why)
        print("\nFAILURE \(classes.count + 1): \(failure)\n")
        classes[key] = (failure, 1)
        order.append(key)
      }
    }
    checked += 1
    if checked % step == 0 || checked == options.trees {
      print("\(checked) trees, \(failingTrees) failing, \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    }
    if classes.count >= options.maxClasses {
      print("stopping: \(options.maxClasses) failure classes")
      break
    }
  }
  let seconds = Date().timeIntervalSince(start)
  print(
    "\(checked) trees checked in \(String(format: "%.1f", seconds)) s (\(String(format: "%.1f", shrinking)) s of it shrinking failures); \(failingTrees) failing"
  )
  guard failingTrees > 0 else { return true }
  print("\nfailure classes (property: reason, trees failing that way, first seed):")
  for key in order {
    guard let (failure, count) = classes[key] else { continue }
    print("- \(key) — \(count) trees, first seed \(failure.testCase.seed)\n    shrunk: \(failure.shrunk)")
  }
  return false
}

do {
  exit(run(try Options(Array(CommandLine.arguments.dropFirst()))) ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("layout-properties: \(error)\n\(Options.usage)\n".utf8))
  exit(2)
}
