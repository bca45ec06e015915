import TouchKit

/// An Apple Pencil drawing on a full-window view with one live pan (a drawing canvas); each iteration delivers one
/// frame's pencil reports, two moved samples 1/240 s apart, as one event whose touch has two coalesced touches
/// ([doc] Getting high-fidelity input with coalesced touches). The canvas is a plain `UIView`, as the columns of
/// ``FingersScene`` are, so that the row differs from a finger's moved sample (`movedFingers1`) only by what the
/// pencil adds: the second report, the reports' checks, the clock (a finger's row sends one timestamp throughout),
/// the pose and the reports kept for `coalescedTouches(for:)` (docs/Performance.md, "Indirect input against a
/// finger's sample").
@MainActor
public final class PencilSampleScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The host the scene's samples go through.
    public let host: TouchHost
    // Without the runtime's exclusivity checks: the scene's own bookkeeping, not the engine's, is not measured
    // (their checked accesses cost about 130 instructions an iteration).
    /// The reports of one frame, rewritten in place each time (the host takes an array).
    @exclusivity(unchecked) private var reports: [PencilSample]
    @exclusivity(unchecked) private var x: CGFloat = 100
    @exclusivity(unchecked) private var time: TimeInterval = 1

    /// Puts the pencil down, moves it twice and checks it has one live pan on its path and two coalesced touches in
    /// the last event (asked after it, as app code may ask while the touch stays in the event: asking allocates the
    /// answer, so the measured events are not asked).
    public init() {
        let canvas = UIView(frame: window.bounds)
        canvas.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        window.addSubview(canvas)
        host = TouchHost(window: window)
        reports = [PencilSample(.moved, location: .zero, timestamp: 0), PencilSample(.moved, location: .zero, timestamp: 0)]
        host.send(PencilSample(.began, location: CGPoint(x: x, y: 400), timestamp: time))
        for _ in 0..<2 { moveOnce() }
        let touch = host.touch(forFinger: TouchHost.pencilFingerID)
        checkRecognizers(of: touch, onPath: 1, live: 1, scene: "PencilSample")
        guard let touch, window.touchEvent.coalescedTouches(for: touch)?.count == 2 else {
            fatalError("PencilSample: not two coalesced touches")
        }
    }

    /// One frame's two pencil reports, 1 pt apart, then back.
    public func moveOnce() {
        x = x == 100 ? 102 : 100
        time += 1.0 / 120
        let step: CGFloat = x == 100 ? 1 : -1
        reports[0].location = CGPoint(x: x + step, y: 400)
        reports[0].timestamp = time - 1.0 / 240
        reports[1].location = CGPoint(x: x, y: 400)
        reports[1].timestamp = time
        host.sendPencil(reports)
    }
}
