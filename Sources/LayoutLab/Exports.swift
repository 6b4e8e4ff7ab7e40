/// SwiftUI re-exports Foundation (its geometry: `CGFloat`, `CGSize`, `CGPoint`, `CGRect`), so
/// SwiftUI code uses those types with `import SwiftUI` alone; LayoutLab does the same, so such
/// code compiles with `import LayoutLab` in its place.
@_exported import Foundation
/// SwiftUI re-exports Observation too, so `@Observable` model classes compile with
/// `import SwiftUI` alone; LayoutLab does the same.
@_exported import Observation
