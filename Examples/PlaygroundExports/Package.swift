// swift-tools-version: 6.0
// Not an app: the playground's SwiftUI and UIKit Swift exports, written by
// `Tests/TabBarPlaygroundTests/ExportFixtureTests.swift` and compiled for iOS by `Scripts/ios-check.sh`.
import PackageDescription

let package = Package(
    name: "PlaygroundExports",
    platforms: [.iOS("17.0")],
    dependencies: [.package(name: "TabBarKit", path: "../..")],
    targets: [
        .target(
            name: "SwiftUIExport",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarHost", package: "TabBarKit"),
                .product(name: "TabBarSwiftUI", package: "TabBarKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "UIKitExport",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarUIKit", package: "TabBarKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
