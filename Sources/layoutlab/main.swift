import Foundation
import LayoutLab
import LayoutRendering

struct Demo: View {
  var body: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100)
        Color.green.frame(minWidth: 100)
      }
      .frame(width: 150, height: 50)
      .id("stack")
      HStack { Color.purple; Text("Hello, world"); Color.pink }
      Text("Hello").padding().background(Color.gray)
      HStack { Text("A"); Spacer(); Text("B") }
    }
  }
}
let host = ViewHost(rootView: Demo())
let result = host.layout(in: CGSize(width: 390, height: 844))
print(TextTreeRenderer(showsCounters: true).render(result), terminator: "")
print(result.counters)
print(result.diagnostics)
