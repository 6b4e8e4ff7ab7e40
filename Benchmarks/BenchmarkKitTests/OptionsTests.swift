import Testing

@testable import BenchmarkKit

@Suite("layout-bench reads its flags and refuses bad ones with a message")
struct OptionsTests {
  private func parse(_ words: String...) throws(OptionsError) -> BenchmarkOptions {
    try BenchmarkOptions.parse(words)
  }

  private func error(_ words: String...) -> OptionsError? {
    do {
      _ = try BenchmarkOptions.parse(words)
      return nil
    } catch {
      return error
    }
  }

  @Test("No flags: text, calibrated, a 1 s budget, everything selected")
  func defaults() throws {
    let options = try parse()
    #expect(options == BenchmarkOptions())
    #expect(options.format == .text)
    #expect(options.iterations == nil)
    #expect(options.budgetSeconds == 1)
    #expect(options.filters.isEmpty)
  }

  @Test("Every flag with its value, as the next word or after =")
  func everyFlag() throws {
    let options = try parse(
      "--filter", "tags/*", "--filter=nested", "--iterations", "5", "--budget=0.5", "--run-limit", "30", "--format",
      "markdown",
      "--output", "out.md", "--charts=charts", "--list")
    #expect(options.filters == ["tags/*", "nested"])
    #expect(options.iterations == 5)
    #expect(options.budgetSeconds == 0.5)
    #expect(options.runLimitSeconds == 30)
    #expect(options.format == .markdown)
    #expect(options.outputPath == "out.md")
    #expect(options.chartsDirectory == "charts")
    #expect(options.list)
    #expect(try parse("--smoke").smoke)
    #expect(try parse("-h").help)
    #expect(try parse("--format=json").format == .json)
  }

  @Test("An unknown flag is named, with the list of valid flags")
  func unknownFlag() {
    let failure = error("--fast")
    #expect(failure == .unknownFlag("--fast"))
    let message = failure?.description ?? ""
    #expect(message.contains("\"--fast\""))
    for flag in [
      "--filter", "--iterations", "--format", "--smoke", "--list", "--help", "--charts", "--output", "--budget",
      "--run-limit",
    ] {
      #expect(message.contains(flag))
    }
  }

  @Test("A flag missing its value says what value it takes")
  func missingValue() {
    #expect(error("--iterations") == .missingValue(flag: "--iterations"))
    #expect(error("--iterations")?.description == "--iterations needs a value (N)")
    #expect(error("--format") == .missingValue(flag: "--format"))
  }

  @Test("Values that cannot be read are refused: iterations below 1 or not a number, an unknown format, a bad budget")
  func invalidValues() {
    #expect(
      error("--iterations", "0")
        == .invalidValue(flag: "--iterations", value: "0", expected: "a whole number of samples, at least 1"))
    #expect(error("--iterations", "many") != nil)
    #expect(
      error("--format", "html") == .invalidValue(flag: "--format", value: "html", expected: "text, json, markdown"))
    #expect(error("--budget", "-1") != nil)
    #expect(error("--budget", "inf") != nil)
    #expect(error("--run-limit", "0") != nil)
    #expect(error("--filter", "") != nil)
    #expect(error("--smoke=yes") == .invalidValue(flag: "--smoke", value: "yes", expected: "no value"))
  }

  @Test("A word that is not a flag, and --smoke with --iterations, are refused")
  func unexpectedAndConflicting() {
    #expect(error("tags") == .unexpectedArgument("tags"))
    #expect(error("--smoke", "--iterations", "3") == .conflictingFlags("--smoke", "--iterations"))
  }

  @Test("The usage lists every flag with its summary")
  func usage() {
    for flag in BenchmarkOptions.flags {
      #expect(BenchmarkOptions.usage.contains(flag.name))
      #expect(BenchmarkOptions.usage.contains(flag.summary))
    }
  }
}
