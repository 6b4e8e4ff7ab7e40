import LayoutLab
import Testing

// SwiftUI-style snippets written to Apple's documented use of each API, compiled with only
// `import LayoutLab`. Text is 10 pt throughout: 5 points per character, lines 12 high
// (TextLayoutModel: advance 0.5 × size, line height 1.2 × size). A 300 × 300 host with no
// safe area centres the root.

private let host = CGSize(width: 300, height: 300)

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

/// A settings screen as SwiftUI code writes one, touching most of the stubbed API.
private struct SettingsScreen: View {
  @State private var name = ""
  @State private var password = ""
  @State private var volume = 0.5
  @State private var count = 1
  @State private var flavor = "Vanilla"
  @State private var showsAlert = false
  @State private var showsSheet = false
  @State private var query = ""
  @State private var isExpanded = false
  @Environment(\.dismiss) private var dismiss
  @Environment(\.openURL) private var openURL

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name).id("name")
        SecureField("Password", text: $password)
        Slider(value: $volume, in: 0...1).id("slider")
        Stepper("Count", value: $count, in: 0...10).id("stepper")
        Picker("Flavor", selection: $flavor) {
          Text("Vanilla").tag("Vanilla")
          Text("Chocolate").tag("Chocolate")
        }
        .pickerStyle(.menu)
        .id("picker")
        DisclosureGroup("More", isExpanded: $isExpanded) { Text("Hidden").id("hidden") }.id("more")
        NavigationLink("Details") { Text("Detail page").id("detail") }.id("link")
        Link("Help", destination: URL(string: "https://example.com")!)
        ShareLink(item: URL(string: "https://example.com")!)
        Menu("Actions") { Text("Copy") }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Text("Done").onTapGesture { dismiss() } }
        ToolbarItemGroup(placement: .bottomBar) { Text("A") }
      }
      .searchable(text: $query, prompt: "Search")
      .refreshable {}
      .alert("Saved", isPresented: $showsAlert) {
        Text("OK")
      } message: {
        Text("All done")
      }
      .confirmationDialog("Delete?", isPresented: $showsAlert, titleVisibility: .visible) { Text("Delete") }
      .sheet(isPresented: $showsSheet) { Text("Sheet").id("sheet") }
      .fullScreenCover(isPresented: $showsSheet) { Text("Cover") }
      .popover(isPresented: $showsSheet) { Text("Popover") }
      .navigationDestination(for: Int.self) { Text("Number \($0)") }
      .gesture(DragGesture(minimumDistance: 5).onChanged { _ in }.onEnded { _ in })
      .simultaneousGesture(TapGesture(count: 2).onEnded { openURL(URL(string: "https://example.com")!) })
    }
    .font(.system(size: 10))
  }
}

/// Shows two squares side by side where the width is regular, stacked where it is compact, as
/// Apple's size-class example does.
private struct AdaptiveSquares: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass

  var body: some View {
    if horizontalSizeClass == .regular {
      HStack {
        Color.red.frame(width: 100, height: 100)
        Color.blue.frame(width: 100, height: 100)
      }
      .id("squares")
    } else {
      VStack {
        Color.red.frame(width: 100, height: 100)
        Color.blue.frame(width: 100, height: 100)
      }
      .id("squares")
    }
  }
}

private struct Previews: PreviewProvider {
  static var previews: some View { AdaptiveSquares() }
}

@Suite("SwiftUI snippets compile with import LayoutLab and lay out as documented stubs")
struct SwiftUISnippetsTests {
  @Test("a List of three rows stacks them with no spacing, leading-aligned")
  func listOfThreeRows() {
    let view = List {
      Text("One").id(1)
      Text("Two").id(2)
      Text("Three").id(3)
    }
    .font(.system(size: 10))
    .id("list")
    let result = ViewHost(rootView: view).layout(in: host)
    // Widest row "Three" = 25; 3 rows × 12 = 36 high, no spacing. Centred: x = (300 − 25) / 2
    // = 137.5, y = (300 − 36) / 2 = 132. Rows at y 132, 144, 156, all at the leading x 137.5.
    #expect(result.frame(id: "list") == CGRect(x: 137.5, y: 132, width: 25, height: 36))
    #expect(result.frame(id: 1) == CGRect(x: 137.5, y: 132, width: 15, height: 12))
    #expect(result.frame(id: 2) == CGRect(x: 137.5, y: 144, width: 15, height: 12))
    #expect(result.frame(id: 3) == CGRect(x: 137.5, y: 156, width: 25, height: 12))
  }

