// swift-tools-version: 6.1
import PackageDescription

// Coverage-guided fuzz targets (libFuzzer) for TabBarKit's input readers. Build and run one with
// `Scripts/fuzz.sh TARGET SECONDS`; it passes `-sanitize=fuzzer,address -parse-as-library`, so
// libFuzzer supplies `main` and AddressSanitizer catches memory errors and leaks.
// A separate package, so library users and the main build never see these targets.
let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "TabBarFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "TabBarKit", path: "..")],
    targets: [
        // Calls libFuzzer's driver from each target's SwiftPM-named entry point (`<Target>_main`).
        .target(name: "FuzzDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: ["FuzzDriver", .product(name: "TabBarCore", package: "TabBarKit"), .product(name: "TabBarTools", package: "TabBarKit")],
            swiftSettings: swiftSettings),
        .executableTarget(name: "FuzzConfiguration", dependencies: ["FuzzSupport"], swiftSettings: swiftSettings),
        .executableTarget(name: "FuzzScript", dependencies: ["FuzzSupport"], swiftSettings: swiftSettings),
        .executableTarget(name: "FuzzTokens", dependencies: ["FuzzSupport"], swiftSettings: swiftSettings),
        .executableTarget(name: "FuzzTheme", dependencies: ["FuzzSupport"], swiftSettings: swiftSettings),
        .executableTarget(name: "FuzzRestore", dependencies: ["FuzzSupport"], swiftSettings: swiftSettings),
    ]
)
