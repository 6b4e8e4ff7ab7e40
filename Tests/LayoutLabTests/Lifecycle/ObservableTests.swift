import LayoutLab
import LayoutTestSupport
import Testing

/// An `@Observable` model, declared with `import LayoutLab` alone (Observation is re-exported).
@Observable
private final class Library {
  var books: [String]
  var shelfName = "New"
  init(_ books: [String]) { self.books = books }
}

/// Reads `books` only.
private struct BookList: View {
  let library: Library

  var body: some View {
    VStack(spacing: 0) { ForEach(library.books, id: \.self) { Text($0) } }.id("books")
  }
}

/// Reads the library from the environment by type.
private struct ShelfLabel: View {
  @Environment(Library.self) private var library

  var body: some View { Text(library.shelfName).id("shelf") }
}

/// Reads an optional library from the environment.
private struct OptionalShelf: View {
  @Environment(Library.self) private var library: Library?

  var body: some View { Text(library?.shelfName ?? "none").id("optional") }
}

/// Shows a binding's value.
private struct NameField: View {
  @Binding var name: String
  var body: some View { Text(name).id("name") }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("@Observable models invalidate exactly the views whose body read them")
struct ObservableTests {
  @Test("A write to a property the body read evaluates the body again in the next layout")
  func readPropertyInvalidates() {
    let library = Library(["Emma", "Dune"])
    let host = ViewHost(rootView: BookList(library: library))
    // Two lines of 20.4: 40.8 tall, as wide as "Emma" (4 × 8.5 = 34).
    expectSize(host.layout(in: screen).frame(id: "books")?.size, CGSize(width: 34, height: 40.8))
    library.books.append("Ulysses")
    let result = host.layout(in: screen)
    // Three lines, as wide as "Ulysses" (7 × 8.5 = 59.5); only BookList's body ran.
    expectSize(result.frame(id: "books")?.size, CGSize(width: 59.5, height: 61.2))
    #expect(result.tree.bodyEvaluationsByType["BookList"] == 1)
  }

  @Test("A write to a property the body did not read changes nothing")
  func unreadPropertyDoesNot() {
    let library = Library(["Emma"])
    let host = ViewHost(rootView: BookList(library: library))
    _ = host.layout(in: screen)
    library.shelfName = "Classics"
    #expect(host.layout(in: screen).tree.bodyEvaluations == 0)
  }

  @Test("@Environment(T.self) reads the object .environment(_:) provides, and observes it")
  func environmentByType() {
    let library = Library([])
    let host = ViewHost(rootView: ShelfLabel().environment(library))
    #expect(host.layout(in: screen).view(id: "shelf")?.summary == "Text(\"New\")")
    library.shelfName = "Poetry"
    #expect(host.layout(in: screen).view(id: "shelf")?.summary == "Text(\"Poetry\")")
  }

  @Test("A missing object is a diagnostic naming the type; the optional form reads nil")
  func missingObject() {
    let result = ViewHost(
      rootView: VStack {
        ShelfLabel()
        OptionalShelf()
      }
    ).layout(in: screen)
    #expect(result.view(id: "shelf") == nil)
    #expect(result.view(id: "optional")?.summary == "Text(\"none\")")
    let diagnostic = result.diagnostics.first { $0.kind == .missingEnvironmentObject }
    #expect(diagnostic?.message.contains("No Observable object of type Library found") == true)
  }

  @Test("@Bindable makes bindings that write the model")
  func bindable() {
    let library = Library([])
    @Bindable var bindable = library
    let binding = $bindable.shelfName
    binding.wrappedValue = "Drama"
    #expect(library.shelfName == "Drama")
    let result = ViewHost(rootView: NameField(name: Bindable(library).shelfName)).layout(in: screen)
    #expect(result.view(id: "name")?.summary == "Text(\"Drama\")")
  }
}
