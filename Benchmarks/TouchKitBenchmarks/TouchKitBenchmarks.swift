import Benchmark
import TouchKit

/// Benchmarks named after the scene they run; wall time and mallocs (see README "Performance").
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .instructions]
    Benchmark.defaultConfiguration = .init(metrics: metrics, maxDuration: .seconds(2), maxIterations: 200_000)

    Benchmark("NestedTransforms.hitTest20Deep") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = NestedTransformScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(scene.hitTest()) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("PlainView.movedSample") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = MovedSampleScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.moveOnce() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("SettingsScreen.movedSample") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = SettingsScreenScene()
            scene.fingerDown()
            for _ in 0..<100 { scene.moveOnce() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.moveOnce() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("SettingsScreen.beganSample") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = SettingsScreenScene()
            for _ in 0..<10 { scene.fingerDown(); scene.fingerUp() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.fingerDown()
                scene.fingerUp()
            }
            benchmark.stopMeasurement()
        }
    }

    registerDynamicsBenchmarks()
    registerScrollViewBenchmarks()
    registerCollectionViewBenchmarks()
    registerTableViewBenchmarks()
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

/// The 2017 seed's Settings screen: 163 recognizers installed, 7 on the touched path (a screen-edge pan on the
/// container, the list's pan, pinch and touch delay, a row's tap and long press, the row switch's tap). Moves
/// oscillate by 1 pt at one timestamp, so every recognizer on the path stays undecided and live.
@MainActor
final class SettingsScreenScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host: TouchHost
    let point = CGPoint(x: 350, y: 130)
    var x: CGFloat = 350
    var time: TimeInterval = 0
    var installed = 0

    init() {
        host = TouchHost(window: window)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let edgePan = UIScreenEdgePanGestureRecognizer { _ in }
        edgePan.edges = .left
        container.addGestureRecognizer(edgePan)
        let list = UIScrollView(frame: container.bounds)
        list.contentSize = CGSize(width: 390, height: 53 * 44)
        container.addSubview(list)
        installed = 1 + list.gestureRecognizers!.count
        for row in 0..<53 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44))
            cell.addGestureRecognizer(UITapGestureRecognizer { _ in })
            cell.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
            let toggle = UIView(frame: CGRect(x: 320, y: 6, width: 60, height: 32))
            toggle.addGestureRecognizer(UITapGestureRecognizer { _ in })
            cell.addSubview(toggle)
            list.addSubview(cell)
            installed += 3
        }
    }

    func fingerDown() {
        time += 1
        host.send(TouchSample(id: 1, phase: .began, location: point, timestamp: time))
    }

    func fingerUp() {
        host.send(TouchSample(id: 1, phase: .ended, location: point, timestamp: time))
    }

    func moveOnce() {
        x = x == 350 ? 351 : 350
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: x, y: point.y), timestamp: time))
    }
}
