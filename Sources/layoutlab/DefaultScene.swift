import Foundation
import LayoutLab

/// The layout `layoutlab` shows by default: a card built from stacks, text, a spacer, padding,
/// a background and objc.io's HStack example, so that every kind of sizing appears once.
struct DefaultScene: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(alignment: .firstTextBaseline) {
        Text("LayoutLab").font(.headline)
        Spacer()
        Text("proposal → size → place").font(.caption)
      }
      Text("Parents propose, children choose their size, parents place them. Every number below can be checked by hand.")
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100)
        Color.green.frame(minWidth: 100)
      }
      .frame(width: 150, height: 24)
      .id("objc.io")
      Text("Done").padding(.horizontal).padding(.vertical, 8).background(Color.blue.opacity(0.2), in: Capsule())
    }
    .padding()
    .background(Color.gray.opacity(0.1))
  }
}
