import Benchmark
import TouchKit

/// Benchmarks named after the scene they run; wall time and mallocs (see README "Performance").
nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .instructions]
    Benchmark.defaultConfiguration = .init(metrics: metrics, maxDuration: .seconds(2), maxIterations: 200_000)

    Benchmark("NestedTransforms.hitTest20Deep") { benchmark in
        let scene = MainActor.assumeIsolated { NestedTransformScene() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            MainActor.assumeIsolated { blackHole(scene.hitTest()) }
        }
    }

    Benchmark("PlainView.movedSample") { benchmark in
        let scene = MainActor.assumeIsolated { MovedSampleScene() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            MainActor.assumeIsolated { scene.moveOnce() }
        }
    }

    registerDynamicsBenchmarks()
}

/// 20 nested views, each slightly translated, scaled and rotated; the point lands in the deepest.
@MainActor
final class NestedTransformScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let point = CGPoint(x: 500, y: 500)

    init() {
        var parent: UIView = window
        for depth in 0..<20 {
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 980 - CGFloat(depth) * 20, height: 980 - CGFloat(depth) * 20))
            view.transform = CGAffineTransform(rotationAngle: 0.001).scaledBy(x: 1.001, y: 0.999)
            // A sibling behind each level, so the walk also rejects views.
            parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
            parent.addSubview(view)
            parent = view
        }
    }

    func hitTest() -> UIView? { window.hitTest(point, with: nil) }
}

/// One finger down on a plain view; each iteration sends one moved sample through `UIWindow.sendEvent`.
@MainActor
final class MovedSampleScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let host: TouchHost
    var x: CGFloat = 100
    var time: TimeInterval = 0

    init() {
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
        host = TouchHost(window: window)
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: x, y: 100), timestamp: 0))
    }

    func moveOnce() {
        x = x == 100 ? 101 : 100
        time += 1.0 / 120
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: x, y: 100), timestamp: time))
    }
}
