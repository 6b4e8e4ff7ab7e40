// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MyViews",
  dependencies: [
    .package(name: "LayoutLab", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "MyViews",
      dependencies: [
        .product(name: "LayoutLab", package: "LayoutLab"),
        .product(name: "LayoutRendering", package: "LayoutLab"),
      ])
  ]
)
