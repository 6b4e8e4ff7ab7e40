import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Draws the bound value as a clear rectangle `value × 10` wide, and hands its binding to the test.
private struct Gauge: View {
  @Binding var value: Int
  let remote: Remote<Int>

  var body: some View {
    let _ = remote.capture($value)
    Color.clear.frame(width: CGFloat(value) * 10, height: 10).id("gauge")
  }
}

/// Owns the state a `Gauge` edits, and draws it too.
private struct Owner: View {
  let remote: Remote<Int>
  @State private var value = 1

  var body: some View {
    VStack(spacing: 0) {
      Color.clear.frame(width: CGFloat(value) * 10, height: 10).id("owner")
      Gauge(value: $value, remote: remote)
    }
  }
}

/// A `Gauge` bound to a constant.
private struct Fixed: View {
  let remote: Remote<Int>
  var body: some View { Gauge(value: .constant(4), remote: remote) }
}

/// Assigns its state in `init`, after the declaration gave it an initial value.
private struct Assigning: View {
  let remote: Remote<Int>
  @State private var count = 1

  init(remote: Remote<Int>, start: Int) {
    self.remote = remote
    count = start
  }

  var body: some View {
    let _ = remote.capture($count)
    Color.clear.frame(width: CGFloat(count) * 10, height: 10).id("count")
  }
}

/// Initialises its state in `init`: the declaration has no initial value.
private struct Initialising: View {
  let remote: Remote<Int>
  let height: CGFloat
  @State private var count: Int

  init(remote: Remote<Int>, start: Int, height: CGFloat = 10) {
    self.remote = remote
    self.height = height
    count = start
  }

  var body: some View {
    let _ = remote.capture($count)
    Color.clear.frame(width: CGFloat(count) * 10, height: height).id("count")
  }
}

/// A view whose state the test reads and writes before it is installed.
private struct Probe: View {
  @State var count = 1
  var body: some View { Color.clear.frame(width: CGFloat(count) * 10, height: 10).id("count") }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("Bindings read and write the state they were made from")
struct BindingTests {
  @Test("A $state binding passed to a child's @Binding writes the owner's state, and both redraw")
  func childWritesOwnersState() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Owner(remote: remote))
    let first = host.layout(in: screen)
    // Two 10 × 10 rectangles stacked: VStack 10 × 20 at ((390 − 10) / 2, (844 − 20) / 2).
    expectFrame(first.frame(id: "owner"), CGRect(x: 190, y: 412, width: 10, height: 10))
    expectFrame(first.frame(id: "gauge"), CGRect(x: 190, y: 422, width: 10, height: 10))

    remote.binding?.wrappedValue = 3
    // Outside an update a binding reads its source's current value.
    #expect(remote.binding?.wrappedValue == 3)
    let written = host.layout(in: screen)
    // Owner and gauge are both 30 wide: VStack 30 × 20 at x = (390 − 30) / 2 = 180.
    expectFrame(written.frame(id: "owner"), CGRect(x: 180, y: 412, width: 30, height: 10))
    expectFrame(written.frame(id: "gauge"), CGRect(x: 180, y: 422, width: 30, height: 10))
    // The write dirties the owner (whose state it is); the gauge evaluates again because its
    // binding's value changed (ViewEquality).
    #expect(written.tree.bodyEvaluationsByType == ["Owner": 1, "Gauge": 1])
    #expect(written.frames.count == 1)
    #expect(written.stateWrites == 1)
  }

  @Test("A constant binding reads its value and ignores writes")
  func constantBinding() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Fixed(remote: remote))
    // 4 × 10 = 40 wide, centred: x = 175, y = 417.
    expectFrame(host.layout(in: screen).frame(id: "gauge"), CGRect(x: 175, y: 417, width: 40, height: 10))
    remote.binding?.wrappedValue = 7
    #expect(remote.binding?.wrappedValue == 4)
    let after = host.layout(in: screen)
    expectFrame(after.frame(id: "gauge"), CGRect(x: 175, y: 417, width: 40, height: 10))
    #expect(after.stateWrites == 0)
    #expect(after.tree.bodyEvaluations == 0)
  }

  @Test("Assigning a state that has an initial value in init changes nothing")
  func assignmentBeforeInstallationIsIgnored() {
    // SwiftUI ignores a write to a State not yet installed in a view (OpenSwiftUI State.swift,
    // `wrappedValue.set`: `guard let _location else { return }`): the declared 1 stays.
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Assigning(remote: remote, start: 5))
    expectFrame(host.layout(in: screen).frame(id: "count"), CGRect(x: 190, y: 417, width: 10, height: 10))
  }

  @Test("A state initialised in init starts there; later initial values are ignored")
  func initialValueOnlyOnInstallation() {
    let remote = Remote<Int>()
    // `count = start` initialises the wrapper (no declared value): count 5, 50 wide, x = 170.
    let host = ViewHost(rootView: Initialising(remote: remote, start: 5))
    expectFrame(host.layout(in: screen).frame(id: "count"), CGRect(x: 170, y: 417, width: 50, height: 10))
    // A new value of the view with another initial value and another height: its body runs
    // again, but the node keeps its storage (5): 50 × 20 at y = (844 − 20) / 2 = 412.
    host.rootView = Initialising(remote: remote, start: 8, height: 20)
    let renewed = host.layout(in: screen)
    expectFrame(renewed.frame(id: "count"), CGRect(x: 170, y: 412, width: 50, height: 20))
    #expect(renewed.tree.bodyEvaluationsByType == ["Initialising": 1])
    // The installed state is written through its binding: 2 → 20 wide at x = 185.
    remote.binding?.wrappedValue = 2
    expectFrame(host.layout(in: screen).frame(id: "count"), CGRect(x: 185, y: 412, width: 20, height: 20))
  }

  @Test("Before installation, $state is a constant binding of the initial value")
  func projectedValueBeforeInstallation() {
    // SwiftUI: "Accessing State's value outside of being installed on a View. This will
    // result in a constant Binding of the initial value and will not update."
    let probe = Probe()
    let binding = probe.$count
    binding.wrappedValue = 5
    #expect(binding.wrappedValue == 1)
    #expect(probe.count == 1)
    let host = ViewHost(rootView: probe)
    expectFrame(host.layout(in: screen).frame(id: "count"), CGRect(x: 190, y: 417, width: 10, height: 10))
    // Installed now: the binding taken before still writes nowhere.
    binding.wrappedValue = 6
    let after = host.layout(in: screen)
    #expect(after.stateWrites == 0)
    expectFrame(after.frame(id: "count"), CGRect(x: 190, y: 417, width: 10, height: 10))
  }
}
