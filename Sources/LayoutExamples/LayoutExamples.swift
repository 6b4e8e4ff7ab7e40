// LayoutExamples: the layouts of the seed articles, finished, written only against
// LayoutLab's public API (as they would be against SwiftUI's).
import LayoutLab
