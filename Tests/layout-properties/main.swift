// Checks the engine's properties over many generated view trees, seeded and reproducible:
//
//     swift run -c release layout-properties --trees 100000 --first-seed 0
//
// Prints progress, then the tree count and the time; on failures, each failure class once
// with its seed, property, tree and shrunk tree, and exits with status 1. `--known` names
// seeds that are known to fail (each an open engine bug): they are still shrunk and printed,
// but fail the run only if they pass (the list must then shrink) or others fail too.
import Foundation
import LayoutPropertyTesting
import Synchronization

struct Options {
  var trees = 10_000
  var firstSeed: UInt64 = 0
  /// How many failure classes are shrunk and printed.
  var maxClasses = 20
  var checks = PropertyCheck.all
  /// How many smaller trees are tried on every failure to find its class.
  var quickAttempts = 100
  /// How many failing trees, the first ones, are sorted into classes.
  var classified = 2_000
  /// Whether each seed is printed before its tree is checked: finds the tree that crashes.
  var verbose = false
  /// How many threads check trees.
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// Seeds known to fail, each an open engine bug.
  var known: Set<UInt64> = []

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
        guard let count = Int(try value(argument)), count > 0 else {
          throw UsageError("--max-classes takes a positive number")
        }
        maxClasses = count
      case "--check":
        let name = try value(argument)
        guard let check = PropertyCheck.all.first(where: { $0.name == name }) else {
          throw UsageError(
            "no property named '\(name)'; the properties: \(PropertyCheck.all.map(\.name).joined(separator: ", "))")
        }
        checks = [check]
      case "--jobs":
        guard let count = Int(try value(argument)), count > 0 else {
          throw UsageError("--jobs takes a positive number")
        }
        jobs = count
      case "--known":
        let seeds = try value(argument).split(separator: ",").map { UInt64($0.trimmingCharacters(in: .whitespaces)) }
        guard !seeds.isEmpty, !seeds.contains(nil) else { throw UsageError("--known takes seeds separated by commas") }
        known = Set(seeds.compactMap { $0 })
      case "--verbose":
        verbose = true
      case "--help", "-h":
        say(Self.usage)
        exit(0)
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
  }

  static let usage = """
    usage: layout-properties [--trees N] [--first-seed S] [--max-classes K] [--check NAME] [--jobs J] [--known S,...] [--verbose]
      --trees N        how many generated trees to check (10000)
      --first-seed S   the first seed; seeds S, S+1, ... S+N-1 (0)
      --max-classes K  shrink and print at most K failure classes (20)
      --check NAME     check one property only: \(PropertyCheck.all.map(\.name).joined(separator: ", "))
      --jobs J         check trees on J threads (the number of processors)
      --known S,...    seeds known to fail (open bugs): printed, but the run fails only if one
                       of them passes or another seed fails
      --verbose        print each seed before checking its tree (to find one that crashes)
    """
}

/// Prints `line` at once, unbuffered, so that the progress and the last seed are in the log
/// even if a tree crashes the process.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Checks `options.trees` trees and prints what fails; `true` when none does.
///
/// The trees are checked on `options.jobs` threads (hosts share nothing); then the failing
/// seeds, in order, are shrunk a little to find their class, and the first tree of each class
/// is shrunk fully and printed.
func run(_ options: Options) -> Bool {
  let runner = PropertyRunner(checks: options.checks)
  let start = Date()
  say(
    "checking \(options.trees) trees from seed \(options.firstSeed) on \(options.jobs) threads: \(options.checks.map(\.name).joined(separator: ", "))"
  )
  let failingSeeds = check(options, runner, start: start)
  let checking = Date().timeIntervalSince(start)
  var classes: [String: (failure: PropertyFailure, count: Int)] = [:]
  var order: [String] = []
  for seed in failingSeeds.prefix(options.classified) {
    guard let (check, testCase, why) = runner.failure(seed: seed) else { continue }
    let key = runner.shrunk(check, testCase, why: why, attempts: options.quickAttempts).classKey
    if let known = classes[key] {
      classes[key] = (known.failure, known.count + 1)
    } else if classes.count < options.maxClasses {
      let failure = runner.shrunk(check, testCase, why: why)
      say("\nFAILURE \(classes.count + 1): \(failure)\n")
      classes[key] = (failure, 1)
      order.append(key)
    }
  }
  let checked = options.trees
  let failingTrees = failingSeeds.count
  let shrinking = Date().timeIntervalSince(start) - checking
  say(
    "\(checked) trees checked in \(String(format: "%.1f", checking)) s, failures shrunk in \(String(format: "%.1f", shrinking)) s; \(failingTrees) failing"
  )
  let checkedSeeds = options.firstSeed..<(options.firstSeed + UInt64(checked))
  let nowPassing = options.known.filter { checkedSeeds.contains($0) && !failingSeeds.contains($0) }.sorted()
  let unknown = failingSeeds.filter { !options.known.contains($0) }
  if !nowPassing.isEmpty {
    say(
      "\nknown failures that now pass (take them out of --known): \(nowPassing.map(String.init).joined(separator: ", "))"
    )
  }
  if failingTrees > 0 {
    say("\n\(failingTrees - unknown.count) of the failing trees are known failures; \(unknown.count) are not")
  }
  defer { printClasses(classes, order, options, failingTrees) }
  return unknown.isEmpty && nowPassing.isEmpty
}

/// Prints the failure classes found, in the order found.
func printClasses(
  _ classes: [String: (failure: PropertyFailure, count: Int)], _ order: [String], _ options: Options,
  _ failingTrees: Int
) {
  guard failingTrees > 0 else { return }
  if failingTrees > options.classified {
    say("\nonly the first \(options.classified) failing trees were sorted into classes")
  }
  if classes.count >= options.maxClasses { say("\nonly the first \(options.maxClasses) failure classes were shrunk") }
  say(
    "\nfailure classes (property: reason — containers and modifiers of the shrunk tree, trees failing that way, first seed):"
  )
  for key in order {
    guard let (failure, count) = classes[key] else { continue }
    say(
      "- \(key) — \(count) trees, first seed \(failure.testCase.seed)\n    shrunk: \(failure.shrunk)\n    why:    \(failure.shrunkWhy)"
    )
  }
}

do {
  exit(run(try Options(Array(CommandLine.arguments.dropFirst()))) ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("layout-properties: \(error)\n\(Options.usage)\n".utf8))
  exit(2)
}

/// Checks the trees on `options.jobs` threads, printing progress; returns the failing seeds
/// in order.
func check(_ options: Options, _ runner: PropertyRunner, start: Date) -> [UInt64] {
  let step = max(1, min(options.trees / 10, 2_000))
  let state = Mutex((checked: 0, failing: [UInt64]()))
  let jobs = options.jobs
  DispatchQueue.concurrentPerform(iterations: jobs) { job in
    // Each thread takes every `jobs`-th tree.
    for offset in stride(from: job, to: options.trees, by: jobs) {
      let seed = options.firstSeed + UInt64(offset)
      if options.verbose { say("seed \(seed): \(runner.generator.testCase(seed: seed).tree)") }
      let fails = runner.failure(seed: seed) != nil
      let progress: String? = state.withLock { state in
        state.checked += 1
        if fails { state.failing.append(seed) }
        guard state.checked % step == 0 || state.checked == options.trees else { return nil }
        return
          "\(state.checked) trees, \(state.failing.count) failing, \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
      }
      if let progress { say(progress) }
    }
  }
  return state.withLock { $0.failing.sorted() }
}
