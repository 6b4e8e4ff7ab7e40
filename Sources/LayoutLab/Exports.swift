/// SwiftUI re-exports Foundation (its geometry: `CGFloat`, `CGSize`, `CGPoint`, `CGRect`), so
/// SwiftUI code uses those types with `import SwiftUI` alone; LayoutLab does the same, so such
/// code compiles with `import LayoutLab` in its place.
@_exported import Foundation
