import LayoutLab
import LayoutRendering

struct Badge: View {
  var body: some View {
    HStack {
      Text("New").padding(4).background(Color.yellow)
      Text("LayoutLab on Linux")
    }
  }
}

let result = ViewHost(rootView: Badge()).layout(in: CGSize(width: 320, height: 40))
print(TextTreeRenderer().render(result))
print(ASCIIRenderer(width: 40).render(result))
