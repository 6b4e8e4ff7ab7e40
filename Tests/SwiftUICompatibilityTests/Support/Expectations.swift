import LayoutLab
@_exported import LayoutTestSupport

// The assertions (`expectFrame`, `expectSize`, ...) are the ones every test target shares,
// re-exported from this one support file so that the seeds and snippets import LayoutLab alone,
// as SwiftUI code would.

/// A square host with no safe area, which centres the root view: most snippets are laid out in it.
let snippetHost = CGSize(width: 300, height: 300)
