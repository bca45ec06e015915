// swift-tools-version: 6.1
// 6.1 because ordo-one/benchmark needs package traits (see the `env` notes): we enable only
// `MallocInterposer`, which keeps the Swift 6.3 runtime interposer (not available here) out.
import Foundation
import PackageDescription

let strictSwift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

// `import UIKit`, `import CoreGraphics` and `import QuartzCore` for ported code (docs/Porting.md, "The imports"):
// three small modules that re-export TouchKit and Foundation's geometry, in the `TouchKit` product so that a package
// depending on that product alone can import them. They are declared only when the manifest is evaluated on Linux:
// on an Apple platform a module of the same name in the build would shadow Apple's own (the build's module folder is
// searched before the SDK), so there they must not exist at all, not even empty. The manifest is compiled for the
// machine that builds, and every Apple-platform build evaluates it on macOS; cross-compiling from macOS to Linux
// (the Static Linux SDK) therefore goes without them, and ported code there imports TouchKit.
// With them come two empty modules, `_Testing_UIKit` and `_Testing_CoreGraphics`: Linux toolchains declare Swift
// Testing's cross-import overlays for those names, so a test file importing Testing and UIKit needs them to exist.
#if os(Linux)
let uikitNamedModules = ["UIKit", "CoreGraphics", "QuartzCore", "_Testing_UIKit", "_Testing_CoreGraphics"]
#else
let uikitNamedModules: [String] = []
#endif

