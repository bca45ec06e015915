/// A set of touches that changed at one moment: UIKit's `UIEvent` for touches.
///
/// As in UIKit, a window reuses one event object for the whole life of its touches; ``allTouches`` holds every live
/// touch, the changed ones and the stationary ones.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event. Raw values are UIKit's.
    public enum EventType: Int, Sendable {
        /// Touches on the screen, a pointer's clicks and a pencil's contact included.
        case touches = 0
        /// Device motion (shake): not delivered by TouchKit.
        case motion = 1
        /// Remote-control commands: not delivered by TouchKit.
        case remoteControl = 2
        /// Physical button presses: not delivered by TouchKit.
        case presses = 3
        /// Trackpad or mouse-wheel scrolling, for pans that allow it (``UIPanGestureRecognizer/allowedScrollTypesMask``).
        case scroll = 10
        /// A pointer or pencil hovering: delivered to ``UIHoverGestureRecognizer``s only (never to a view's
        /// `touchesBegan`).
        case hover = 11
        /// A trackpad pinch or rotation, delivered to pinch and rotation recognizers.
        case transform = 14
    }

    /// What the event is: `.touches` for the window's touch event; the scroll, hover and transform events (internal
    /// subclasses) say theirs.
    open var type: EventType { .touches }
    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// The time of the event, in the window clock's seconds.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0
    /// The pointer's buttons held during the event (iOS 13.4): empty for fingers and pencils.
    @exclusivity(unchecked) public internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held during the event, as the host last reported them (iOS 13.4).
    @exclusivity(unchecked) public internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// Every touch of the event (changed and stationary), or nil when there are none.
    open var allTouches: Set<UITouch>? { orderedTouches.isEmpty ? nil : liveTouches }

    /// The event's touches in the order they began, for deterministic delivery: the list the engine keeps.
    @exclusivity(unchecked) private(set) var orderedTouches: [UITouch] = []
    /// The event's touches in the order they began, for the pictures (``allTouches`` has no order).
    package var touchesInOrder: [UITouch] { orderedTouches }
    /// The event's touches as a set, for the questions app code asks (``allTouches``, ``touches(for:)-(UIView)``…):
    /// made from ``orderedTouches`` when first asked after the touches changed, and kept (storage and all) until
    /// they change again. Not kept up to date as touches go down and lift: hashing each touch into the set and out
    /// again would cost every began and every ended sample, for a set app code rarely reads.
    var liveTouches: Set<UITouch> {
        if liveTouchesAreStale {
            liveTouchesAreStale = false
            for touch in orderedTouches { knownLiveTouches.insert(touch) }
        }
        return knownLiveTouches
    }
    /// ``liveTouches`` when ``liveTouchesAreStale`` is false; empty otherwise (so it keeps no lifted touch alive).
    @exclusivity(unchecked) private var knownLiveTouches: Set<UITouch> = []
    @exclusivity(unchecked) private var liveTouchesAreStale = false

    /// An event with no touches.
    public override init() {
        super.init()
        knownLiveTouches.reserveCapacity(16)
        orderedTouches.reserveCapacity(16)
    }

    /// The touches whose hit-tested view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let result = liveTouches.filter { $0.view === view }
        return result.isEmpty ? nil : result
    }

    /// The touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let result = liveTouches.filter { $0.window === window }
        return result.isEmpty ? nil : result
    }

    /// The touches being delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let result = liveTouches.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } }
        return result.isEmpty ? nil : result
    }

    /// Every sample the host reported for `touch` since the event was last delivered, oldest first, the last a copy
    /// of `touch` itself; nil for a touch not in the event (UIKit's `coalescedTouches(for:)`).
    ///
    /// A pencil's samples gathered between frames (`PencilSample`s sent together) are each a touch here. A touch
    /// sampled once per event (a finger, a pointer) has none gathered: the array is `[touch]`, which reads as UIKit's
    /// copy would. Read them while handling the event: the copies are reused for the next one, as UIKit does not
    /// promise they outlive it either.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard orderedTouches.containsIdentical(touch) else { return nil }
        touch.makeDeferredSamples()
        return touch.coalescedSamples.isEmpty ? [touch] : touch.samplesPointingAtView(touch.coalescedSamples)
    }

    /// Where `touch` is expected to go next, as touches (UIKit's `predictedTouches(for:)`); nil for a touch not in
    /// the event.
    ///
    /// TouchKit's predictor (UIKit does not document its own) is constant velocity: from the last two samples of a
    /// pencil's moved event it extrapolates two touches, spaced by the interval between
    /// those samples (at most one frame ahead in all). Fingers and pointers get none.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard orderedTouches.containsIdentical(touch) else { return nil }
        touch.makeDeferredSamples()
        return touch.samplesPointingAtView(touch.predictedSamples)
    }

    func add(_ touch: UITouch) {
        guard !orderedTouches.containsIdentical(touch) else { return }
        orderedTouches.append(touch)
        touchesDidChange()
    }

    func remove(_ touch: UITouch) {
        guard let index = orderedTouches.firstIndexIdentical(to: touch) else { return }
        // The last touch (a lone finger's) is popped: `remove(at:)` is a library call.
        if index == orderedTouches.count - 1 { orderedTouches.removeLast() } else { orderedTouches.remove(at: index) }
        touchesDidChange()
    }

    /// Forgets every touch (the window is going).
    func removeAllTouches() {
        orderedTouches.removeAll()
        knownLiveTouches.removeAll()
        liveTouchesAreStale = false
    }

    /// ``liveTouches`` is made again when next asked for; the set made before lets go of its touches now.
    private func touchesDidChange() {
        if !knownLiveTouches.isEmpty { knownLiveTouches.removeAll(keepingCapacity: true) }
        liveTouchesAreStale = true
    }
}
