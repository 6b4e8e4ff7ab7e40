import Foundation

/// An action that opens a URL, read from `\.openURL`.
///
/// SwiftUI parity: `OpenURLAction`, called as a function. A headless host cannot open
/// anything: the default action discards every URL. `init(handler:)` sets a custom one, as in
/// SwiftUI, for `.environment(\.openURL, OpenURLAction { url in ... })`.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    let kind: Kind

    enum Kind: Sendable {
      case handled, discarded
      case systemAction(URL?)
    }

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler ignored the URL.
    public static let discarded = Result(kind: .discarded)
    /// The handler asks the system to open the URL; headless, nothing opens it.
    public static let systemAction = Result(kind: .systemAction(nil))
    /// The handler asks the system to open `url` instead; headless, nothing opens it.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  private let handler: @Sendable (URL) -> Result

  /// An action that hands each URL to `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  /// Opens `url` and tells `completion` whether it was accepted.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    if case .handled = handler(url).kind { completion(true) } else { completion(false) }
  }
}

/// An action that dismisses the presentation a view is in, read from `\.dismiss`.
///
/// SwiftUI parity: `DismissAction`, called as a function. LayoutLab presents nothing, so the
/// default action does nothing.
public struct DismissAction: Sendable {
  private let action: @Sendable () -> Void

  init(action: @escaping @Sendable () -> Void) { self.action = action }

  /// Dismisses the presentation.
  public func callAsFunction() { action() }
}

extension EnvironmentValues {
  /// The action that opens URLs; by default it discards them.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// The action that dismisses the current presentation; by default it does nothing.
  public var dismiss: DismissAction { self[DismissKey.self] }

  /// Whether the view is in a presentation; `false`, as LayoutLab presents nothing.
  public var isPresented: Bool { false }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .discarded }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction {}
}
