import LayoutLab
import Testing

// Observation as Apple's documentation uses it: an `ObservableObject` with `@Published`
// properties owned by `@StateObject` and read through `@ObservedObject` or
// `@EnvironmentObject`; an `@Observable` class read from `body`. A change invalidates the views
// that read it, in the next layout. Text is 10 pt: 5 per character, lines 12 tall.

/// A user profile, published.
private final class Profile: ObservableObject {
  @Published var name = "Ann"
}

/// Reads the profile from the environment.
private struct ProfileHeader: View {
  @EnvironmentObject var profile: Profile
  var body: some View { Text(profile.name).id("name") }
}

/// Owns a profile and renames it when it appears.
private struct ProfileScreen: View {
  @StateObject private var profile = Profile()
  var body: some View {
    ProfileHeader()
      .environmentObject(profile)
      .onAppear { profile.name = "Annabelle" }
  }
}

/// Shows a profile it is given.
private struct ProfileRow: View {
  @ObservedObject var profile: Profile
  var body: some View { Text(profile.name).id("row") }
}

/// A shelf of books, observed by the views that read it.
@Observable private final class Shelf {
  var books = ["Emma"]
}

/// Lists a shelf's books.
private struct ShelfView: View {
  var shelf: Shelf
  var body: some View {
    VStack(spacing: 0) {
      ForEach(shelf.books, id: \.self) { Text($0) }
    }
    .id("books")
  }
}

@Suite("Observation snippets invalidate the views that read the model")
struct ObservationSnippetsTests {
  @Test("A @StateObject shared as an environment object shows its change in the same layout")
  func stateObjectThroughEnvironment() {
    let result = ViewHost(rootView: ProfileScreen().font(.system(size: 10))).layout(in: snippetHost)
    // "Annabelle": 9 × 5 = 45 wide.
    expectSize(result.frame(id: "name")?.size, CGSize(width: 45, height: 12))
  }

  @Test("An @ObservedObject's change between layouts is seen in the next one")
  func observedObjectBetweenLayouts() {
    let profile = Profile()
    let host = ViewHost(rootView: ProfileRow(profile: profile).font(.system(size: 10)))
    // "Ann": 15 wide; then "Bo": 10.
    expectSize(host.layout(in: snippetHost).frame(id: "row")?.size, CGSize(width: 15, height: 12))
    profile.name = "Bo"
    expectSize(host.layout(in: snippetHost).frame(id: "row")?.size, CGSize(width: 10, height: 12))
  }

  @Test("An @Observable class read in body makes the view taller when it gains a book")
  func observableClass() {
    let shelf = Shelf()
    let host = ViewHost(rootView: ShelfView(shelf: shelf).font(.system(size: 10)))
    // One line, "Emma": 20 × 12; with "Persuasion" (10 × 5 = 50) two lines: 50 × 24.
    expectSize(host.layout(in: snippetHost).frame(id: "books")?.size, CGSize(width: 20, height: 12))
    shelf.books.append("Persuasion")
    expectSize(host.layout(in: snippetHost).frame(id: "books")?.size, CGSize(width: 50, height: 24))
  }
}
