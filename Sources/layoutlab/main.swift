import Foundation
import LayoutScenes

/// `layoutlab`: lays out SwiftUI-style views headless and shows why every view got its size.
///
/// Exit status: 0 on success, 1 when a file cannot be written, 2 on a command-line mistake
/// (the message names the argument and lists the valid choices).
let usage = """
  USAGE: layoutlab [options]                       seed 001's tag cloud at iPhone width, drawn, with counters
         layoutlab list                            the built-in scenarios and comparisons
         layoutlab render <scenario|scene.json|-> [options]
         layoutlab compare <comparison|scenario>
         layoutlab explain <scenario|scene.json|-> --view <view> [--frame N] [host options]

  OPTIONS (for layoutlab alone and render):
  \(RenderCommand.optionsHelp)

  Run `layoutlab <command> --help` for a command's help.
  """

/// Runs the command line and returns the exit status.
func main(_ arguments: [String]) -> Int32 {
  let command = arguments.first
  let rest = Array(arguments.dropFirst())
  do {
    if arguments.contains("-h") || arguments.contains("--help") {
      switch command {
      case "render": print(RenderCommand.help)
      case "compare": print(CompareCommand.help)
      case "list": print(ListCommand.help)
      case "explain": print(ExplainCommand.help)
      default: print(usage)
      }
      return 0
    }
    switch command {
    case "list": print(try ListCommand(rest).run(), terminator: "")
    case "compare": print(try CompareCommand(rest).run(), terminator: "")
    case "render":
      let command = try RenderCommand(rest)
      if command.watches { SceneWatcher(path: command.target, command: command).run() }
      try write(command)
    case "explain": print(try ExplainCommand(rest).run(), terminator: "")
    default:
      if let command, !command.hasPrefix("-") {
        throw CommandLineError(description: "unknown command \"\(command)\"; expected list, render, compare or explain")
      }
      try write(try RenderCommand(arguments, command: "layoutlab", defaultFormat: .ascii))
    }
    return 0
  } catch let error as CommandLineError {
    let hint =
      error.command.map { " (see `layoutlab \($0 == "layoutlab" ? "" : "\($0) ")--help`)" }
      ?? " (see `layoutlab --help`)"
    FileHandle.standardError.write(Data("layoutlab: error: \(error)\(hint)\n".utf8))
    return 2
  } catch {
    FileHandle.standardError.write(Data("layoutlab: error: \(error)\n".utf8))
    return 1
  }
}

/// Prints the rendering, or writes it to `--output` whole or not at all (see `OutputFile`).
func write(_ command: RenderCommand) throws {
  let text = try command.run()
  guard let output = command.output else {
    print(text, terminator: "")
    return
  }
  try OutputFile.save(text, to: output)
  FileHandle.standardError.write(Data("wrote \(output) (\(text.utf8.count) bytes)\n".utf8))
}

// A file size limit (`ulimit -f`) makes a write that passes it fail, reported, instead of
// killing the process with a partial file left behind.
signal(SIGXFSZ, SIG_IGN)
runOnLargeStack { main(Array(CommandLine.arguments.dropFirst())) }
