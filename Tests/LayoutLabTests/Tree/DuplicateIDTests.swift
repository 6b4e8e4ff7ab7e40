import Foundation
import LayoutLab
import Testing

/// A row of `ForEach` items with the given ids (integers or strings).
private struct DuplicateIDRow<ID: Hashable>: View {
  let ids: [ID]

  var body: some View {
    HStack { ForEach(Array(ids.enumerated()), id: \.element) { Text("\($0.offset)") } }
  }
}

/// Duplicate ids are found however the ids come: increasing integers need no set, other ids
/// one; a list whose ids keep their places needs none either.
@Suite("Duplicate ForEach ids are found in every order")
struct DuplicateIDTests {
  private let size = CGSize(width: 390, height: 844)

  private func duplicates<ID: Hashable>(_ ids: [ID]) -> Int {
    ViewHost(rootView: DuplicateIDRow(ids: ids)).layout(in: size).diagnostics.filter { $0.kind == .duplicateID }.count
  }

  @Test("Increasing, repeated, decreasing and string ids")
  func orders() {
    #expect(duplicates([1, 2, 3]) == 0)
    #expect(duplicates([1, 2, 3, 2]) == 1)
    #expect(duplicates([3, 1, 3]) == 1)
    #expect(duplicates([3, 2, 1]) == 0)
    #expect(duplicates([5]) == 0)
    #expect(duplicates(["a", "b", "a"]) == 1)
    #expect(duplicates(["a", "b", "c"]) == 0)
    // Each repeat is reported: three 7s make two diagnostics, and each gets its own view.
    let result = ViewHost(rootView: DuplicateIDRow(ids: [7, 7, 7])).layout(in: size)
    #expect(result.diagnostics.filter { $0.kind == .duplicateID }.count == 2)
    #expect(result.views[0].children.count == 3)
  }

  @Test("An update keeping every id in place reports nothing; one bringing a repeat reports it")
  func updates() {
    let host = ViewHost(rootView: DuplicateIDRow(ids: [1, 2, 3]))
    _ = host.layout(in: size)
    host.rootView = DuplicateIDRow(ids: [1, 2, 3, 4])
    #expect(host.layout(in: size).diagnostics.isEmpty)
    host.rootView = DuplicateIDRow(ids: [1, 2, 3, 2])
    #expect(host.layout(in: size).diagnostics.map(\.kind) == [.duplicateID])
    host.rootView = DuplicateIDRow(ids: [1, 2, 3])
    #expect(host.layout(in: size).diagnostics.isEmpty)
  }
}
