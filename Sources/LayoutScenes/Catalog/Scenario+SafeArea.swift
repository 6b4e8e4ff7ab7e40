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
    }
  ]
}
