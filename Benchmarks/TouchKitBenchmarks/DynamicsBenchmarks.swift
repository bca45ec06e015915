import Benchmark
import TouchKit

/// UIKit Dynamics benchmarks (PERFORMANCE.md: one dynamics step of 1000 attachment springs ≤ 50 µs).
func registerDynamicsBenchmarks() {
    // One fixed integrator step (1/240 s): the clock runs at 240 frames per second, so each frame is exactly one
    // step, plus writing the moved items' centers and the frame's bookkeeping.
    Benchmark("Dynamics.step1000Springs") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = SpringFieldScene(framesPerSecond: 240)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.frame() }
            benchmark.stopMeasurement()
        }
    }

    // One 60 Hz display frame: four fixed steps, then one write of every moved item.
    Benchmark("Dynamics.frame1000Springs60Hz") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = SpringFieldScene(framesPerSecond: 60)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.frame() }
            benchmark.stopMeasurement()
        }
    }
}

/// 1000 views in a 25×40 grid, each on its own zero-length attachment spring (the 2013 seed's springy list, at
/// scale), released 30 pt from their anchors so every spring is moving.
@MainActor
final class SpringFieldScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1600))
    let animator: UIDynamicAnimator
    private var springs: [UIAttachmentBehavior] = []
    private var stretch: CGFloat = 30

    init(framesPerSecond: Int) {
        window.clock.maximumFramesPerSecond = framesPerSecond
        let reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        animator = UIDynamicAnimator(referenceView: reference)
        for index in 0..<1000 {
            let anchor = CGPoint(x: 20 + CGFloat(index % 25) * 40, y: 20 + CGFloat(index / 25) * 40)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            view.center = CGPoint(x: anchor.x, y: anchor.y + stretch)
            reference.addSubview(view)
            let spring = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
            spring.length = 0
            spring.frequency = 1.5
            spring.damping = 0.1
            springs.append(spring)
            animator.addBehavior(spring)
        }
        // Build the world and settle the first frames outside the measurement.
        for _ in 0..<4 { frame() }
    }

    /// Advances one display frame. If the springs ever come to rest, their anchors jump so they keep working
    /// (rare: about once every few thousand frames; it re-stretches, it does not rebuild).
    func frame() {
        window.clock.advance(by: 1 / Double(window.clock.maximumFramesPerSecond))
        if !animator.isRunning {
            stretch = -stretch
            for spring in springs { spring.anchorPoint.y += stretch }
        }
    }
}