  @Test("List over identifiable data makes one row per element")
  func listOverData() {
    let fruits = [Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Apple")]
    let view = List(fruits) { Text($0.name).id($0.name) }.font(.system(size: 10)).id("list")
    let result = ViewHost(rootView: view).layout(in: host)
    // "Apple" = 25 wide; 2 rows = 24 high. Centred: x 137.5, y (300 − 24) / 2 = 138.
    #expect(result.frame(id: "list") == CGRect(x: 137.5, y: 138, width: 25, height: 24))
    #expect(result.frame(id: "Apple") == CGRect(x: 137.5, y: 150, width: 25, height: 12))
  }

  @Test("a NavigationStack with a title fills the safe area and centres its root")
  func navigationStackWithTitle() {
    let view = NavigationStack {
      Text("Hello").id("root").navigationTitle("Home")
    }
    .font(.system(size: 10))
    .id("stack")
    let result = ViewHost(rootView: view, device: .iPhone).layout(on: .iPhone)
    // The iPhone's safe area: 390 × (844 − 47 − 34) = 763 high, from y 47. The stack fills it;
    // "Hello" (25 × 12) is centred: x (390 − 25) / 2 = 182.5, y 47 + (763 − 12) / 2 = 422.5.
    // No navigation bar is modelled, so the title takes no room.
    #expect(result.frame(id: "stack") == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(result.frame(id: "root") == CGRect(x: 182.5, y: 422.5, width: 25, height: 12))
  }

  @Test("a Form row with a text field and a stepper: the field takes the width, the stepper its fixed control")
  func formRows() {
    let view = Form {
      TextField("Name", text: .constant("")).id("field")
      Stepper("Count", value: .constant(1), in: 0...10).id("stepper")
    }
    .font(.system(size: 10))
    let result = ViewHost(rootView: view).layout(in: host)
    // The field takes the whole 300 offered, one line high (12). The stepper is an HStack of
    // "Count" (25 × 12), a Spacer and the 94 × 32 control: 300 wide, 32 high. The form is
    // 300 × 44, centred: y (300 − 44) / 2 = 128.
    #expect(result.frame(id: "field") == CGRect(x: 0, y: 128, width: 300, height: 12))
    #expect(result.frame(id: "stepper") == CGRect(x: 0, y: 140, width: 300, height: 32))
  }

  @Test("a view reading horizontalSizeClass lays out side by side on an iPad and stacked on an iPhone")
  func sizeClassOnIPad() {
    // iPad: regular width, HStack of two 100 squares with 8 between = 208 × 100. Safe area
    // 834 × (1194 − 24 − 20) = 1150 from y 24: x (834 − 208) / 2 = 313, y 24 + (1150 − 100) / 2 = 549.
    let iPad = ViewHost(rootView: AdaptiveSquares(), device: .iPad).layout(on: .iPad)
    #expect(iPad.frame(id: "squares") == CGRect(x: 313, y: 549, width: 208, height: 100))
    // iPhone: compact width, VStack 100 × 208. Safe area 390 × 763 from y 47:
    // x (390 − 100) / 2 = 145, y 47 + (763 − 208) / 2 = 324.5.
    let iPhone = ViewHost(rootView: Previews.previews, device: .iPhone).layout(on: .iPhone)
    #expect(iPhone.frame(id: "squares") == CGRect(x: 145, y: 324.5, width: 100, height: 208))
  }

  @Test("a TabView fills its space and lays out its first tab only")
  func tabViewFirstTab() {
    let view = TabView {
      Text("First").id("first").tabItem { Text("One") }
      Text("Second").id("second").tabItem { Text("Two") }
    }
    .font(.system(size: 10))
    .id("tabs")
    let result = ViewHost(rootView: view).layout(in: host)
    // The first tab, "First" (25 × 12), is centred in 300 × 300: x 137.5, y 144. The second
    // is proposed zero and placed at the corner.
    #expect(result.frame(id: "tabs") == CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(result.frame(id: "first") == CGRect(x: 137.5, y: 144, width: 25, height: 12))
    #expect(result.frame(id: "second")?.origin == .zero)
  }

  @Test("the settings screen lays out its controls and never builds presented or pushed content")
  func settingsScreen() {
    let result = ViewHost(rootView: SettingsScreen()).layout(in: host)
    // Inside the 300-wide form: the field and the slider take 300; the slider is
    // Slider.trackHeight (31) high; the stepper is 300 × 32; the picker is its label
    // "Flavor" (30 × 12); the collapsed group its label "More" (20 × 12); the link "Details".
    #expect(result.frame(id: "name")?.size == CGSize(width: 300, height: 12))
    #expect(result.frame(id: "slider")?.size == CGSize(width: 300, height: 31))
    #expect(result.frame(id: "stepper")?.size == CGSize(width: 300, height: 32))
    #expect(result.frame(id: "picker")?.size == CGSize(width: 30, height: 12))
    #expect(result.frame(id: "more")?.size == CGSize(width: 20, height: 12))
    #expect(result.frame(id: "link")?.size == CGSize(width: 35, height: 12))
    for id in ["hidden", "detail", "sheet"] { #expect(result.frame(id: id) == nil) }
  }

  @Test("an expanded DisclosureGroup shows its content below the label, 8 apart")
  func expandedDisclosureGroup() {
    let view = DisclosureGroup("More", isExpanded: .constant(true)) { Text("Hidden").id("content") }
      .font(.system(size: 10))
      .id("group")
    let result = ViewHost(rootView: view).layout(in: host)
    // "More" 20 × 12, 8 spacing, "Hidden" 30 × 12: 30 × 32, centred at x 135, y 134.
    #expect(result.frame(id: "group") == CGRect(x: 135, y: 134, width: 30, height: 32))
    #expect(result.frame(id: "content") == CGRect(x: 135, y: 154, width: 30, height: 12))
  }
}
