import LayoutLab
import Testing

@Test("The examples target builds against the public API")
func examplesTargetBuilds() {
  #expect(ViewHost(rootView: EmptyView()).layout(in: .zero).views.isEmpty)
}
