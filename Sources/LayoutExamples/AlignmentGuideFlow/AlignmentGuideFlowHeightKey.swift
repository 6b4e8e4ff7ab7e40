import Foundation
import LayoutLab

/// The height of an `AlignmentGuideFlow`'s items together, as the background reader of their
/// `ZStack` reports it.
///
/// SwiftUI parity: the preference-based height reader of the later copies of the trick
/// (layout rule PF2, step 4); `nil` until the reader reports.
struct AlignmentGuideFlowHeightKey: PreferenceKey {
  static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
    value = nextValue() ?? value
  }
}
