import TouchKit

/// The API-shaped floor of a moved sample on Path 1 (docs/Performance.md): what any engine keeping UIKit's shape must
/// do at least, hand-written over plain final classes with no engine behind them. A sample from the host finds its
/// finger's touch, advances the clock to the sample's time, moves the touch, puts it in the touch set handed to
/// every call and in the event object, gives both to the one tap recognizer on the deepest of 10 nested views
/// (which checks the tap's allowable movement), then to the deepest view, whose `touchesMoved` forwards up the
/// responder chain to the window, as `UIView`'s default does. It keeps no trace, no diagnostics, no arena, no
/// invariants: the engine's moved sample on the same path (`movedPath1`) is measured against 1.5 times this one.
///
/// Its set-up checks that a sample reaches the recognizer and all 10 views, so a floor that no longer does the
/// work it stands for produces no figure.
@MainActor
public final class MovedSampleFloor {
    /// A touch: where it is and was, when, and where it goes (its view and recognizers).
    final class Touch: Hashable {
        var location: CGPoint
        var previousLocation: CGPoint
        var timestamp: TimeInterval = 0
        let view: Responder
        let recognizers: [TapRecognizer]

        init(location: CGPoint, view: Responder, recognizers: [TapRecognizer]) {
            self.location = location
            previousLocation = location
            self.view = view
            self.recognizers = recognizers
        }

        static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// The event object handed to every call, with the touches it carries.
    final class Event {
        var timestamp: TimeInterval = 0
        var touches: Set<Touch> = []
    }

    /// A view: its default `touchesMoved` forwards to the next responder.
    final class Responder {
        let next: Responder?
        var calls = 0

        init(next: Responder?) { self.next = next }

        @inline(never)
        func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            calls &+= 1
            next?.touchesMoved(touches, with: event)
        }
    }

    /// A tap recognizer: an undecided tap fails when a finger moves more than 45 pt from where it went down.
    final class TapRecognizer {
        var failed = false
        var start: CGPoint
        var calls = 0

        init(start: CGPoint) { self.start = start }

        @inline(never)
        func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            calls &+= 1
            guard !failed else { return }
            for touch in touches {
                let dx = touch.location.x - start.x, dy = touch.location.y - start.y
                if dx * dx + dy * dy > 45 * 45 { failed = true }
            }
        }
    }

    /// The clock a sample advances (nothing is due: a moved sample arms no timer).
    final class Clock {
        var now: TimeInterval = 0
        var nextDue: TimeInterval = .infinity

        @inline(__always)
        func advance(to time: TimeInterval) {
            if time > now { now = time }
        }
    }

    private let clock = Clock()
    private let event = Event()
    private let views: [Responder]
    private let recognizer: TapRecognizer
    /// The fingers down, by id (one here).
    private var fingers: [(id: Int, touch: Touch)] = []
    /// The touch set handed to each call, kept from sample to sample.
    private var touchSet: Set<Touch> = []
    private var x: CGFloat = 200

    /// Puts the finger down on the deepest of 10 nested views carrying one tap, and checks that a sample reaches the
    /// recognizer and every view.
    public init() {
        var views: [Responder] = []
        var parent: Responder? = nil
        for _ in 0..<11 {  // the window and 10 views
            let view = Responder(next: parent)
            views.append(view)
            parent = view
        }
        self.views = views
        recognizer = TapRecognizer(start: CGPoint(x: 200, y: 400))
        let touch = Touch(location: CGPoint(x: 200, y: 400), view: views[10], recognizers: [recognizer])
        fingers.append((1, touch))
        touchSet.insert(touch)
        event.touches = touchSet
        moveOnce()
        guard recognizer.calls == 1, views.allSatisfy({ $0.calls == 1 }), !recognizer.failed else {
            fatalError("MovedSampleFloor: a sample must reach the recognizer and all 10 views and the window")
        }
    }

    /// One moved sample, 1 pt from the last, as `OneFinger` sends it.
    public func moveOnce() {
        x = x == 200 ? 201 : 200
        deliver(id: 1, location: CGPoint(x: x, y: 400), timestamp: 1)
    }

    @inline(never)
    private func deliver(id: Int, location: CGPoint, timestamp: TimeInterval) {
        var found: Touch?
        for finger in fingers where finger.id == id { found = finger.touch }
        guard let touch = found else { return }
        clock.advance(to: timestamp)
        touch.previousLocation = touch.location
        touch.location = location
        touch.timestamp = timestamp
        event.timestamp = timestamp
        for recognizer in touch.recognizers { recognizer.touchesMoved(touchSet, with: event) }
        touch.view.touchesMoved(touchSet, with: event)
    }
}
