// swift-tools-version: 6.0
// A Swift Playgrounds app package: open it in Xcode or Swift Playgrounds on a Mac or iPad and run it.
// On other machines (Linux, CI) the app product is left out and the target compiles by name.
import PackageDescription
#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

#if canImport(AppleProductTypes)
let products: [Product] = [
    .iOSApplication(
        name: "Social",
        targets: ["Social"],
        bundleIdentifier: "org.tabbarkit.examples.social",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .chatMessage),
        accentColor: .presetColor(.indigo),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
    )
]
#else
let products: [Product] = []
#endif

let package = Package(
    name: "Social",
    defaultLocalization: "en",
    platforms: [.iOS("17.0")],
    products: products,
    dependencies: [.package(name: "TabBarKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "Social",
            dependencies: [
                .product(name: "TabBarCore", package: "TabBarKit"),
                .product(name: "TabBarHost", package: "TabBarKit"),
                .product(name: "TabBarSwiftUI", package: "TabBarKit"),
            ],
            path: ".",
            exclude: ["Package.swift"],
            resources: [.process("Localizable.xcstrings")]
        )
    ]
)
