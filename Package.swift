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
        .library(name: "TabBarRender", targets: ["TabBarRender"]),
        .library(name: "TabBarTools", targets: ["TabBarTools"]),
        .library(name: "TabBarHost", targets: ["TabBarHost"]),
        .library(name: "TabBarSwiftUI", targets: ["TabBarSwiftUI"]),
        .library(name: "TabBarUIKit", targets: ["TabBarUIKit"]),
        .library(name: "TabBarTesting", targets: ["TabBarTesting"]),
        .executable(name: "tabbar", targets: ["tabbar"]),
        // Playground (issue 12): the web server lives in its own product so `swift build --product tabbar`
        // never compiles SwiftNIO/Hummingbird; `tabbar serve` runs `tabbar-playground` when it has been built.
        .library(name: "TabBarPlayground", targets: ["TabBarPlayground"]),
        .executable(name: "tabbar-playground", targets: ["tabbar-playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // DocC catalogs: `swift package generate-documentation` (see .ci/run, "Documentation").
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Playground (issue 12): the HTTP server.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .target(name: "TabBarCore", swiftSettings: swiftSettings),
        .target(name: "TabBarRender", dependencies: ["TabBarCore"], swiftSettings: swiftSettings),
        .target(name: "TabBarTools", dependencies: ["TabBarCore"], swiftSettings: swiftSettings),
        // Host support that builds everywhere (Linux too): the observable store, effect mappings.
        .target(name: "TabBarHost", dependencies: ["TabBarCore"], swiftSettings: swiftSettings),
        // Front ends: every file is wrapped whole in `#if canImport(SwiftUI)` / `#if canImport(UIKit) && !os(watchOS)`.
        .target(name: "TabBarSwiftUI", dependencies: ["TabBarCore", "TabBarHost"], swiftSettings: swiftSettings),
        .target(name: "TabBarUIKit", dependencies: ["TabBarCore", "TabBarHost"], swiftSettings: swiftSettings),
        .target(name: "TabBarTesting", dependencies: ["TabBarCore", "TabBarRender", "TabBarTools"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "tabbar",
            dependencies: [
                "TabBarCore", "TabBarRender", "TabBarTools",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // Playground (issue 12): `tabbar serve` — HTTP API and the web page, on Hummingbird 2.
        .target(
            name: "TabBarPlayground",
            dependencies: [
                "TabBarCore", "TabBarRender", "TabBarTools",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "tabbar-playground",
            dependencies: [
                "TabBarPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarPlaygroundTests",
            dependencies: [
                "TabBarPlayground", "TabBarCore", "TabBarTools",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarCoreTests",
            dependencies: [
                "TabBarCore", "TabBarRender", "TabBarTools", "TabBarTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarHostTests",
            dependencies: ["TabBarCore", "TabBarHost", "TabBarTesting"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarCLITests",
            dependencies: [
                "tabbar", "TabBarCore", "TabBarRender", "TabBarTools", "TabBarTesting",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
