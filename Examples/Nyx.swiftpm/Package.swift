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
        name: "Nyx",
        targets: ["Nyx"],
        bundleIdentifier: "org.tabbarkit.examples.nyx",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .moon),
        accentColor: .presetColor(.indigo),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
    )
]
#else
let products: [Product] = []
#endif

let package = Package(
    name: "Nyx",
    platforms: [.iOS("17.0")],
    products: products,
    dependencies: [.package(name: "TabBarKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "Nyx",
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
