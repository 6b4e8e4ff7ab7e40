import Foundation
import LayoutLab

extension Scenario {
  /// The safe area on an iPhone 12–14 (390 × 844, 47 / 34): a colour that ignores the safe
  /// area fills the window behind content that respects it, as in the SafeArea article.
  static let safeAreaScenarios: [Scenario] = [
    Scenario(
      name: "safe-area",
      summary:
        "an iPhone's safe area: a blue backdrop ignores it and fills 390 × 844, the padded content stays in 390 × 763",
      group: .lesson, hostSize: DevicePreset.iPhone.size, safeAreaInsets: DevicePreset.iPhone.safeAreaInsets
    ) {
      AnyView(
        ZStack {
          Color.blue.id("backdrop").ignoresSafeArea()
          VStack(spacing: 8) {
            Text("Safe area").font(.title).id("title")
            Color.orange.id("content")
          }
          .padding(16)
        }
      )
    },
    Scenario(
      name: "safe-area-scroll",
      summary:
        "a ScrollView on an iPhone reaches under the bars: 390 × 844 from y = 0, its 100 rows of 44 from y = 47, rows 0 to 20 built for the whole 844",
      group: .lesson, hostSize: DevicePreset.iPhone.size, safeAreaInsets: DevicePreset.iPhone.safeAreaInsets
    ) {
      // Proposed the safe area, 390 × 763 at y = 47, the scroll view touches the boundary at
      // the top and the bottom and reaches 47 and 34 beyond it (C-SA11): 844 from y = 0. Its
      // content starts at 47. The lazy stack is shown the whole 844, −47...797 in its
      // coordinates, with the 100-point look-ahead −147...897: rows stride 44, rows 0 to 20
      // (at 880) start before 897. Shown only the safe area it would build rows 0 to 19.
      AnyView(
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<100) { index in
              Text("Row \(index)").frame(height: 44).id("row-\(index)")
            }
          }
          .id("rows")
        }
        .id("scroll")
      )
    },
  ]
}
