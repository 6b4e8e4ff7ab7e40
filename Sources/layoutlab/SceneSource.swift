import Foundation
import LayoutScenes

/// What a command lays out, as named on its command line: a built-in scenario by name, a scene
/// file by path, or `-` for a scene read from standard input. Every command that takes
/// `<scenario|scene.json|->` resolves it here, so all of them read and report alike.
enum SceneSource {
  /// A scenario of the catalog (`layoutlab list`).
  case scenario(Scenario)
  /// A scene file, by its path as given.
  case file(String)
  /// A scene read from standard input to its end (`-`).
  case standardInput

  /// How error messages name standard input.
  static let standardInputName = "standard input"

  /// The source an argument names: `-` is standard input, a catalog name is that scenario,
  /// anything ending in `.json` or naming an existing file is a scene file.
  init(_ argument: String, command: String) throws(CommandLineError) {
    if argument == "-" {
      self = .standardInput
    } else if let scenario = Scenario.named(argument) {
      self = .scenario(scenario)
    } else if argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument) {
      self = .file(argument)
    } else {
      throw CommandLineError(
        description: "unknown scenario \"\(argument)\"; expected a scene file (.json), - (standard input) or one of "
          + Scenario.names.joined(separator: ", "),
        command: command)
    }
  }

  /// How messages name the source: the scenario's name, the file's path or "standard input".
  var name: String {
    switch self {
    case .scenario(let scenario): scenario.name
    case .file(let path): path
    case .standardInput: Self.standardInputName
    }
  }

  /// Loads the scenario. A scene that cannot be read or is not valid throws a
  /// `CommandLineError` naming the source (`scene.json: $.root: ...`, `standard input: ...`);
  /// a scene's diagnostics go to standard error as warnings naming the source and the JSON path.
  func load(command: String) throws(CommandLineError) -> Scenario {
    let scene: LayoutScene
    let fileName: String
    do {
      switch self {
      case .scenario(let scenario):
        return scenario
      case .file(let path):
        scene = try LayoutScene(contentsOfFile: path)
        fileName = (path as NSString).lastPathComponent
      case .standardInput:
        scene = try Self.readStandardInput()
        fileName = "scene"
      }
    } catch {
      throw CommandLineError(description: "\(error)", command: command)
    }
    for diagnostic in scene.diagnostics {
      FileHandle.standardError.write(Data("layoutlab: warning: \(name): \(diagnostic)\n".utf8))
    }
    return Scenario(scene: scene, name: fileName)
  }

  /// Reads standard input to its end, up to one byte past the scene-file limit, and decodes it;
  /// failures are the scene-file errors, naming standard input as the file.
  private static func readStandardInput() throws(SceneFileError) -> LayoutScene {
    func fail(_ reason: SceneFileError.Reason) -> SceneFileError {
      SceneFileError(file: standardInputName, reason: reason)
    }
    let limit = LayoutScene.maximumFileSize
    let data: Data
    do {
      data = try FileHandle.standardInput.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw fail(.unreadable(error.localizedDescription))
    }
    guard data.count <= limit else { throw fail(.tooLarge(size: data.count, limit: limit)) }
    do {
      return try LayoutScene(data: data)
    } catch {
      throw fail(.invalidScene(error))
    }
  }
}
