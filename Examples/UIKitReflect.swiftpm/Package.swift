// swift-tools-version: 6.0
// A Swift Playgrounds app package: open it in Xcode (or Swift Playgrounds) and run.
import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

#if canImport(AppleProductTypes)
let products: [Product] = [
    .iOSApplication(
        name: "UIKitReflect",
        targets: ["UIKitReflect"],
        bundleIdentifier: "org.tabbarkit.examples.uikitreflect",
        teamIdentifier: "",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .leaf),
        accentColor: .presetColor(.indigo),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
    )
]
#else
let products: [Product] = []
#endif

let package = Package(
    name: "UIKitReflect",
    platforms: [.iOS("17.0")],
    products: products,
    dependencies: [.package(name: "TabBarKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "UIKitReflect",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarTools", package: "TabBarKit"),
                .product(name: "TabBarUIKit", package: "TabBarKit"),
            ],
            path: ".",
            exclude: ["Package.swift"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
