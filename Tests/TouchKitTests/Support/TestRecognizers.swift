@testable import TouchKit

/// Continuous: begins on the first move, changes on later moves, ends when the last finger lifts; fails if lifted
/// without moving.
@MainActor
final class BeginOnMoveRecognizer: UIGestureRecognizer {
    var resets = 0
    var touchesSeen = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touchesSeen += touches.count }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .began : .changed
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == numberOfTouches else { return }   // ends when the last finger lifts
        state = state == .possible ? .failed : .ended
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    override func reset() { resets += 1 }
}

/// Discrete: recognizes when its touches lift; fails if they move.
@MainActor
final class RecognizeOnLiftRecognizer: UIGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

/// The 2014 talk's TouchDelayGestureRecognizer, written as a user would: delays touches began for 0.15 s and never
/// recognizes.
@MainActor
final class TouchDelayGestureRecognizer: UIGestureRecognizer {
    var timer: MediaTimer?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer = clock?.scheduledTimer(withTimeInterval: 0.15) { [weak self] _ in self?.fail() }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fail() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

    func fail() { state = .failed }

    override func reset() {
        timer?.invalidate()
        timer = nil
    }
}

/// A delegate whose answers are closures.
@MainActor
final class ClosureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceiveTouch: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var shouldReceiveEvent: (UIGestureRecognizer, UIEvent) -> Bool = { _, _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin(gestureRecognizer) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceiveTouch(gestureRecognizer, touch)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        shouldReceiveEvent(gestureRecognizer, event)
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous(gestureRecognizer, otherGestureRecognizer) }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requireFailure(gestureRecognizer, otherGestureRecognizer) }
}
