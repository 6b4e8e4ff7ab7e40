/// A type that gives Xcode previews of views.
///
/// SwiftUI parity: `PreviewProvider`, so that files with previews compile. LayoutLab shows no
/// previews; a test can lay `previews` out with `ViewHost(rootView:)`.
public protocol PreviewProvider {
  /// The previewed views.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
