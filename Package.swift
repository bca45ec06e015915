// swift-tools-version: 6.1
// 6.1 because ordo-one/benchmark needs package traits (see the `env` notes): we enable only
// `MallocInterposer`, which keeps the Swift 6.3 runtime interposer (not available here) out.
import PackageDescription

let strictSwift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "TouchKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TouchKit", targets: ["TouchKit"]),
        .library(name: "TouchKitEvdev", targets: ["TouchKitEvdev"]),
        .executable(name: "touchkit", targets: ["touchkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "TouchKit", swiftSettings: strictSwift6),
        // Real touch input on Linux (evdev multi-touch protocol B) and recorded touch traces; the core does not
        // depend on it. Pure Swift (no libevdev): README, "Running on a Linux touch screen".
        .target(name: "TouchKitEvdev", dependencies: ["TouchKit"], swiftSettings: strictSwift6),
        .executableTarget(
            name: "touchkit",
            dependencies: [
                "TouchKit", "TouchKitEvdev", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift6
        ),
        // The tests also import the CLI's demos (`@testable import touchkit`): each seed demo is a test of what the talk
        // says the user sees.
        .testTarget(
            name: "TouchKitTests", dependencies: ["TouchKit", "TouchKitEvdev", "touchkit"], swiftSettings: strictSwift6),
        // UIKit touch code as iOS projects write it, ported only by the mechanical steps (README, "Porting UIKit
        // code"), one file per ported class, each with the tests that drive it: in Swift 6, and in Swift 5 for
        // code that was never annotated for concurrency.
        .testTarget(name: "PortedUIKitCodeTests", dependencies: ["TouchKit"], swiftSettings: strictSwift6),
        .testTarget(
            name: "PortedUIKitCodeSwift5Tests", dependencies: ["TouchKit"], swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "TouchKitBenchmarks",
            dependencies: ["TouchKit", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/TouchKitBenchmarks",
            swiftSettings: strictSwift6,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
