// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The root package is referenced by path; its identity is its folder's name, whatever the clone is called.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TabBarBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads, shared by the benchmarks and the instruction-count probe.
        .target(
            name: "Scenarios",
            dependencies: [
                .product(name: "TabBarCore", package: rootIdentity),
                .product(name: "TabBarDisplay", package: rootIdentity),
                .product(name: "TabBarHost", package: rootIdentity),
                .product(name: "TabBarRender", package: rootIdentity),
                .product(name: "TabBarTesting", package: rootIdentity),
                .product(name: "TabBarTools", package: rootIdentity),
            ],
            path: "Benchmarks/Scenarios",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                "Scenarios",
                .product(name: "TabBarCore", package: rootIdentity),
                .product(name: "TabBarRender", package: rootIdentity),
                .product(name: "TabBarTesting", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Instruction counts under callgrind (see README.md): one scenario, one or more iterations.
        .executableTarget(
            name: "InstructionProbe",
            dependencies: ["Scenarios"],
            path: "Probe/InstructionProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
