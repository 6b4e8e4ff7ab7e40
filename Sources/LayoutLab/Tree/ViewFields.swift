import Foundation
@_spi(Reflection) import Swift

/// One user view type's (or `ViewModifier` type's) stored properties, found once per type: how `ViewEquality` compares
/// two values of the type and where `TreeBuilder` finds the dynamic properties to connect,
/// reading each field in place.
///
/// Reflecting every value with `Mirror` instead boxes each field in an `Any` and asks the
/// runtime about its conformances again on every call, so comparing a large collection of
/// views would cost more than building them. The fields come from the runtime's field records (the standard library's
/// `_forEachField`, which `Mirror` itself reads), so they are the same fields, in the same
/// order. Structs only: an enum or class view that is not `Equatable` is still reflected value
/// by value.
struct ViewFields {
  /// Compares the values two pointers point to.
  typealias Comparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// How two values of the type are compared.
  enum Rule {
    /// With this comparison.
    case compared(Comparison)
    /// Never the same: a field cannot be compared (a closure, say).
    case neverSame
    /// Property by property as `Mirror` sees them (an enum or class view).
    case reflected
  }

  /// Where one dynamic property (`@State`, `@Environment`) lies, and how to read it.
  struct DynamicPropertyField {
    let offset: Int
    /// The property, or `nil` when the field (of existential type) holds something else.
    let load: (UnsafeRawPointer) -> (any InstallableProperty)?
  }

  let rule: Rule
  /// The fields that hold or may hold dynamic properties, in declaration order (the order
  /// gives each its storage slot); `nil` when values are reflected to find them (a class view,
  /// or a struct whose fields the runtime does not describe).
  let dynamicProperties: [DynamicPropertyField]?

  /// The fields of `V`, the type of `value` (whose kind, struct or not, only a value tells).
  ///
  /// SwiftUI parity (John Harper, SwiftUI team, quoted in `ViewEquality`): a view of plain
  /// data (`_isPOD`) compares field by field, bit for bit, even when it is `Equatable`; any
  /// other view compares with `==` when it is `Equatable`, and field by field otherwise.
  init<V>(of value: V) {
    let style = Mirror(reflecting: value).displayStyle
    let isStruct = style == .struct
    var properties: [DynamicPropertyField] = []
    var fields: [FieldComparison] = []
    var bytes = ByteRanges()
    var identicalIsSame = true
    let complete =
      isStruct
      && _forEachField(of: V.self) { _, offset, type, kind in
        if let property = Self.dynamicProperty(type, kind) {
          properties.append(DynamicPropertyField(offset: offset, load: property))
        }
        fields.append(FieldComparison(offset: offset, compare: Self.comparison(for: type, kind)))
        bytes.add(offset, Self.size(of: type))
        identicalIsSame = identicalIsSame && Self.identicalIsSame(type, kind)
        return true
      }
    // An enum stores no properties of its own: it is not searched value by value.
    dynamicProperties = complete ? properties : style == .enum ? [] : nil
    if complete, _isPOD(V.self) || !(V.self is any Equatable.Type) {
      // Unwrapped by hand: `Optional.map` would hand the closure through a generic parameter,
      // and every call of it through two conversion thunks.
      if let comparison = Self.fieldwise(fields) {
        rule = .compared(
          !_isPOD(V.self) && identicalIsSame ? Self.identicalOrElse(bytes.ranges, comparison) : comparison)
      } else {
        rule = .neverSame
      }
    } else if let equatable = V.self as? any Equatable.Type {
      rule = .compared(Self.equality(equatable))
    } else {
      rule = .reflected
    }
  }

  /// Reads a field of `type` as a dynamic property, when it is one or may hold one.
  private static func dynamicProperty(
    _ type: Any.Type, _ kind: _MetadataKind
  ) -> ((UnsafeRawPointer) -> (any InstallableProperty)?)? {
    if let property = type as? any InstallableProperty.Type { return loader(property) }
    guard kind == .existential else { return nil }
    let load = anyLoader(type)
    return { load($0) as? any InstallableProperty }
  }

