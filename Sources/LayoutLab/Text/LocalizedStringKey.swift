import Foundation

/// The key a `Text` made from a string literal looks up; LayoutLab has no string tables, so a
/// key shows as itself.
///
/// SwiftUI parity: `LocalizedStringKey`. An interpolation is formatted as SwiftUI formats it
/// when no table has the key: integers in decimal, `Double`, `Float` and `CGFloat` with
/// `%lf` (six decimals: `"\(2.5)"` shows `2.500000`), or with the `specifier:` given; a
/// `Text` by its characters. Other values do not compile, as in SwiftUI.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key shows.
  let resolved: String

  public init(_ value: String) {
    resolved = value
  }

  public init(stringLiteral value: String) {
    resolved = value
  }

  public init(stringInterpolation: StringInterpolation) {
    resolved = stringInterpolation.output
  }

  /// A string literal with interpolations, while it is being built.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) {
      output += literal
    }

    public mutating func appendInterpolation(_ string: String) {
      output += string
    }

    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      output += String(format: value._specifier, value._arg)
    }

    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      output += String(format: specifier, value._arg)
    }

    public mutating func appendInterpolation(_ text: Text) {
      output += text.string
    }
  }
}

/// A value a `LocalizedStringKey` interpolation formats with a `printf` specifier.
///
/// SwiftUI parity: `_FormatSpecifiable`, with the same conforming types and specifiers.
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: _Arg { get }
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  public var _arg: Int64 { Int64(self) }
  public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
  public var _arg: UInt64 { UInt64(self) }
  public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { self }
  public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { self }
  public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
  public var _arg: CGFloat { self }
  public var _specifier: String { "%lf" }
}
