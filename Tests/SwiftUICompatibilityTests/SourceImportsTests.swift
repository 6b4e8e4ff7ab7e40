import LayoutLab
import Testing

// This target stands for SwiftUI code with its import changed: its files may import LayoutLab
// and Testing and nothing else, never `@testable` or an SPI, so what compiles here compiles
// against LayoutLab's public API alone. The one exception is `Support/Expectations.swift`, which
// re-exports the shared test assertions (`LayoutTestSupport`, itself built on the public API) and
// the seed transcriptions (`SeedTranscriptions`, the layouts the checker tests share). The seed
// transcriptions' files are held to the same rule: LayoutLab alone. The seeds' layouts (the
// fixtures beside their tests, and the transcriptions) are view code as SwiftUI users write it,
// so they also name none of LayoutLab's own types.

/// This target's folder.
private let targetDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The seed transcriptions target's folder, beside this one under `Tests`.
private let transcriptionsDirectory = targetDirectory.deletingLastPathComponent().appendingPathComponent(
  "SeedTranscriptions")

/// The Swift files under `directory` (this target's folder unless told).
private func sourceFiles(in directory: URL = targetDirectory) throws -> [(name: String, text: String)] {
  guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
    return []
  }
  var files: [(String, String)] = []
  for case let url as URL in walker where url.pathExtension == "swift" {
    files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
  }
  return files.sorted { $0.0 < $1.0 }
}

/// The module an `import` line names, with its attributes and modifiers (`@testable import X`
/// gives `@testable X`, so it never matches an allowed name); `nil` for other lines.
private func importedModule(_ line: Substring) -> String? {
  let words = line.split(separator: " ")
  let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
  guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
    words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) })
  else { return nil }
  return (words[..<index] + [words[index + 1]]).joined(separator: " ")
}

/// LayoutLab's own types that SwiftUI code cannot name: the harness uses them, view code never.
private let harnessTypes = ["ViewHost", "LayoutResult", "PlacedView", "LayoutTrace", "LayoutDiagnostic", "ImageAssets"]

@Suite("The compatibility target imports LayoutLab alone")
struct SourceImportsTests {
  @Test("Every file imports LayoutLab, and only LayoutLab and Testing, with no @testable")
  func importsAreLayoutLabAndTesting() throws {
    let files = try sourceFiles()
    // The seeds, the snippets, the support files and this one: well over a dozen.
    #expect(files.count > 15)
    for file in files {
      let modules = file.text.split(separator: "\n").compactMap(importedModule)
      #expect(modules.contains("LayoutLab"), "\(file.name) does not import LayoutLab")
      // `@testable`, `@_spi(...)` or a module other than these two fails here.
      let allowed =
        file.name == "Expectations.swift"
        ? ["LayoutLab", "Testing", "@_exported LayoutTestSupport", "@_exported SeedTranscriptions"]
        : ["LayoutLab", "Testing"]
      #expect(modules.allSatisfy(allowed.contains), "\(file.name) imports \(modules)")
    }
  }

  @Test("Every seed transcription imports LayoutLab and nothing else")
  func transcriptionsImportLayoutLabAlone() throws {
    let files = try sourceFiles(in: transcriptionsDirectory)
    // CardLayout, ArrangerFlowLayout and PreviewFlowLayout.
    #expect(files.count == 3)
    for file in files {
      let modules = file.text.split(separator: "\n").compactMap(importedModule)
      #expect(modules == ["LayoutLab"], "\(file.name) imports \(modules)")
    }
  }

  @Test("The seeds' view code names none of LayoutLab's own types")
  func seedLayoutsAreViewCode() throws {
    let fixtures = [
      "ArrangerFlowLayout.swift", "CardLayout.swift", "HeaderRowLayout.swift", "PreviewFlowLayout.swift",
      "HorizontalTileGrid.swift", "SizeReportingCollectionView.swift",
    ]
    let layouts = try sourceFiles().filter { fixtures.contains($0.name) } + sourceFiles(in: transcriptionsDirectory)
    // The six fixtures here and the three transcriptions.
    #expect(layouts.count == fixtures.count + 3)
    for file in layouts {
      for name in harnessTypes {
        #expect(!file.text.contains(name), "\(file.name) names \(name)")
      }
    }
  }
}