  /// How two values of a field's type compare, by the same rules applied to the field; `nil`
  /// when they cannot be (a closure), so the values are never the same:
  /// - a dynamic property is skipped (its state lives in the node), except an observed object,
  ///   compared by identity;
  /// - a binding compares its source and its value (`ComparableBinding`);
  /// - plain data compares bit for bit, a struct of it field by field (padding is not read);
  /// - an `Equatable` value compares with `==`;
  /// - a class reference compares by identity;
  /// - an optional compares its presence, then its wrapped value by these rules;
  /// - any other struct compares field by field;
  /// - an existential compares what it holds (`ViewEquality.sameProperty`).
  private static func comparison(for type: Any.Type, _ kind: _MetadataKind) -> Comparison? {
    if let referencing = type as? any ObjectReferencingProperty.Type { return objectComparison(referencing) }
    if type is any InstallableProperty.Type { return { _, _ in true } }
    if let binding = type as? any ComparableBinding.Type { return bindingComparison(binding) }
    if isPOD(type), kind != .struct { return bitwise(size: size(of: type)) }
    if !isPOD(type), let equatable = type as? any Equatable.Type { return equality(equatable) }
    switch kind {
    case .class:
      return bitwise(size: MemoryLayout<AnyObject>.size)
    case .optional:
      guard let optional = type as? any OptionalField.Type else { return nil }
      return optionalComparison(optional)
    case .struct:
      var fields: [FieldComparison] = []
      guard
        _forEachField(
          of: type,
          body: { _, offset, type, kind in
            fields.append(FieldComparison(offset: offset, compare: comparison(for: type, kind)))
            return true
          })
      else { return nil }
      return fieldwise(fields)
    case .existential:
      let load = anyLoader(type)
      return { ViewEquality.sameProperty(load($0), load($1)) }
    default:
      return nil
    }
  }

  /// Whether two values of a field's type whose bits are identical are the same by the rules
  /// of `comparison(for:_:)`: plain data, class references and skipped dynamic properties by
  /// definition, `Equatable` values because SwiftUI takes `==` to be a true equality (so it
  /// holds of a value and itself), optionals and structs when all they hold is. Not a binding
  /// (a constant binding, identical every time, is never the same) and not an existential.
  private static func identicalIsSame(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
    if type is any ObjectReferencingProperty.Type || type is any InstallableProperty.Type { return true }
    if type is any ComparableBinding.Type { return false }
    if isPOD(type) || type is any Equatable.Type { return true }
    switch kind {
    case .class:
      return true
    case .optional:
      guard let optional = type as? any OptionalField.Type else { return false }
      return identicalIsSame(optional.wrappedType, optional.wrappedKind)
    case .struct:
      return _forEachField(of: type) { _, _, type, kind in identicalIsSame(type, kind) }
    default:
      return false
    }
  }

  /// `comparison`, after a shortcut: two values whose fields' bytes are identical (`ranges`,
  /// the bytes the fields cover, padding left out) are the same without comparing field by
  /// field. A view rebuilt from the same data usually is: its short strings are kept in their
  /// bits, its longer ones and its arrays point to the same storage.
  private static func identicalOrElse(_ ranges: [Range<Int>], _ comparison: @escaping Comparison) -> Comparison {
    func identical(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ bytes: Range<Int>) -> Bool {
      memcmp(a + bytes.lowerBound, b + bytes.lowerBound, bytes.count) == 0
    }
    // One or two ranges (a modifier after its content) are compared without a loop.
    switch ranges.count {
    case 1:
      let only = ranges[0]
      return { a, b in identical(a, b, only) || comparison(a, b) }
    case 2:
      let first = ranges[0]
      let second = ranges[1]
      return { a, b in (identical(a, b, first) && identical(a, b, second)) || comparison(a, b) }
    default:
      return { a, b in ranges.allSatisfy { identical(a, b, $0) } || comparison(a, b) }
    }
  }

  /// The bytes a struct's fields cover, as few ranges as they make: the bytes between them,
  /// padding, are never read.
  private struct ByteRanges {
    private(set) var ranges: [Range<Int>] = []

    mutating func add(_ offset: Int, _ size: Int) {
      guard size > 0 else { return }
      if let last = ranges.last, last.upperBound == offset {
        ranges[ranges.count - 1] = last.lowerBound..<(offset + size)
      } else {
        ranges.append(offset..<(offset + size))
      }
    }
  }

  /// Compares every field at its offset; `nil` when one field cannot be compared.
  ///
  /// Closures are kept in structs of their own (`FieldComparison`), never in tuples: a closure
  /// kept in a tuple in an array is stored in its most general form and called through two
  /// conversion thunks. The fields are compared by a chain of closures, each capturing its
  /// field's comparison and the rest of the chain: a closure called from an array's element
  /// is retained and released around the call, one captured by the caller is not.
  private static func fieldwise(_ fields: [FieldComparison]) -> Comparison? {
    var compared: [ComparedField] = []
    for field in fields {
      guard let compare = field.compare else { return nil }
      compared.append(ComparedField(offset: field.offset, compare: compare))
    }
    guard let last = compared.popLast() else { return { _, _ in true } }
    var chain: Comparison = { a, b in last.compare(a + last.offset, b + last.offset) }
    while let field = compared.popLast() {
      let rest = chain
      chain = { a, b in field.compare(a + field.offset, b + field.offset) && rest(a, b) }
    }
    return chain
  }

