import Foundation
import LayoutLab

/// Seed 001's example, finished: the distinct words of a quotation as capsule tags in a
/// `FlowLayout(spacing: 12)`, padded, in a vertical `ScrollView`.
///
/// On an iPhone (390 wide) the scroll view proposes the full width, `.padding()` takes 16 a
/// side, and the flow breaks its 22 tags into 4 lines at width 358. Each tag is its word's
/// text (8.5 pt a character at body size, 20.4 tall) with 4 points of padding on every side.
///
/// SwiftUI parity: the article's `ContentView`, written for `import LayoutLab` with the seed's
/// layout replaced by `FlowLayout`. The article's `unique` (not shown there) keeps the first of
/// repeated words, in order; `tags` does the same.
public struct TagCloud: View {
  /// The quotation whose words become tags.
  public static let quote =
    "You can’t connect the dots looking forward; you can only connect them looking backwards. So you have to trust that the dots will somehow connect in your future."

  /// The quotation's words, split at spaces, each kept once, in the order they first appear.
  public static var tags: [String] {
    var seen = Set<String>()
    return quote.components(separatedBy: " ").filter { seen.insert($0).inserted }
  }

  public init() {}

  public var body: some View {
    ScrollView {
      FlowLayout(spacing: 12) {
        ForEach(Self.tags, id: \.self) { tag in
          Text(tag)
            .padding(4)
            .background(Color.green.opacity(0.5), in: Capsule())
        }
      }
      .padding()
    }
  }
}
