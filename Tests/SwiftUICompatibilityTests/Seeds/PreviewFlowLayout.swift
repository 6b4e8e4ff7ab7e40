// Test fixture: the `#Preview` of seed 003 ("Réaliser un Layout custom en SwiftUI") around its
// `PreviewFlowLayout` (transcribed once, in the seed transcriptions target), as a view; its
// `backgrounds.randomElement()!` becomes a deterministic pick,
// `backgrounds[index % backgrounds.count]`, so that tests can name colours. Only the import
// differs.
import LayoutLab

/// The article's preview: twenty labels, the index repeated index + 1 times, on coloured
/// backgrounds, in the flow layout on grey, padded.
struct PreviewFlowLayoutPreview: View {
  var body: some View {
    let backgrounds: [Color] = [.blue, .red, .green]
    PreviewFlowLayout {
      ForEach(0..<20) { index in
        let str = Array(repeating: String(index), count: index + 1).joined()
        Text(str)
          .background(backgrounds[index % backgrounds.count])
      }
    }
    .background(.gray)
    .padding()
  }
}
