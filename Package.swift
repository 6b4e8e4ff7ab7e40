// swift-tools-version: 6.0
// LayoutLab: SwiftUI's layout system, headless and deterministic, on Linux.
// No package dependencies: Foundation and Swift Testing from the toolchain only.
import PackageDescription

let package = Package(
  name: "LayoutLab",
  products: [
    .library(name: "LayoutLab", targets: ["LayoutLab"]),
    .library(name: "LayoutExamples", targets: ["LayoutExamples"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "LayoutChecker", targets: ["LayoutChecker"]),
    .library(name: "LayoutScenes", targets: ["LayoutScenes"]),
    .executable(name: "layoutlab", targets: ["layoutlab"]),
  ],
  targets: [
    // Core library: the engine and the SwiftUI-shaped API.
    .target(name: "LayoutLab"),
    // The layouts from the seed articles, on the public API only.
    .target(name: "LayoutExamples", dependencies: ["LayoutLab"]),
    // The package's one JSON model: values, their writer and string escaping, shared by the
    // renderers and the scene reader (internal: not a product).
    .target(name: "LayoutJSON"),
    // Rendering: layout results to strings (text tree, ...). Never prints.
    .target(name: "LayoutRendering", dependencies: ["LayoutLab", "LayoutJSON"], exclude: ["JSONSchema.md"]),
    // Contract checks for any `Layout`, for users' own tests.
    .target(name: "LayoutChecker", dependencies: ["LayoutLab"]),
    // Scene files (JSON view trees) and the built-in scenario catalog, on the public API only.
    .target(
      name: "LayoutScenes", dependencies: ["LayoutLab", "LayoutExamples", "LayoutJSON"], exclude: ["SceneFormat.md"]),
    // CLI: argument parsing and dispatch only.
    .executableTarget(
      name: "layoutlab", dependencies: ["LayoutLab", "LayoutExamples", "LayoutRendering", "LayoutScenes"]),
    // Benchmarks: the harness, workloads and reporters (a library, so tests can reach them)
    // and the thin `layout-bench` executable (`swift run -c release layout-bench`).
    .target(
      name: "BenchmarkKit",
      dependencies: ["LayoutLab", "LayoutExamples", "LayoutScenes", "LayoutRendering", "LayoutPropertyTesting"],
      path: "Benchmarks/BenchmarkKit"),
    .executableTarget(name: "layout-bench", dependencies: ["BenchmarkKit"], path: "Benchmarks/layout-bench"),
    // The engine's property testing: seeded random view trees, the properties every layout
    // keeps, the shrinker (a library, so the tests and the long run share it), and the
    // `layout-properties` executable that checks many trees (`swift run -c release layout-properties`).
    .target(
      name: "LayoutPropertyTesting", dependencies: ["LayoutLab", "LayoutExamples"], path: "Tests/LayoutPropertyTesting"),
    .executableTarget(
      name: "layout-properties", dependencies: ["LayoutPropertyTesting"], path: "Tests/layout-properties"),
    // What every test target shares: layout assertions with a tolerance and the runner of the
    // built `layoutlab` binary.
    .target(name: "LayoutTestSupport", dependencies: ["LayoutLab"], path: "Tests/LayoutTestSupport"),
    // The seed articles' layouts transcribed once, as written (bugs included), on LayoutLab
    // alone: the compatibility tests run them as SwiftUI code, the checker tests find their bugs.
    .target(name: "SeedTranscriptions", dependencies: ["LayoutLab"], path: "Tests/SeedTranscriptions"),
    // Tests.
    .testTarget(
      name: "LayoutLabTests",
      dependencies: ["LayoutLab", "LayoutExamples", "LayoutPropertyTesting", "LayoutTestSupport"]),
    // SwiftUI code with only the import changed: imports LayoutLab alone, never `@testable`, so
    // it proves the public API is enough (the shared assertions and seed transcriptions come
    // through one support file).
    .testTarget(
      name: "SwiftUICompatibilityTests", dependencies: ["LayoutLab", "LayoutTestSupport", "SeedTranscriptions"]),
    .testTarget(
      name: "LayoutCheckerTests",
      dependencies: ["LayoutLab", "LayoutChecker", "LayoutExamples", "LayoutTestSupport", "SeedTranscriptions"]),
    .testTarget(
      name: "LayoutExamplesTests",
      dependencies: ["LayoutLab", "LayoutExamples", "LayoutChecker", "LayoutPropertyTesting", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutRenderingTests", dependencies: ["LayoutLab", "LayoutRendering", "LayoutTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "LayoutScenesTests",
      dependencies: ["LayoutLab", "LayoutExamples", "LayoutScenes", "LayoutRendering", "LayoutTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BenchmarkKitTests", dependencies: ["BenchmarkKit", "LayoutLab", "LayoutExamples", "LayoutTestSupport"],
      path: "Benchmarks/BenchmarkKitTests"),
    // End-to-end tests of the built `layoutlab` binary.
    .testTarget(name: "LayoutlabCLITests", dependencies: ["layoutlab", "LayoutTestSupport"]),
    // The documentation catalogs' code listings, compiled and run; their pasted outputs and
    // pictures compared with what the built `layoutlab` prints now.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "LayoutLab", "LayoutExamples", "LayoutChecker", "LayoutScenes", "LayoutRendering", "LayoutTestSupport",
        "layoutlab",
      ]),
  ]
)
