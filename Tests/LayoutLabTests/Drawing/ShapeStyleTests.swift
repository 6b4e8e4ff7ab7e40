import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Colours, angles and gradients: values worked by hand from their definitions.

@Suite("Shape styles and angles")
struct ShapeStyleTests {
  @Test("Color(hue:saturation:brightness:) converts as HSB does")
  func hsb() {
    // Hue 0 is red; 1/3 green; 2/3 blue; saturation 0 is grey at the brightness.
    let red = Color(hue: 0, saturation: 1, brightness: 1)
    #expect([red.red, red.green, red.blue] == [1, 0, 0])
    let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1)
    #expect(abs(green.green - 1) < 1e-9 && abs(green.red) < 1e-9 && abs(green.blue) < 1e-9)
    let grey = Color(hue: 0.7, saturation: 0, brightness: 0.5, opacity: 0.4)
    #expect([grey.red, grey.green, grey.blue, grey.opacity] == [0.5, 0.5, 0.5, 0.4])
    // Hue 1/12 (30°) at full saturation: sector 0 with f = 0.5, so green = 1 − (1 − 0.5) = 0.5.
    let orange = Color(hue: 1.0 / 12, saturation: 1, brightness: 1)
    #expect(abs(orange.green - 0.5) < 1e-9)
  }

  @Test("Colour opacity multiplies, and the system colours include accentColor, primary and secondary")
  func colours() {
    #expect(Color.red.opacity(0.5).opacity(0.5).opacity == 0.25)
    #expect(Color.accentColor.description == "Color.accentColor")
    #expect(Color.primary.description == "Color.primary")
    #expect(Color.secondary.opacity == 0.6)
  }

  @Test("Angle converts between degrees and radians, and adds")
  func angles() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Angle.radians(.pi / 2).degrees == 90)
    #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
    #expect(Angle.degrees(90) - .degrees(30) > .degrees(59))
    #expect(Angle.zero == Angle())
    var angle = Angle.zero
    angle.degrees = 45
    #expect(abs(angle.radians - .pi / 4) < 1e-12)
  }

  @Test("Gradient(colors:) spreads its stops evenly from 0 to 1")
  func gradientStops() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    let linear = LinearGradient.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    #expect(linear.gradient.stops.map(\.color) == [.red, .blue])
    let angular = AngularGradient(gradient: gradient, center: .center, angle: .degrees(90))
    #expect(angular.endAngle == .degrees(450))
  }

  @Test("Gradients, materials and hierarchical styles paint shapes with one picture colour")
  func stylesAsFills() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        Rectangle().fill(.radialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 10)).id(
          "radial")
        Rectangle().fill(
          .angularGradient(colors: [.blue, .red], center: .center, startAngle: .zero, endAngle: .degrees(90))
        ).id("angular")
        Rectangle().fill(.regularMaterial).id("material")
        Rectangle().fill(.secondary).id("secondary")
        LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom).id("view")
      })
    #expect(result.view(id: "radial")?.appearance.fill == .yellow)
    #expect(result.view(id: "angular")?.appearance.shape?.gradient == Gradient(colors: [.blue, .red]))
    #expect(result.view(id: "material")?.appearance.fill?.opacity == 0.65)
    #expect(result.view(id: "secondary")?.appearance.fill?.opacity == 0.6)
    // A gradient used as a view is greedy like a colour: five views share 300 points, 60 each.
    expectFrame(result, "view", rect(240, 0, 60, 300))
  }
}
