import LayoutLab
import Testing

// Lifecycle and animation as Apple's documentation uses them: `onAppear`, `task` and
// `onChange(of:initial:)` run in the frame loop, and their state writes make another frame of
// the same layout; `withAnimation`, `.animation` and `.transition` jump to the end state. Text is
// 10 pt: 5 per character, lines 12 tall.

/// Shows a placeholder, replaced when the view appears.
private struct LoadingMessage: View {
  @State private var message = "Loading"
  var body: some View {
    Text(message).id("message").onAppear { message = "Loaded 12 items" }
  }
}

/// Loads its title in a task.
private struct TaskTitle: View {
  @State private var title = "…"
  var body: some View {
    Text(title).id("title").task { title = "Ready" }
  }
}

/// Reports each change of a count, which its appearance bumps.
private struct ChangeReporter: View {
  @State private var count = 0
  @State private var report = ""
  var body: some View {
    Text(report)
      .id("report")
      .onChange(of: count, initial: true) { oldValue, newValue in
        report = "from \(oldValue) to \(newValue)"
      }
      .onAppear { count = 3 }
  }
}

/// Grows a bar in an animation when it appears.
private struct GrowingBar: View {
  @State private var isExpanded = false
  var body: some View {
    VStack {
      Color.green.frame(width: isExpanded ? 200 : 50, height: 10).id("bar")
      if isExpanded {
        Text("Expanded").transition(.opacity).id("note")
      }
    }
    .animation(.easeInOut(duration: 0.3), value: isExpanded)
    .onAppear {
      withAnimation(.spring()) { isExpanded = true }
    }
  }
}

@Suite("Lifecycle snippets run in the frame loop")
struct LifecycleSnippetsTests {
  @Test("onAppear's state write shows in the same layout, a frame later")
  func onAppearWrites() {
    let result = ViewHost(rootView: LoadingMessage().font(.system(size: 10))).layout(in: snippetHost)
    // "Loaded 12 items": 15 × 5 = 75 wide, not "Loading" (35); two frames.
    expectSize(result.frame(id: "message")?.size, CGSize(width: 75, height: 12))
    #expect(result.frames.count == 2)
  }

  @Test("A task's synchronous start writes state before the layout returns")
  func taskWrites() {
    let result = ViewHost(rootView: TaskTitle().font(.system(size: 10))).layout(in: snippetHost)
    // "Ready": 25 wide.
    expectSize(result.frame(id: "title")?.size, CGSize(width: 25, height: 12))
  }

  @Test("onChange with initial reports the first value, then the old and new ones")
  func onChangeOldAndNew() {
    let result = ViewHost(rootView: ChangeReporter().font(.system(size: 10))).layout(in: snippetHost)
    // First "from 0 to 0" (initial), then the appearance sets 3: "from 0 to 3", 11 × 5 = 55.
    #expect(result.view(id: "report")?.summary == "Text(\"from 0 to 3\")")
    expectSize(result.frame(id: "report")?.size, CGSize(width: 55, height: 12))
  }

  @Test("An animated change and a transition lay out at their end state")
  func animationJumpsToEnd() {
    let result = ViewHost(rootView: GrowingBar().font(.system(size: 10))).layout(in: snippetHost)
    // The bar is 200 wide at once; the note, 8 × 5 = 40 × 12, is there, 8 below the bar.
    // The stack is 200 × (10 + 8 + 12 = 30) at (50, 135).
    expectFrame(result.frame(id: "bar"), CGRect(x: 50, y: 135, width: 200, height: 10))
    expectFrame(result.frame(id: "note"), CGRect(x: 130, y: 153, width: 40, height: 12))
  }
}
