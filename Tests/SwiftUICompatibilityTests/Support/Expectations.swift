import LayoutLab
@_exported import LayoutTestSupport
@_exported import SeedTranscriptions

// The assertions (`expectFrame`, `expectSize`, ...) are the ones every test target shares,
// re-exported from this one support file so that the seeds and snippets import LayoutLab alone,
// as SwiftUI code would. The seeds' layouts that the checker tests share (`CardLayout`,
// `ArrangerFlowLayout`, `PreviewFlowLayout`) come the same way from the seed transcriptions.

/// A square host with no safe area, which centres the root view: most snippets are laid out in it.
let snippetHost = CGSize(width: 300, height: 300)
