// swift-tools-version: 6.1
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode, strict concurrency, explicit `any`.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "TabBarKit",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "TabBarCore", targets: ["TabBarCore"]),
        .library(name: "TabBarDisplay", targets: ["TabBarDisplay"]),
        .library(name: "TabBarRender", targets: ["TabBarRender"]),
        .library(name: "TabBarTools", targets: ["TabBarTools"]),
        .library(name: "TabBarHost", targets: ["TabBarHost"]),
        .library(name: "TabBarSwiftUI", targets: ["TabBarSwiftUI"]),
        .library(name: "TabBarUIKit", targets: ["TabBarUIKit"]),
        .library(name: "TabBarTesting", targets: ["TabBarTesting"]),
    ],
    // Only tests and documentation depend on other packages: an app that adds TabBarKit resolves none
    // (a client check in .ci/run keeps it so). The tools (the `tabbar` CLI, the playground server) are in
    // Tools/, the benchmarks in Benchmarks/ and the fuzz targets in Fuzz/: packages of their own beside this one.
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // DocC catalogs: `swift package generate-documentation` (see .ci/run, "Documentation").
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TabBarCore", swiftSettings: swiftSettings),
        // The bar as a display list, the one walker and painting interface, the recorder: ships to iOS.
        .target(name: "TabBarDisplay", dependencies: ["TabBarCore"], swiftSettings: swiftSettings),
        // The SVG painter, the built-in vector icons, Inter metrics and the sample screen: Linux and tools.
        .target(name: "TabBarRender", dependencies: ["TabBarCore", "TabBarDisplay"], swiftSettings: swiftSettings),
        .target(name: "TabBarTools", dependencies: ["TabBarCore"], swiftSettings: swiftSettings),
        // Host support that builds everywhere (Linux too): the observable store, the input layer, the clock,
        // the presenter both front ends draw from, effect mappings.
        .target(name: "TabBarHost", dependencies: ["TabBarCore", "TabBarDisplay"], swiftSettings: swiftSettings),
        // Front ends: every file is wrapped whole in `#if canImport(SwiftUI)` / `#if canImport(UIKit) && !os(watchOS)`.
        // SwiftUI's container is the UIKit container, each tab in its own hosting controller (as `TabView` is built).
        .target(name: "TabBarSwiftUI", dependencies: ["TabBarCore", "TabBarDisplay", "TabBarHost", "TabBarUIKit"], swiftSettings: swiftSettings),
        .target(name: "TabBarUIKit", dependencies: ["TabBarCore", "TabBarDisplay", "TabBarHost"], swiftSettings: swiftSettings),
        .target(name: "TabBarTesting", dependencies: ["TabBarCore", "TabBarDisplay", "TabBarRender", "TabBarTools"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TabBarCoreTests",
            dependencies: [
                "TabBarCore", "TabBarDisplay", "TabBarRender", "TabBarTools", "TabBarTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarHostTests",
            dependencies: ["TabBarCore", "TabBarDisplay", "TabBarHost", "TabBarTesting"],
            swiftSettings: swiftSettings
        ),
    ]
)
