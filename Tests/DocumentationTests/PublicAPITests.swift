import Foundation
import Testing

/// The top-level names SwiftUI code spells that LayoutLab declares `public`: SwiftUI's own (with
/// its underscored types that appear in signatures), Core Graphics' line caps and joins, and
/// Combine's `ObservableObjectPublisher`, both of which SwiftUI code reaches through SwiftUI.
/// Checked against https://developer.apple.com/documentation/swiftui when they were added.
private let swiftUINames: Set<String> = [
  "Alignment", "AlignmentID", "Anchor", "Angle", "AngularGradient", "Animatable", "AnimatablePair",
  "Animation", "AnimationCompletionCriteria", "AnyLayout", "AnyShapeStyle", "AnyTransition", "AnyView",
  "Axis", "BackgroundStyle", "Bindable", "Binding", "BlendMode", "BorderedButtonStyle",
  "BorderedProminentButtonStyle", "BorderlessButtonStyle", "Button", "ButtonRole", "ButtonStyle",
  "ButtonStyleConfiguration", "CGLineCap", "CGLineJoin", "Capsule", "Circle", "Color",
  "ColorRenderingMode", "ColorScheme", "ContainerRelativeShape", "ContentMode", "ContentSizeCategory",
  "CoordinateSpace", "CoordinateSpaceProtocol", "DefaultButtonStyle", "DefaultLabelStyle",
  "DefaultListStyle", "DefaultPickerStyle", "DefaultToggleStyle", "DisclosureGroup", "DismissAction",
  "Divider", "DragGesture", "DynamicProperty", "DynamicTypeSize", "Edge", "EdgeInsets", "Ellipse",
  "EmptyAnimatableData", "EmptyModifier", "EmptyView", "Environment", "EnvironmentKey",
  "EnvironmentObject", "EnvironmentValues", "EquatableView", "FillStyle", "Font", "ForEach",
  "ForegroundStyle", "Form", "GeometryProxy", "GeometryReader", "Gesture", "GestureMask",
  "GlobalCoordinateSpace", "Gradient", "Grid", "GridItem", "GridLayout", "GridRow", "Group", "GroupBox",
  "GroupedListStyle", "HStack", "HStackLayout", "HierarchicalShapeStyle", "HorizontalAlignment",
  "HorizontalEdge", "IconOnlyLabelStyle", "Image", "ImageRenderer", "InlinePickerStyle",
  "InsetGroupedListStyle", "InsetListStyle", "InsettableShape", "Label", "LabelStyle",
  "LabelStyleConfiguration", "Layout", "LayoutDirection", "LayoutProperties", "LayoutSubview",
  "LayoutSubviews", "LayoutValueKey", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
  "LinearGradient", "Link", "List", "ListStyle", "LocalCoordinateSpace", "LocalizedStringKey",
  "LongPressGesture", "Material", "Menu", "MenuPickerStyle", "ModifiedContent", "NSHostingView",
  "NSViewRepresentable", "NamedCoordinateSpace", "NavigationBarItem", "NavigationLink",
  "NavigationLinkPickerStyle", "NavigationPath", "NavigationStack", "NavigationView", "ObservableObject",
  "ObservableObjectPublisher", "ObservedObject", "OffsetShape", "OpenURLAction", "Path", "Picker",
  "PickerStyle", "PinnedScrollableViews", "PlainButtonStyle", "PlainListStyle", "PreferenceKey",
  "PreviewProvider", "PrimitiveButtonStyle", "PrimitiveButtonStyleConfiguration", "ProgressView",
  "ProposedViewSize", "Published", "RadialGradient", "Rectangle", "RectangleCornerRadii",
  "RedactionReasons", "RotatedShape", "RoundedCornerStyle", "RoundedRectangle", "SafeAreaRegions",
  "ScaledShape", "ScenePhase", "ScrollIndicatorVisibility", "ScrollView", "ScrollPosition", "Section", "SecureField",
  "SegmentedPickerStyle", "Shape", "ShapeStyle", "ShareLink", "SidebarListStyle", "Slider", "Spacer",
  "State", "StateObject", "Stepper", "StrokeStyle", "SwitchToggleStyle", "SymbolRenderingMode",
  "TabView", "TapGesture", "Text", "TextAlignment", "TextEditor", "TextField", "TintShapeStyle",
  "TitleAndIconLabelStyle", "TitleOnlyLabelStyle", "Toggle", "ToggleStyle", "ToggleStyleConfiguration",
  "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "Transaction", "TupleView",
  "UIHostingController", "UIViewControllerRepresentable", "UIViewRepresentable",
  "UnevenRoundedRectangle", "UnitPoint", "UserInterfaceSizeClass", "VStack", "VStackLayout",
  "VectorArithmetic", "VerticalAlignment", "VerticalEdge", "View", "ViewBuilder", "ViewDimensions",
  "ViewModifier", "ViewSpacing", "ViewThatFits", "Visibility", "WheelPickerStyle", "WindowGroup",
  "ZStack", "ZStackLayout", "_ConditionalContent", "_FormatSpecifiable", "_GridLayoutCache",
  "_InsetShape", "_ShapeView", "_StackLayoutCache", "_StrokedShape", "_TrimmedShape",
  "_ViewModifier_Content", "withAnimation", "withTransaction",
]

