import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// A preference modifier's writer is an immutable object that every copy of the view value
// shares: a view value may be laid out by several hosts, and by one host frame after frame.
// Combining values never changes what a writer holds (the fold reduces into a copy of the
// first value, P5), so each layout sees the writers' own values.

@Suite("Preference writers are shared by every copy of a view value")
struct SharedWriterTests {
  @Test("One view value laid out by two hosts, twice each, gives every layout the same combined value (P5)")
  func sharedWritersKeepTheirValues() {
    let seen = Recorder<[String]>()
    // One value: both hosts hold copies of the same writers.
    let view = VStack(spacing: 0) {
      writer("A")
      writer("B")
      writer("C")
    }
    .onPreferenceChange(OrderKey.self) { seen.record($0) }
    let hosts = [ViewHost(rootView: view), ViewHost(rootView: view)]
    for host in hosts {
      let result = host.layout(in: phoneSize)
      // ["A"] + ["B"] + ["C"]: two reduces in the stack (OrderKey), two for GroupingKey
      // are not asked for (no observer reads it): 2.
      #expect(result.preferenceReductions == 2)
    }
    // Each host delivers its first value once (P8); had a fold appended into the first
    // writer's value, the second host would see ["A", "B", "C", "B", "C"].
    #expect(seen.values == [["A", "B", "C"], ["A", "B", "C"]])
    // Laid out again, each host folds the same values and, the value being unchanged, runs
    // no action.
    for host in hosts {
      let again = host.layout(in: phoneSize)
      #expect(again.actionsCalled == 0)
    }
    #expect(seen.values.count == 2)
  }
}