let package = Package(
    name: "TouchKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TouchKit", targets: ["TouchKit"] + uikitNamedModules),
        .library(name: "TouchKitTesting", targets: ["TouchKitTesting"]),
        .library(name: "TouchKitPictures", targets: ["TouchKitPictures"]),
        .library(name: "TouchKitEvdev", targets: ["TouchKitEvdev"]),
        .executable(name: "touchkit", targets: ["touchkit"]),
        .executable(name: "touchkit-play", targets: ["touchkit-play"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The playground's web server (`touchkit-play`); only the TouchKitPlayground target uses them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // `swift package generate-documentation` (scripts/check-docs.sh): TouchKit's DocC catalog, and the symbols of
        // TouchKitTesting and TouchKitPictures.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine an app links: views, events, recognizers, scroll views, lists, interactions, dynamics, and the
        // explanations (`TouchExplanation`, `TouchExplainer`). The explanations stay here because they answer "why
        // didn't my gesture fire" wherever the touches come from (a device through TouchKitEvdev, the playground,
        // a test): they read only the window's trace events, cost nothing until tracing is turned on, and the CLI
        // and playground use them outside tests.
        .target(name: "TouchKit", swiftSettings: strictSwift6),
        // What users import in their tests, as Flutter's flutter_test sits beside flutter: the touch simulator
        // (scripted input on the virtual clock) and the invariant checker. Not in the engine: an app never needs it.
        .target(name: "TouchKitTesting", dependencies: ["TouchKit"], swiftSettings: strictSwift6),
        // SVG pictures of a window (snapshots, filmstrips) and of its trace (timelines). Their own library, not the
        // engine's and not TouchKitTesting's: the demos, the playground and the documentation's pictures draw them
        // outside tests, and a test that wants a picture imports it on purpose. It needs only the engine.
        .target(name: "TouchKitPictures", dependencies: ["TouchKit"], swiftSettings: strictSwift6),
        // The storm's and the fuzzer's scenario generator (`TouchScenario`, the `Scenario*` parts, `FuzzInput`): a
        // random scene and touch stream played with the invariant checker on. Not a product: only the tests, the
        // storm worker (scripts/storm.sh) and the fuzz target (scripts/fuzz-build.sh) use it; the two scripts compile
        // it with swiftc from the same folder.
        .target(name: "TouchKitScenarios", dependencies: ["TouchKit", "TouchKitTesting"], swiftSettings: strictSwift6),
        // Real touch input on Linux (evdev multi-touch protocol B) and recorded touch traces; the core does not
        // depend on it. Pure Swift (no libevdev): README, "Running on a Linux touch screen".
        .target(name: "TouchKitEvdev", dependencies: ["TouchKit"], swiftSettings: strictSwift6),
        // The demo scenes, in one place that the CLI, the playground and the tests share.
        .target(
            name: "TouchKitScenes", dependencies: ["TouchKit", "TouchKitTesting", "TouchKitPictures", "TouchKitEvdev"],
            swiftSettings: strictSwift6
        ),
        // The playground's web server: runs the scenes and serves a page to touch them with. The engine (TouchKit)
        // never depends on it.
        .target(
            name: "TouchKitPlayground",
            dependencies: [
                "TouchKit", "TouchKitPictures", "TouchKitScenes", "TouchKitEvdev",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            swiftSettings: strictSwift6
        ),
        // The native window's logic with no SDL in it, built and tested everywhere (see `windowTargets` below): the
        // scenes a host shows (`HostedScene`, the test card), replay into them, the view tree as draw commands, and
        // the event loop over an abstract event source, canvas and real clock. The CLI's `replay --scene` and
        // `listen --scene` use it too.
        .target(
            name: "TouchKitWindowHost",
            dependencies: ["TouchKit", "TouchKitTesting", "TouchKitPictures", "TouchKitScenes", "TouchKitEvdev"],
            swiftSettings: strictSwift6
        ),
        .executableTarget(
            name: "touchkit",
            dependencies: [
                "TouchKit", "TouchKitTesting", "TouchKitPictures", "TouchKitScenes", "TouchKitEvdev", "TouchKitWindowHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift6
        ),
        // `touchkit-play`: the playground as its own executable, so that `swift run touchkit demo` builds neither
        // Hummingbird nor swift-nio.
        .executableTarget(
            name: "touchkit-play",
            dependencies: [
                "TouchKitPlayground", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift6
        ),
        // One test target, its folders mirroring the source folders (Tests/TouchKitTests/Gestures/, ...) and the other
        // targets (Scenarios/, Pictures/, Playground/, ...), with the shared helpers in Support/. The tests also
        // import the demos (`@testable import TouchKitScenes`): each demo of a WWDC talk is a test of what the talk
        // says the user sees; and the benchmark scenes, whose claims (recognizers on the path, live) they check.
        .testTarget(
            name: "TouchKitTests",
            dependencies: [
                "TouchKit", "TouchKitTesting", "TouchKitPictures", "TouchKitScenarios", "TouchKitScenes",
                "TouchKitPlayground", "TouchKitEvdev", "TouchKitBenchmarkScenes", "TouchKitWindowHost",
            ],
            swiftSettings: strictSwift6
        ),
        // The benchmark scenes (docs/Performance.md: Nested, Settings, Path K, ...), shared by the ordo-one
        // benchmarks and the instruction and allocation counter that scripts/perf-guard.sh runs.
        .target(
            name: "TouchKitBenchmarkScenes", dependencies: ["TouchKit"], path: "Benchmarks/Scenes",
            swiftSettings: strictSwift6
        ),
        // `touchkit-counts OP N`: runs one operation N times inside a function callgrind can toggle on
        // (scripts/perf-guard.sh, README "Performance"). Not directly in Benchmarks/: the benchmark plugin takes every
        // executable target there for an ordo-one benchmark.
        .executableTarget(
            name: "touchkit-counts",
            // TouchKitScenes for the 2013 talk's springy layout, which the demo and the guard share.
            dependencies: ["TouchKit", "TouchKitBenchmarkScenes", "TouchKitScenes"],
            path: "Benchmarks/PerfGuard/InstructionCounts",
            swiftSettings: strictSwift6
        ),
        .executableTarget(
            name: "TouchKitBenchmarks",
            dependencies: [
                "TouchKit", "TouchKitScenes", "TouchKitBenchmarkScenes",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TouchKitBenchmarks",
            swiftSettings: strictSwift6,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

#if os(Linux)
// The modules named after Apple's (see `uikitNamedModules`), each one file of re-exports: CoreGraphics re-exports
// Foundation's geometry and TouchKit's (`CGAffineTransform`, `CGVector`); QuartzCore re-exports CoreGraphics and
// TouchKit (whose CALayer, CATransform3D and CATransaction views use); UIKit re-exports all three, as Apple's does.
// CoreGraphics and UIKit depend on their empty `_Testing_` companions only so that those are built with them.
let uikitNamedModulesPath = "Sources/UIKitNamedModules/"
package.targets += [
    .target(
        name: "CoreGraphics", dependencies: ["TouchKit", "_Testing_CoreGraphics"],
        path: uikitNamedModulesPath + "CoreGraphics",
        swiftSettings: strictSwift6
    ),
    .target(
        name: "QuartzCore", dependencies: ["TouchKit", "CoreGraphics"], path: uikitNamedModulesPath + "QuartzCore",
        swiftSettings: strictSwift6
    ),
    .target(
        name: "UIKit", dependencies: ["TouchKit", "CoreGraphics", "QuartzCore", "_Testing_UIKit"],
        path: uikitNamedModulesPath + "UIKit",
        swiftSettings: strictSwift6
    ),
    .target(name: "_Testing_UIKit", path: uikitNamedModulesPath + "_Testing_UIKit", swiftSettings: strictSwift6),
    .target(
        name: "_Testing_CoreGraphics", path: uikitNamedModulesPath + "_Testing_CoreGraphics",
        swiftSettings: strictSwift6
    ),
    // UIKit touch code as iOS projects write it, ported only by the mechanical steps (docs/Porting.md), one file per
    // ported class, each with the tests that drive it: in Swift 6, and in Swift 5 for code that was never annotated
    // for concurrency. They `import UIKit` as the originals do, so they exist only where that module does.
    .testTarget(name: "PortedUIKitCodeTests", dependencies: ["UIKit", "TouchKitTesting"], swiftSettings: strictSwift6),
    .testTarget(
        name: "PortedUIKitCodeSwift5Tests", dependencies: ["UIKit", "TouchKitTesting"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
]
#endif

// `touchkit-window` (docs/Window.md): the native window, on SDL2 and SDL2_ttf from Debian's libsdl2-dev and
// libsdl2-ttf-dev through the `CSDL2` system library. SwiftPM builds every target of the package on `swift build` and
// `swift test`, so a target that needs SDL's headers would break README's demo and test commands on a machine without
// SDL. The two targets are therefore declared only when both headers are there; everything else of the window (the
// draw list, the event loop, the scenes, replay) is in `TouchKitWindowHost`, always built and tested. Without SDL,
// `swift run touchkit-window` says there is no such product: `apt-get install libsdl2-dev libsdl2-ttf-dev` first.
let sdlHeaders = ["/usr/include/SDL2/SDL.h", "/usr/include/SDL2/SDL_ttf.h"]
if sdlHeaders.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) {
    package.products.append(.executable(name: "touchkit-window", targets: ["touchkit-window"]))
    package.targets += [
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        .executableTarget(
            name: "touchkit-window",
            dependencies: ["CSDL2", "TouchKit", "TouchKitWindowHost", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSwift6
        ),
    ]
}