/// The names declared `public` at the top level of LayoutLab's sources (types, functions,
/// constants), with the file of each.
private func topLevelPublicNames() -> [(name: String, file: String)] {
  let sources = DocumentationFiles.packageRoot.appendingPathComponent("Sources/LayoutLab")
  let pattern = /^public (?:final )?(?:struct|class|enum|protocol|typealias|func|var|let) ([A-Za-z_][A-Za-z0-9_]*)/
  var names: [(String, String)] = []
  for file in DocumentationFiles.files(in: sources, withExtension: "swift") {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
    for line in text.split(separator: "\n") {
      if let match = line.firstMatch(of: pattern) { names.append((String(match.1), file.lastPathComponent)) }
    }
  }
  return names
}

/// The "LayoutLab's own API" article.
private func ownAPIArticle() throws -> String {
  try String(
    contentsOf: DocumentationFiles.packageRoot.appendingPathComponent(
      "Sources/LayoutLab/LayoutLab.docc/LayoutLabsOwnAPI.md"),
    encoding: .utf8)
}

@Suite("LayoutLab's public API is SwiftUI's names and the ones its own-API article explains")
struct PublicAPITests {
  @Test("Every top-level public name is SwiftUI's or listed, with its reason, in the own-API article")
  func everyOwnNameIsExplained() throws {
    let article = try ownAPIArticle()
    let names = topLevelPublicNames()
    // Well over two hundred names: the scan found the sources.
    #expect(names.count > 200)
    for (name, file) in names where !swiftUINames.contains(name) {
      #expect(
        article.contains("``\(name)``") || article.contains("`\(name)`"),
        "\(name) (\(file)) is public, is not SwiftUI's, and the LayoutLab's own API article does not explain it")
    }
  }

  @Test("The names the article says were made package are not public at the top level")
  func packageNamesStayPackage() throws {
    let article = try ownAPIArticle()
    guard let start = article.range(of: "### Made `package`"),
      let end = article.range(of: "###", range: start.upperBound..<article.endIndex)
    else {
      Issue.record("the article has no \"Made package\" section before another section")
      return
    }
    // The first cell of each table row: `formatLength(_:)`, `EnvironmentWriter`, `IDView`, ...
    let rows = article[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }
    let topLevel = rows.flatMap { row in
      row.split(separator: "|").first.map { cell in
        cell.matches(of: /`([A-Za-z_][A-Za-z0-9_]*)(?:\(_:\))?`/).map { String($0.1) }
      } ?? []
    }
    #expect(topLevel.contains("formatLength") && topLevel.contains("IDView"))
    let publicNames = Set(topLevelPublicNames().map(\.name))
    for name in topLevel {
      #expect(!publicNames.contains(name), "\(name) is listed as package but declared public")
    }
  }
}
