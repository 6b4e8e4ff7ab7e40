/// Builds views from closures: any number of children, `if`, `if`/`else`, `switch`,
/// optionals and availability checks.
///
/// SwiftUI parity: `ViewBuilder`. Several children become a `TupleView`; `if`/`else` and
/// `switch` become nested `_ConditionalContent`, so each branch has its own identity.
@resultBuilder
public enum ViewBuilder {
  // The pass-through builders are emitted into the caller, as SwiftUI's are
  // (https://github.com/OpenSwiftUIProject/OpenSwiftUI, `ViewBuilder.swift`), and take their
  // view as their own (`consuming`; callers write them as SwiftUI's). Borrowing it, each would
  // return a copy and its caller destroy the original: in code generic over the view (a
  // `ForEach` whose content is some `Item`), a copy through the view's value witnesses, with
  // a retain and release of everything it holds, for every element made.
  @_alwaysEmitIntoClient
  public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  @_alwaysEmitIntoClient
  public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<repeat each Content>
  {
    TupleView(repeat each content)
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
