import Foundation
import LayoutTestSupport
import Testing

@Suite("render --widths makes one HTML page with a width slider")
struct WidthSweepCommandTests {
  /// The host widths of the layouts on a sweep page, from their drawings' view boxes
  /// (`<template id="drawing-N"><svg … viewBox="0 0 W H">`).
  private func widths(_ page: String) -> [String] {
    page.components(separatedBy: "<template id=\"drawing-").dropFirst().compactMap { piece in
      guard let box = piece.range(of: "viewBox=\"0 0 ") else { return nil }
      return String(piece[box.upperBound...].prefix { $0 != " " })
    }
  }

  @Test("A list of widths gives one layout per width; the page opens at the scenario's width")
  func listOfWidths() throws {
    let run = try runLayoutlab(["render", "tag-cloud", "--format", "html", "--widths", "320,390,430"])
    #expect(run.status == 0, "\(run.error)")
    #expect(widths(run.output) == ["320", "390", "430"])
    // tag-cloud's host is 390 wide (an iPhone): the second of the three.
    #expect(run.output.contains("id=\"width-slider\" min=\"0\" max=\"2\" step=\"1\" value=\"1\""))
    // The height is the scenario's (844) at every width: three drawings and the one shown first.
    #expect(run.output.components(separatedBy: "height=\"844\" viewBox=").count - 1 == 3 + 1)
  }

  @Test("A range steps by 10 points unless told, and includes its end when a step lands on it")
  func ranges() throws {
    let cases: [(String, [String])] = [
      ("200...240", ["200", "210", "220", "230", "240"]),  // (240 - 200) / 10 + 1 = 5 widths
      ("200...230:15", ["200", "215", "230"]),
      ("200...225:10", ["200", "210", "220"]),  // 230 would pass the end
      ("300...300", ["300"]),
    ]
    for (argument, expected) in cases {
      let run = try runLayoutlab(["render", "tag-cloud", "--format", "html", "--widths", argument])
      #expect(run.status == 0, "\(argument): \(run.error)")
      #expect(widths(run.output) == expected, "\(argument)")
    }
  }

  @Test("Bad widths exit with status 2 and a message naming --widths and what was wrong")
  func mistakes() throws {
    let cases: [([String], String)] = [
      (["--widths", "0...1200"], "--widths: the first width must be positive, found 0"),
      (["--widths", "0..."], "--widths: expected <from>...<to>[:<step>]"),
      (["--widths", "-5,390"], "--widths: a width must be positive, found -5"),
      (["--widths", ""], "--widths: no widths"),
      (["--widths", "1200...200"], "--widths: the range 1200...200 is reversed"),
      (["--widths", "200...1200:0"], "--widths: the step must be positive, found 0"),
      // (1200 - 200) / 2 + 1 = 501 layouts, past the limit of 400.
      (["--widths", "200...1200:2"], "--widths: 200...1200:2 makes 501 layouts; at most 400"),
      (["--widths", "320,wide"], "--widths: expected a number of points for a width, found \"wide\""),
      (["--widths", "390,320"], "--widths: widths must increase, found 320 after 390"),
      (["--widths"], "--widths needs a value"),
    ]
    for (arguments, message) in cases {
      let run = try runLayoutlab(["render", "tag-cloud", "--format", "html"] + arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.contains(message), "\(arguments): \(run.error)")
      #expect(run.output.isEmpty)
    }
  }

  @Test("--widths needs the HTML format and cannot be combined with --width")
  func needsHTML() throws {
    let svg = try runLayoutlab(["render", "tag-cloud", "--format", "svg", "--widths", "320,390"])
    #expect(svg.status == 2)
    #expect(svg.error.contains("--widths makes a page with a width slider: it needs --format html, found --format svg"))
    let both = try runLayoutlab(["render", "tag-cloud", "--format", "html", "--width", "320", "--widths", "320,390"])
    #expect(both.status == 2)
    #expect(both.error.contains("--width and --widths cannot be combined"))
  }

  @Test("render --help describes --widths")
  func help() throws {
    let run = try runLayoutlab(["render", "--help"])
    #expect(run.status == 0)
    #expect(run.output.contains("--widths <widths>"))
    #expect(run.output.contains("<from>...<to>[:<step>] (step default 10)"))
  }
}
