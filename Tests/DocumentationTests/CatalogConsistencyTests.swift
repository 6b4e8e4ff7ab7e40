import Foundation
import Testing

/// The catalogs cannot drift from the code: every Swift listing is code these tests compile
/// and run, and every pasted output and picture is what `layoutlab` prints now.
///
/// When a pasted output or a picture is out of date, `Tests/Documentation/build-docs.sh
/// --update` (or `LAYOUTLAB_UPDATE_DOCS=1 swift test --filter DocumentationTests`) rewrites it;
/// an excerpt is chosen by hand and must be fixed by hand.
@Suite("The documentation catalogs")
struct CatalogConsistencyTests {
  @Test("Every Swift listing in both catalogs appears word for word in these tests")
  func listingsAreTested() {
    let sources = DocumentationFiles.testSourceFiles()
      .map { ArticleParser.normalizedWhitespace(DocumentationFiles.text(of: $0)) }
      .joined(separator: "\n")
    var listings = 0
    for article in DocumentationFiles.articles() {
      for block in ArticleParser(article: article).codeBlocks where block.language == "swift" {
        listings += 1
        let listing = ArticleParser.normalizedWhitespace(block.text)
        #expect(
          !listing.isEmpty && sources.contains(listing),
          "\(DocumentationFiles.relativePath(article)):\(block.openingLine + 1): this listing is not in Tests/DocumentationTests; copy it there into a test that runs it"
        )
      }
    }
    // Both catalogs teach with code: the check above has listings to check.
    #expect(listings >= 20, "found only \(listings) Swift listings")
  }

  @Test("Every output marker announces a code block or a picture")
  func markersAreFollowedByWhatTheyDescribe() {
    var markers = 0
    for article in DocumentationFiles.articles() {
      let parser = ArticleParser(article: article)
      markers += parser.markers.count
      for line in parser.strayMarkers {
        Issue.record(
          "\(DocumentationFiles.relativePath(article)):\(line + 1): a marker must be followed by a code block or a picture"
        )
      }
    }
    #expect(markers >= 20, "found only \(markers) output markers")
  }

  @Test("Every pasted output and picture is what layoutlab prints now")
  func pastedOutputsAreCurrent() throws {
    for article in DocumentationFiles.articles() {
      let text = DocumentationFiles.text(of: article)
      let parser = ArticleParser(article: article, text: text)
      var replacements: [(block: CodeBlock, lines: [String])] = []
      for marker in parser.markers {
        let output: String
        do {
          output = try PastedOutputs.fresh(marker.command)
        } catch {
          Issue.record("\(marker.location): \(error)")
          continue
        }
        switch (marker.target, marker.mode) {
        case (.block(let block), .output):
          let fresh = PastedOutputs.blockLines(output)
          guard block.lines != fresh else { continue }
          if DocumentationFiles.updating {
            replacements.append((block, fresh))
          } else {
            Issue.record(
              "\(marker.location): the pasted output of `\(marker.command)` is out of date; run Tests/Documentation/build-docs.sh --update. Now it is:\n\(output)"
            )
          }
        case (.block(let block), .excerpt):
          if !PastedOutputs.excerpt(block.lines, isIn: output) {
            Issue.record(
              "\(marker.location): this excerpt is no longer in the output of `\(marker.command)`; choose it again from:\n\(output)"
            )
          }
        case (.picture(let name), _):
          let file = article.deletingLastPathComponent().appendingPathComponent("Resources/\(name)")
          let picture = catalogResource(named: name, near: article) ?? file
          guard DocumentationFiles.text(of: picture) != output else { continue }
          if DocumentationFiles.updating {
            try Data(output.utf8).write(to: picture, options: .atomic)
          } else {
            Issue.record(
              "\(marker.location): \(DocumentationFiles.relativePath(picture)) is not what `\(marker.command)` draws now; run Tests/Documentation/build-docs.sh --update"
            )
          }
        }
      }
      if !replacements.isEmpty {
        try Data(PastedOutputs.replacingBlocks(in: text, replacements).utf8).write(to: article, options: .atomic)
      }
    }
  }

  /// The catalog's `Resources/<name>`, for an article anywhere in the catalog.
  private func catalogResource(named name: String, near article: URL) -> URL? {
    var folder = article.deletingLastPathComponent()
    while folder.pathExtension != "docc", folder.pathComponents.count > 1 {
      folder = folder.deletingLastPathComponent()
    }
    return folder.pathExtension == "docc" ? folder.appendingPathComponent("Resources/\(name)") : nil
  }
}