  /// One field of a struct: where it lies, and how it compares (`nil`: it cannot be).
  private struct FieldComparison {
    let offset: Int
    let compare: Comparison?
  }

  /// One field of a struct that can be compared.
  private struct ComparedField {
    let offset: Int
    let compare: Comparison
  }

  private static func bitwise(size: Int) -> Comparison {
    switch size {
    case 0: { _, _ in true }
    case 1: { $0.load(as: UInt8.self) == $1.load(as: UInt8.self) }
    case 8: { $0.load(as: UInt64.self) == $1.load(as: UInt64.self) }
    default: { memcmp($0, $1, size) == 0 }
    }
  }

  private static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }

  /// Compares with `==` in place (see `equalInPlace`).
  private static func equality<T: Equatable>(_: T.Type) -> Comparison {
    { a, b in
      equalInPlace(
        &UnsafeMutablePointer(mutating: a.assumingMemoryBound(to: T.self)).pointee,
        &UnsafeMutablePointer(mutating: b.assumingMemoryBound(to: T.self)).pointee)
    }
  }

  private static func objectComparison<T: ObjectReferencingProperty>(_: T.Type) -> Comparison {
    {
      $0.assumingMemoryBound(to: T.self).pointee.referencedObject
        === $1.assumingMemoryBound(to: T.self).pointee.referencedObject
    }
  }

  private static func bindingComparison<T: ComparableBinding>(_: T.Type) -> Comparison {
    { $0.assumingMemoryBound(to: T.self).pointee.isSame(as: $1.assumingMemoryBound(to: T.self).pointee) }
  }

  private static func optionalComparison<T: OptionalField>(_: T.Type) -> Comparison? {
    let wrapped = comparison(for: T.wrappedType, T.wrappedKind)
    return { a, b in
      let aIsNil = a.assumingMemoryBound(to: T.self).pointee.isNil
      let bIsNil = b.assumingMemoryBound(to: T.self).pointee.isNil
      if aIsNil || bIsNil { return aIsNil && bIsNil }
      // An optional's payload starts at its first byte.
      return wrapped?(a, b) ?? false
    }
  }

  private static func loader<T: InstallableProperty>(_: T.Type) -> (UnsafeRawPointer) -> (any InstallableProperty)? {
    { $0.assumingMemoryBound(to: T.self).pointee }
  }

  private static func anyLoader(_ type: Any.Type) -> (UnsafeRawPointer) -> Any {
    func load<T>(_: T.Type) -> (UnsafeRawPointer) -> Any { { $0.assumingMemoryBound(to: T.self).pointee } }
    return _openExistential(type, do: load)
  }
}

/// An optional field, seen without knowing what it wraps.
private protocol OptionalField {
  static var wrappedType: Any.Type { get }
  static var wrappedKind: _MetadataKind { get }
  var isNil: Bool { get }
}

extension Optional: OptionalField {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
  fileprivate static var wrappedKind: _MetadataKind { metadataKind(of: Wrapped.self) }
  fileprivate var isNil: Bool { self == nil }
}

/// Whether two values are equal by `==`, read where they lie. Code generic over a type known
/// only at run time (a view's field type, found by reflection) copies a value read through
/// `UnsafePointer.pointee` before passing it on, retaining what it holds and releasing it
/// afterwards; an `inout` argument passes the address itself, so nothing is copied. Neither
/// value is written.
private func equalInPlace<T: Equatable>(_ a: inout T, _ b: inout T) -> Bool { a == b }

/// Whether `type` is plain data (`_isPOD`): copied bit for bit, with no references.
private func isPOD(_ type: Any.Type) -> Bool {
  func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
  return _openExistential(type, do: isPOD)
}

/// The kind of a type (struct, class, optional, ...), as the runtime's field records give it.
private func metadataKind(of type: Any.Type) -> _MetadataKind {
  struct Box<T> { let value: T }
  func kind<T>(_: T.Type) -> _MetadataKind {
    var found = _MetadataKind.unknown
    _ = _forEachField(of: Box<T>.self) { _, _, _, kind in
      found = kind
      return false
    }
    return found
  }
  return _openExistential(type, do: kind)
}
