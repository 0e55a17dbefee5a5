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
        .library(name: "TabBarTesting", targets: ["TabBarTesting"]),
        .executable(name: "tabbar", targets: ["tabbar"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "TabBarCore", swiftSettings: swiftSettings),
        .target(name: "TabBarRender", dependencies: ["TabBarCore"], swiftSettings: swiftSettings),
        .target(name: "TabBarTesting", dependencies: ["TabBarCore", "TabBarRender"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "tabbar",
            dependencies: [
                "TabBarCore", "TabBarRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarCoreTests",
            dependencies: [
                "TabBarCore", "TabBarRender", "TabBarTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarCLITests",
            dependencies: [
                "tabbar", "TabBarCore", "TabBarRender", "TabBarTesting",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
