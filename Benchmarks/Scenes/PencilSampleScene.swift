import TouchKit

/// An Apple Pencil drawing on a full-window view with one live pan (a drawing canvas); each iteration delivers one
/// frame's pencil reports, two moved samples 1/240 s apart, as one event whose touch has two coalesced touches
/// ([doc] Getting high-fidelity input with coalesced touches). Compare with a finger's moved sample on one live
/// recognizer (`movedPath1`, `movedFingers1`).
@MainActor
public final class PencilSampleScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// The reports of one frame, rewritten in place each time (the host takes an array).
    private var reports: [PencilSample]
    private var x: CGFloat = 100
    private var time: TimeInterval = 1

    /// Puts the pencil down, moves it once and checks it has one live pan on its path and two coalesced touches.
    public init() {
        let canvas = CoalescedTouchCounter(frame: window.bounds)
        canvas.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        window.addSubview(canvas)
        host = TouchHost(window: window)
        reports = [PencilSample(.moved, location: .zero, timestamp: 0), PencilSample(.moved, location: .zero, timestamp: 0)]
        host.send(PencilSample(.began, location: CGPoint(x: x, y: 400), timestamp: time))
        for _ in 0..<2 { moveOnce() }
        let touch = host.touch(forFinger: TouchHost.pencilFingerID)
        checkRecognizers(of: touch, onPath: 1, live: 1, scene: "PencilSample")
        guard canvas.coalescedTouchCount == 2 else { fatalError("PencilSample: not two coalesced touches") }
        canvas.counts = false
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

/// The canvas: counts the coalesced touches of the last moved event while `counts` (the scene's set-up check only:
/// asking allocates the answer).
@MainActor
private final class CoalescedTouchCounter: UIView {
    var counts = true
    var coalescedTouchCount = 0

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if counts, let touch = touches.first { coalescedTouchCount = event?.coalescedTouches(for: touch)?.count ?? 0 }
        super.touchesMoved(touches, with: event)
    }
}
