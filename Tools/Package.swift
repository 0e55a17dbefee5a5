// swift-tools-version: 6.1
import PackageDescription

// TabBarKit's tools: the `tabbar` command-line tool and the playground server (`tabbar serve`).
// A package of its own beside the library (which it uses by path), so that an app that adds TabBarKit
// never resolves swift-argument-parser, Hummingbird or SwiftNIO. Run from the repository root:
//
//     swift run --package-path Tools tabbar          # the gallery of built-in examples
//     swift test --package-path Tools                # the CLI's and the playground's tests

/// Settings every target of ours shares: Swift 6 mode, strict concurrency, explicit `any`.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "TabBarKitTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tabbar", targets: ["tabbar"]),
        // The web server is its own product, so `swift run --package-path Tools tabbar` never compiles
        // SwiftNIO/Hummingbird; `tabbar serve` replaces itself with `tabbar-playground` when it has been built.
        .executable(name: "tabbar-playground", targets: ["tabbar-playground"]),
    ],
    dependencies: [
        .package(name: "TabBarKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already in Hummingbird's graph; named here because the playground's connection guard is a NIO
        // channel handler and its shutdown is a ServiceGroup of its own (bounded graceful shutdown).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Test only: property tests of output paths (TabBarCLITests).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "tabbar",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarRender", package: "TabBarKit"),
                .product(name: "TabBarTools", package: "TabBarKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // Playground (issue 12): `tabbar serve` — HTTP API and the web page, on Hummingbird 2.
        .target(
            name: "TabBarPlayground",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarRender", package: "TabBarKit"),
                .product(name: "TabBarTools", package: "TabBarKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
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
                "TabBarPlayground",
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarTools", package: "TabBarKit"),
                .product(name: "TabBarTesting", package: "TabBarKit"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: swiftSettings
        ),
        // Process-level tests: the built `tabbar` and `tabbar-playground` binaries, real sockets and signals.
        .testTarget(
            name: "TabBarServerTests",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TabBarCLITests",
            dependencies: [
                "tabbar",
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarRender", package: "TabBarKit"),
                .product(name: "TabBarTools", package: "TabBarKit"),
                .product(name: "TabBarTesting", package: "TabBarKit"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
