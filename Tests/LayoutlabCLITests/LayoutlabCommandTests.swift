import Foundation
import LayoutTestSupport
import Testing

@Suite("The layoutlab command, run as a user runs it")
struct LayoutlabCommandTests {
  @Test("layoutlab alone draws the tag cloud at iPhone width with its counters")
  func defaultCommand() throws {
    let run = try runLayoutlab([])
    #expect(run.status == 0, "\(run.error)")
    // The drawing is 80 columns wide at most, then the counters line.
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("views ") })
    #expect(run.output.contains("views 91 · frames 1 · sizeThatFits 204"))
  }

  @Test("list shows the scenarios and the comparisons")
  func list() throws {
    let run = try runLayoutlab(["list"])
    #expect(run.status == 0)
    for name in ["tag-cloud", "tags", "many-tags"] { #expect(run.output.contains(name)) }
  }

  @Test("render prints a scenario's text tree, and its trace when asked")
  func render() throws {
    let text = try runLayoutlab(["render", "tag-cloud", "--format", "text"])
    #expect(text.status == 0)
    #expect(text.output.hasPrefix("ViewHost  390×844\n└── ScrollView()  [1.75 0 386.5 844]\n"))
    let trace = try runLayoutlab(["render", "tag-cloud", "--format", "trace", "--filter", "Text(\"You\")"])
    #expect(trace.status == 0)
    #expect(trace.output.contains("Text(\"You\")"))
    #expect(trace.output.contains("proposes"))
  }

  @Test("render writes SVG, HTML and JSON files whole")
  func renderFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["svg", "html", "json"] {
      let file = folder.appendingPathComponent("tags.\(format)")
      let run = try runLayoutlab(["render", "tag-cloud", "--format", format, "--output", file.path])
      #expect(run.status == 0, "\(format): \(run.error)")
      let written = try String(contentsOf: file, encoding: .utf8)
      switch format {
      case "svg": #expect(written.hasPrefix("<svg") || written.hasPrefix("<?xml"))
      case "html": #expect(written.contains("<svg") && written.contains("layoutlab-data"))
      default: #expect(written.contains("\"schemaVersion\": 1"))
      }
    }
  }

  @Test("render reads a scene file; a malformed one is an error naming the JSON path, status 2")
  func sceneFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json")
    try #"{"host": {"width": 100, "height": 50}, "root": {"color": "red", "frame": {"width": 40, "height": 20}}}"#
      .write(to: good, atomically: true, encoding: .utf8)
    let run = try runLayoutlab(["render", good.path])
    #expect(run.status == 0, "\(run.error)")
    // A 40 × 20 frame centred in 100 × 50: (30, 15).
    #expect(run.output.contains("[30 15 40 20]"))
    let bad = folder.appendingPathComponent("bad.json")
    try
      #"{"root": {"vstack": {"children": [{"text": "a"}, {"text": "b"}, {"color": "red", "frame": {"width": "wide"}}]}}}"#
      .write(to: bad, atomically: true, encoding: .utf8)
    let failed = try runLayoutlab(["render", bad.path])
    #expect(failed.status == 2)
    #expect(
      failed.error.contains(
        #"$.root.vstack.children[2].frame.width: expected a number from -1000000 to 1000000, "infinity" or null, found "wide""#
      ),
      "\(failed.error)")
  }

  @Test("compare runs every technique and says whether their frames agree")
  func compare() throws {
    let run = try runLayoutlab(["compare", "tags"])
    #expect(run.status == 0)
    for technique in ["flow-layout", "collection-view", "alignment-guides", "geometry-change"] {
      #expect(run.output.contains(technique))
    }
    #expect(run.output.contains("final frames agree: yes (22 items)"))
  }

  @Test("Mistakes exit with status 2 and a message that lists the valid choices")
  func mistakes() throws {
    let cases: [([String], String)] = [
      (["--bogus"], #"unknown option "--bogus""#),
      (["render", "nope"], #"unknown scenario "nope""#),
      (["render", "tag-cloud", "--format", "png"], "expected one of text, trace, ascii, svg, html, json"),
      (
        ["render", "tag-cloud", "--width", "wide"], #"--width: expected a non-negative number of points, found "wide""#
      ),
      (["compare", "nothing"], "expected one of tags, many-tags"),
      (["frobnicate"], #"unknown command "frobnicate""#),
    ]
    for (arguments, message) in cases {
      let run = try runLayoutlab(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.contains(message), "\(arguments): \(run.error)")
      #expect(run.output.isEmpty, "\(arguments)")
    }
  }

  @Test("--help works everywhere")
  func help() throws {
    for arguments in [["--help"], ["render", "--help"], ["compare", "--help"], ["list", "--help"]] {
      let run = try runLayoutlab(arguments)
      #expect(run.status == 0)
      #expect(run.output.contains("USAGE: layoutlab"), "\(arguments)")
    }
  }

  @Test("A file that cannot be written is an error, status 1, and nothing is left behind")
  func unwritableOutput() throws {
    let run = try runLayoutlab(["render", "tag-cloud", "--output", "/nonexistent-folder/out.txt"])
    #expect(run.status == 1)
    #expect(run.error.contains("cannot write /nonexistent-folder/out.txt"))
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-folder/out.txt"))
  }
}
