/// The body of a `ViewModifier` as a view of its own: its node is where the modifier's
/// `@State` lives and where its body evaluations are counted (under the modifier's name).
///
/// Its only stored property is the modifier, so it has the modifier's memory layout, and the
/// engine reads its fields as the modifier's (`ViewTypeInfo.fields(of:)`): the modifier's
/// values compare, and its dynamic properties connect, exactly as a view's would.
struct ModifierBody<Modifier: ViewModifier>: View, ModifierBodyHost {
  let modifier: Modifier

  var body: Modifier.Body { modifier.body(content: _ViewModifier_Content()) }

  static var modifierType: Any.Type { Modifier.self }

  func modifierFields() -> ViewFields { ViewFields(of: modifier) }

  var reflectedModifier: Any { modifier }
}

/// A view that hosts a modifier's body (`ModifierBody`), seen without its type.
protocol ModifierBodyHost {
  /// The modifier's type, whose name counts the body evaluations.
  static var modifierType: Any.Type { get }
  /// The modifier's stored properties, laid out as the host's.
  func modifierFields() -> ViewFields
  /// The modifier, for reflection.
  var reflectedModifier: Any { get }
}

/// A `ModifiedContent` view, seen by its placeholders without its content's type.
protocol ModifierContentSource {
  /// Builds the modified content as the only child of `placeholder`.
  func reconcileContent(into placeholder: ViewNode, builder: TreeBuilder)
}
