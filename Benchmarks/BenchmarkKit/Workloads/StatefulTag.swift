import Foundation
import LayoutLab

/// A tag whose word can be replaced by its own `@State`: `Text(text ?? word).padding(4)`, the
/// tag of `TaggedFlow` with its text in state. One tag carries a `StatefulTag.Handle`, through
/// which the harness writes its state, so that tag alone is dirty and only its body is
/// evaluated again.
///
/// SwiftUI parity: a tag view owning its text (edited in place, say). The handle is the
/// harness's hand on the tag's binding; a real app would write the state from an action.
struct StatefulTag: View {
  /// Where the harness finds the changing tag's binding.
  final class Handle {
    var text: Binding<String?>?
  }

  let word: String
  /// Set on the tag the harness changes, `nil` on the others.
  let handle: Handle?
  @State private var text: String?

  var body: some View {
    handle?.text = $text
    return Text(text ?? word).padding(4)
  }
}
