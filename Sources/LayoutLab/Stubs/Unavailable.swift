// SwiftUI API that cannot mean anything headless: declared so that code using it fails with a
// message saying why, rather than "cannot find in scope".

/// Wraps a UIKit view.
@available(*, unavailable, message: "LayoutLab cannot host UIKit views: it runs without UIKit, on Linux")
public protocol UIViewRepresentable {}

/// Wraps a UIKit view controller.
@available(*, unavailable, message: "LayoutLab cannot host UIKit view controllers: it runs without UIKit, on Linux")
public protocol UIViewControllerRepresentable {}

/// Wraps an AppKit view.
@available(*, unavailable, message: "LayoutLab cannot host AppKit views: it runs without AppKit, on Linux")
public protocol NSViewRepresentable {}

/// A UIKit controller that shows a SwiftUI view.
@available(*, unavailable, message: "LayoutLab has no UIKit; lay a view out with ViewHost(rootView:) instead")
public struct UIHostingController<Content> {}

/// An AppKit view that shows a SwiftUI view.
@available(*, unavailable, message: "LayoutLab has no AppKit; lay a view out with ViewHost(rootView:) instead")
public struct NSHostingView<Content> {}

/// Renders a view into an image.
@available(
  *, unavailable,
  message: "LayoutLab draws no pixels; render a LayoutResult with LayoutRendering's SVG or ASCII renderers instead"
)
public struct ImageRenderer<Content> {}

/// The group of windows an app shows.
@available(
  *, unavailable, message: "LayoutLab has no app or scene life cycle; lay a view out with ViewHost(rootView:) instead"
)
public struct WindowGroup<Content> {}
