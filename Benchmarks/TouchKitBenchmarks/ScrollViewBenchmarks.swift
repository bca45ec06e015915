import Benchmark
import TouchKit

/// Scroll-view benchmarks: the coasting step and a drag sample through the scroll view's recognizers.
func registerScrollViewBenchmarks() {
    // A thousand frames per sample: one frame is far below the harness's own cost per sample.
    Benchmark(
        "ScrollView.decelerationFrame",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
    ) { benchmark in
        var deceleration = Deceleration(offset: 0, velocity: 1e9)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            deceleration.step(by: 1.0 / 120)
            if deceleration.isFinished { deceleration = Deceleration(offset: 0, velocity: 1e9) }
            blackHole(deceleration.offset)
        }
        benchmark.stopMeasurement()
    }

    sceneBenchmark("ScrollView.dragSample", warmUp: 100, { ScrollDragScene() }) { $0.moveOnce() }
}

/// A finger dragging a long list: each iteration is one moved sample, alternating 1 pt up and down.
@MainActor
final class ScrollDragScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host: TouchHost
    var y: CGFloat = 600
    var time: TimeInterval = 0

    init() {
        host = TouchHost(window: window)
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 100_000)
        window.addSubview(list)
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 200, y: y), timestamp: 0))
        for step in 1...5 {
            time += 1.0 / 120
            host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: 200, y: y - CGFloat(step) * 10), timestamp: time))
        }
        y -= 50
    }

    func moveOnce() {
        y = y == 550 ? 549 : 550
        time += 1.0 / 120
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: 200, y: y), timestamp: time))
    }
}
