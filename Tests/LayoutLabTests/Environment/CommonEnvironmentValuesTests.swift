import Foundation
import LayoutLab
import Testing

// Each probe shows what it reads as text in a fixed 10 pt font, 5 points per character
// (TextLayoutModel rule 1: advance 0.5 × point size), so a value can be read off the width.

private struct ColorSchemeProbe: View {
  @Environment(\.colorScheme) var scheme
  var body: some View { Text(scheme == .dark ? "dark" : "light").font(.system(size: 10)) }
}

private struct SizeClassProbe: View {
  @Environment(\.horizontalSizeClass) var horizontal
  @Environment(\.verticalSizeClass) var vertical
  var body: some View {
    Text("\(name(horizontal))/\(name(vertical))").font(.system(size: 10))
  }

  private func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
    switch sizeClass {
    case .compact: "c"
    case .regular: "rr"
    case nil: ""
    }
  }
}

/// Shows `displayScale` and `pixelLength` as repeated characters: a scale of 3 is "xxx", a
/// pixel length of 1/3 is 1 character per third, so frames read as multiples of 5.
private struct ScaleProbe: View {
  @Environment(\.displayScale) var scale
  @Environment(\.pixelLength) var pixel
  var body: some View {
    VStack(spacing: 0) {
      Text(String(repeating: "x", count: Int(scale))).font(.system(size: 10)).id("scale")
      Text(String(repeating: "x", count: Int((pixel * 6).rounded()))).font(.system(size: 10)).id("pixel")
    }
  }
}

private struct SizeCategoryProbe: View {
  @Environment(\.sizeCategory) var category
  @Environment(\.dynamicTypeSize) var typeSize
  var body: some View {
    VStack(spacing: 0) {
      Text(category == .extraLarge ? "XL" : category == .large ? "L" : "?").font(.system(size: 10)).id("category")
      Text(typeSize.description).font(.system(size: 10)).id("typeSize")
    }
  }
}

private struct RegionProbe: View {
  @Environment(\.locale) var locale
  @Environment(\.calendar) var calendar
  @Environment(\.timeZone) var timeZone
  var body: some View {
    VStack(spacing: 0) {
      Text(locale.identifier).font(.system(size: 10)).id("locale")
      Text(calendar.identifier == .gregorian ? "g" : "other").font(.system(size: 10)).id("calendar")
      Text(timeZone.identifier).font(.system(size: 10)).id("timeZone")
    }
  }
}

private struct StateProbe: View {
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.redactionReasons) var reasons
  @Environment(\.scenePhase) var phase
  @Environment(\.isPresented) var isPresented
  var body: some View {
    VStack(spacing: 0) {
      Text(isEnabled ? "on" : "off").font(.system(size: 10)).id("enabled")
      Text(String(repeating: "r", count: reasons.rawValue)).font(.system(size: 10)).id("reasons")
      Text(phase == .active ? "active" : "other").font(.system(size: 10)).id("phase")
      Text(isPresented ? "yes" : "no").font(.system(size: 10)).id("presented")
    }
  }
}

private func width(_ view: some View, _ id: AnyHashable, device: DevicePreset? = nil) -> CGFloat? {
  let host = device.map { ViewHost(rootView: view, device: $0) } ?? ViewHost(rootView: view)
  return host.layout(in: CGSize(width: 400, height: 400)).frame(id: id)?.width
}

@Suite("Environment: the common SwiftUI values")
struct CommonEnvironmentValuesTests {
  @Test("colorScheme is light by default and dark where set or preferred")
  func colorScheme() {
    // "light" = 5 × 5 = 25; "dark" = 4 × 5 = 20.
    #expect(width(ColorSchemeProbe().id("p"), "p") == 25)
    #expect(width(ColorSchemeProbe().id("p").environment(\.colorScheme, .dark), "p") == 20)
    #expect(width(ColorSchemeProbe().id("p").preferredColorScheme(.dark), "p") == 20)
    // nil keeps the inherited dark.
    #expect(width(ColorSchemeProbe().id("p").preferredColorScheme(nil).environment(\.colorScheme, .dark), "p") == 20)
  }

  @Test("size classes are nil by default and come from the device preset")
  func sizeClasses() {
    // "/" alone = 5; iPhone "c/rr" = 4 × 5 = 20; iPad "rr/rr" = 25; iPhone landscape "c/c" = 15.
    #expect(width(SizeClassProbe().id("p"), "p") == 5)
    #expect(width(SizeClassProbe().id("p"), "p", device: .iPhone) == 20)
    #expect(width(SizeClassProbe().id("p"), "p", device: .iPad) == 25)
    #expect(width(SizeClassProbe().id("p"), "p", device: .iPhoneLandscape) == 15)
    // A view can still set its own: "rr/c" = 20 on an iPhone.
    let overridden = SizeClassProbe().id("p").environment(\.horizontalSizeClass, .regular)
      .environment(\.verticalSizeClass, .compact)
    #expect(width(overridden, "p", device: .iPhone) == 20)
  }

