// swift-tools-version: 6.0
// A Swift Playgrounds app package: open it in Xcode (or Swift Playgrounds) and run.
import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

#if canImport(AppleProductTypes)
let products: [Product] = [
    .iOSApplication(
        name: "UIKitContainer",
        targets: ["UIKitContainer"],
        bundleIdentifier: "org.tabbarkit.examples.uikitcontainer",
        teamIdentifier: "",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .note),
        accentColor: .presetColor(.indigo),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
    )
]
#else
let products: [Product] = []
#endif

let package = Package(
    name: "UIKitContainer",
    platforms: [.iOS("17.0")],
    products: products,
    dependencies: [.package(name: "TabBarKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "UIKitContainer",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarUIKit", package: "TabBarKit"),
            ],
            path: ".",
            exclude: ["Package.swift"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
