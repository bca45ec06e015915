/// The event a hovering pointer or pencil sends: UIKit's event of type ``UIEvent/EventType/hover``, delivered to
/// ``UIHoverGestureRecognizer``s only, never to a view's `touchesBegan` (docs/UIKitFacts.md, "Pointer and pencil").
///
/// Internal: apps see it as a `UIEvent` whose ``type`` is `.hover`, as in UIKit. It carries no touches. Each hover
/// source (the pointer, the pencil) keeps one for its whole life, as the window keeps its touch event, and sends each
/// sample through the window's ``UIWindow/sendEvent(_:)``, as UIKit's application sends every event, hover included
/// ([doc] UIWindow.sendEvent(_:)): an override sees it, and one that does not call `super` keeps it from the
/// recognizers.
final class HoverEvent: UIEvent {
    override var type: EventType { .hover }

    /// Which recognizers the source hovers, and their enter, move and exit.
    let tracker = HoverTracker()
    /// The sample being sent: where the hover moved to, or nil when it ends.
    @exclusivity(unchecked) var sample: HoverPose?
    /// The view the move being sent hit-tested to (the pointer's interaction regions look there too); taken before
    /// ``move(to:in:time:)`` returns, so the event does not keep a view alive between samples.
    @exclusivity(unchecked) private var hitView: UIView?
    /// The move being sent was delivered.
    @exclusivity(unchecked) private var delivered = false

    /// The pose of the latest sample while hovering; nil before the first and once the hover ended.
    var pose: HoverPose? { tracker.pose }

    /// The hover moved to `pose` at `time` (already checked by the host): sent through `window`'s `sendEvent(_:)`.
    /// Returns whether the window delivered it (an override may not call `super`) and the view it hit-tested to.
    @discardableResult
    func move(to pose: HoverPose, in window: UIWindow, time: TimeInterval) -> (delivered: Bool, hitView: UIView?) {
        sample = pose
        timestamp = time
        modifierFlags = window.touchEvent.modifierFlags
        window.sendEvent(self)
        return takeHitView()
    }

    /// The hover ended (the pointer left the window, the pencil left its range or touched down): sent through
    /// `window`'s `sendEvent(_:)`, so every hovered recognizer ends. Nothing is sent when nothing hovers.
    func end(in window: UIWindow, time: TimeInterval) {
        guard tracker.pose != nil else { return }
        sample = nil
        timestamp = time
        window.sendEvent(self)
    }

    /// What `UIWindow.sendEvent(_:)` does with the event: the hover recognizers under the sample begin, change or end.
    func deliver(in window: UIWindow) {
        // A sample sent from a hover action, while the tracker delivers another, is dropped (not delivered).
        guard !tracker.isDelivering else { return }
        if let sample {
            hitView = tracker.move(to: sample, event: self, in: window)
            delivered = true
        } else {
            tracker.end()
        }
    }

    /// Whether the move just sent was delivered, and its hit view; clears both.
    private func takeHitView() -> (delivered: Bool, hitView: UIView?) {
        defer {
            hitView = nil
            delivered = false
        }
        return (delivered, hitView)
    }
}