  @Test("layout(on:) takes on the device's size classes")
  func layoutOnDevice() {
    // Built for an iPhone ("c/rr" = 20), then laid out on an iPad ("rr/rr" = 25).
    let host = ViewHost(rootView: SizeClassProbe().id("p"), device: .iPhone)
    #expect(host.layout(on: .iPhone).frame(id: "p")?.width == 20)
    #expect(host.layout(on: .iPad).frame(id: "p")?.width == 25)
  }

  @Test("displayScale is 1 by default, 3 on an iPhone, and pixelLength is its inverse")
  func displayScale() {
    // Scale 1: "x" = 5, pixel 1 → 6 characters = 30. iPhone: scale 3 = 15, pixel 1/3 → 2 = 10.
    #expect(width(ScaleProbe(), "scale") == 5)
    #expect(width(ScaleProbe(), "pixel") == 30)
    #expect(width(ScaleProbe(), "scale", device: .iPhone) == 15)
    #expect(width(ScaleProbe(), "pixel", device: .iPhone) == 10)
    // Scale 2 written by a view: "xx" = 10, pixel 1/2 → 3 characters = 15.
    #expect(width(ScaleProbe().environment(\.displayScale, 2), "pixel") == 15)
  }

  @Test("sizeCategory is another spelling of dynamicTypeSize")
  func sizeCategory() {
    // Default: "L" = 5, "large" = 25. Writing .extraLarge: "XL" = 10, "xLarge" = 30.
    #expect(width(SizeCategoryProbe(), "category") == 5)
    #expect(width(SizeCategoryProbe(), "typeSize") == 25)
    let written = SizeCategoryProbe().environment(\.sizeCategory, .extraLarge)
    #expect(width(written, "category") == 10)
    #expect(width(written, "typeSize") == 30)
    #expect(ContentSizeCategory(DynamicTypeSize.accessibility1) == .accessibilityMedium)
    #expect(DynamicTypeSize(ContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
  }

  @Test("locale, calendar and time zone have fixed defaults and take written values")
  func region() {
    // "en_US" = 25, "g" = 5, "UTC" = 15; written "fr_FR" = 25, "Europe/Paris" = 60.
    #expect(width(RegionProbe(), "locale") == 25)
    #expect(width(RegionProbe(), "calendar") == 5)
    #expect(width(RegionProbe(), "timeZone") == 15)
    let paris = TimeZone(identifier: "Europe/Paris") ?? .current
    #expect(width(RegionProbe().environment(\.timeZone, paris), "timeZone") == 60)
    #expect(width(RegionProbe().environment(\.locale, Locale(identifier: "de")), "locale") == 10)
  }

  @Test("disabled(true) turns isEnabled off and an inner disabled(false) does not turn it on")
  func disabled() {
    // "on" = 10, "off" = 15.
    #expect(width(StateProbe(), "enabled") == 10)
    #expect(width(StateProbe().disabled(true), "enabled") == 15)
    #expect(width(StateProbe().disabled(false), "enabled") == 10)
    #expect(width(StateProbe().disabled(false).disabled(true), "enabled") == 15)
  }

  @Test("redacted(reason:) adds reasons and changes no size; unredacted clears them")
  func redaction() {
    // No reasons: empty text, width 0. placeholder (1) + privacy (2) = 3 characters = 15.
    #expect(width(StateProbe(), "reasons") == 0)
    #expect(width(StateProbe().redacted(reason: .privacy).redacted(reason: .placeholder), "reasons") == 15)
    #expect(width(StateProbe().unredacted().redacted(reason: .privacy), "reasons") == 0)
  }

  @Test("scenePhase is active and isPresented false by default")
  func phaseAndPresentation() {
    // "active" = 30, "other" = 25, "no" = 10.
    #expect(width(StateProbe(), "phase") == 30)
    #expect(width(StateProbe().environment(\.scenePhase, .background), "phase") == 25)
    #expect(width(StateProbe(), "presented") == 10)
  }

  @Test("openURL discards by default and calls a handler that is set")
  func openURL() {
    let url = URL(string: "https://example.com")!
    var accepted: [Bool] = []
    EnvironmentValues().openURL(url) { accepted.append($0) }
    var values = EnvironmentValues()
    values.openURL = OpenURLAction { _ in .handled }
    values.openURL(url) { accepted.append($0) }
    #expect(accepted == [false, true])
    EnvironmentValues().dismiss()
  }
}
