// swift-tools-version: 6.0
// Not an app: the first code block of docs/swiftui.md and of docs/uikit.md, each as the whole of a fresh
// client's source (kept equal to the docs by Tests/TabBarCoreTests/DocSnippetTests.swift) and compiled for
// iOS by Scripts/ios-check.sh, so a newcomer's first copy-paste builds; and two clients written the platform's
// way (TabViewWay.swift, PlatformWay.swift: issue 29), whose behaviour Tests/TabBarHostTests/PlatformWayTests.swift
// drives on Linux through the same driver, planner and store.
import PackageDescription

let package = Package(
    name: "DocClients",
    platforms: [.iOS("17.0")],
    dependencies: [.package(name: "TabBarKit", path: "../..")],
    targets: [
        .target(
            name: "SwiftUIClient",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarHost", package: "TabBarKit"),
                .product(name: "TabBarSwiftUI", package: "TabBarKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The doc comments' SwiftUI and UIKit examples (issue 29): each appears verbatim here, in the context it needs.
        .target(
            name: "DocCommentClient",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarHost", package: "TabBarKit"),
                .product(name: "TabBarSwiftUI", package: "TabBarKit"),
                .product(name: "TabBarUIKit", package: "TabBarKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "UIKitClient",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarHost", package: "TabBarKit"),
                .product(name: "TabBarUIKit", package: "TabBarKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
