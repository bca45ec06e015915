/// One finger (or pencil, or pointer) on the screen, for its whole life from began to ended or cancelled:
/// UIKit's `UITouch`.
///
/// The same object is reused for every sample of that finger, as in UIKit. ``view`` is fixed when the touch begins,
/// by hit testing, and never changes, even when the finger leaves the view.
///
/// See also ``UIEvent``, ``UIWindow/sendEvent(_:)``.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its life. Raw values are UIKit's.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move in this event (another finger did).
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system ended the touch (a recognizer took it, the view left the window, the host cancelled it).
        case cancelled = 4

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// What made the touch. Raw values are UIKit's.
    public enum TouchType: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's touch surface).
        case indirect = 1
        /// An Apple Pencil (a stylus).
        case pencil = 2
        /// A trackpad or mouse pointer.
        case indirectPointer = 3

        public var description: String {
            switch self {
            case .direct: "direct"
            case .indirect: "indirect"
            case .pencil: "pencil"
            case .indirectPointer: "indirectPointer"
            }
        }
    }

    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// The phase of the latest sample.
    @exclusivity(unchecked) public internal(set) var phase: Phase = .began
    /// The time of the latest sample, in the window clock's seconds.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0
    /// How many taps in a row this touch is (1 for a first touch); see ``UIWindow/tapInterval``.
    @exclusivity(unchecked) public internal(set) var tapCount: Int = 1
    /// The kind of touch.
    @exclusivity(unchecked) public internal(set) var type: TouchType = .direct
    /// The view hit-tested when the touch began (nil if nothing was hit).
    ///
    /// Strong, as UIKit declares it, except when the window itself was hit: the window owns its touches, so that
    /// one is reached through ``window`` instead (a touch owning its window made a cycle that kept a window dropped
    /// with a finger on it alive).
    public internal(set) var view: UIView? {
        @inline(__always) get {
            if let storedView { return storedView }
            return hitWindow ? window : nil
        }
        set {
            hitWindow = newValue != nil && newValue === windowLink?.window
            storedView = hitWindow ? nil : newValue
        }
    }
    @exclusivity(unchecked) private var storedView: UIView?
    /// ``view``, lent without a retain: the touch holds it (or it is the window, which the window link reaches), so
    /// it stays while the caller holds the touch and the touch keeps its view, which changes only as the touch
    /// begins and lets go only as its window goes.
    var unretainedView: UnownedReference<UIView>? {
        @inline(__always) get {
            if let storedView { return UnownedReference(storedView) }
            guard hitWindow, let window = windowLink?.windowReference else { return nil }
            return window.withObject { UnownedReference<UIView>($0) }
        }
    }
    /// Whether ``view`` is not nil, asked without retaining the view.
    var hasView: Bool { storedView != nil || (hitWindow && windowLink?.window != nil) }
    /// Whether ``view`` is a plain `UIView` (``UIView/isPlainView``), asked without retaining it: its
    /// `gestureRecognizerShouldBegin(_:)` is UIView's own, which says yes.
    var hitViewIsPlain: Bool { storedView?.isPlainView == true }
    /// The hit view is the touch's window (``view`` reads it through ``windowLink``).
    @exclusivity(unchecked) private var hitWindow = false
    /// The window the touch belongs to; nil once that window is gone.
    ///
    /// UIKit declares it strong. TouchKit's touch does not own its window: the window owns its touches
    /// (its event, its recognizers, a drag session), so a touch owning the window made a cycle that kept a window
    /// dropped with a finger down, and its whole scene, alive for ever. The touch reaches the window through the
    /// window's `WindowLink`, which the window empties when it goes. Not weak: a weak reference would give the
    /// window a side table, and every retain of the window on the touch path would take the runtime's slow path.
    public var window: UIWindow? { windowLink?.window }
    /// Set when the touch begins (``TouchDispatcher``); read only off the per-sample path.
    @exclusivity(unchecked) var windowLink: WindowLink?
    /// The radius of the touch's contact, in points. Default 20.
    @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat = 20
    /// The tolerance of ``majorRadius``.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The pressure; 1.0 is an average touch, as in UIKit.
    @exclusivity(unchecked) public internal(set) var force: CGFloat = 1
    /// The highest possible force.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat = 6.666_666_666_666_667

    /// The angle between the pencil and the screen, in radians: π/2 standing straight up, towards 0 lying flat.
    /// π/2 for fingers and pointers, as in UIKit.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The pencil's barrel roll, in radians (iOS 17.5); 0 for other touches and pencils that do not report it.
    @exclusivity(unchecked) public internal(set) var rollAngle: CGFloat = 0
    /// The properties whose values are estimates (a pencil's force arrives after its position, say).
    @exclusivity(unchecked) public internal(set) var estimatedProperties: Properties = []
    /// The estimated properties the host will refine later, through ``UIResponder/touchesEstimatedPropertiesUpdated(_:)``.
    @exclusivity(unchecked) public internal(set) var estimatedPropertiesExpectingUpdates: Properties = []
    /// The azimuth in window coordinates, radians from the positive x axis (``azimuthAngle(in:)`` converts it).
    @exclusivity(unchecked) var azimuthAngleInWindow: CGFloat = 0
    /// ``estimationUpdateIndex``'s value, kept as an integer (an `NSNumber` is made only when asked for).
    @exclusivity(unchecked) var estimationIndex: Int?
    /// The pointer's buttons held while this touch is down (a pointer touch's; empty for the others).
    @exclusivity(unchecked) var buttonMask: UIEvent.ButtonMask = []
    /// The samples gathered into this touch's latest change (``UIEvent/coalescedTouches(for:)``); empty when it had
    /// one. Reused from one event to the next.
    @exclusivity(unchecked) var coalescedSamples: [UITouch] = []
    /// The touches ``UIEvent/predictedTouches(for:)`` gives. Reused from one event to the next.
    @exclusivity(unchecked) var predictedSamples: [UITouch] = []
    /// A copy standing for a sample whose estimates the host will refine: not reused for a later sample until then.
    @exclusivity(unchecked) var awaitsRefinement = false
    /// A pencil event's reports whose copies (``coalescedSamples``, ``predictedSamples``) are not made yet
    /// (`Hosts/PencilDeferredSamples.swift`); empty once they are. Storage reused.
    @exclusivity(unchecked) var deferredReports: [PencilSample] = []
    /// Where the touch was one sample before its latest, for the predicted touches made from ``deferredReports``.
    @exclusivity(unchecked) var predictionBasis = (location: CGPoint.zero, time: TimeInterval(0))
    /// The touch's phase when ``deferredReports`` were taken (a later event may mark the touch stationary).
    @exclusivity(unchecked) var deferredPhase = Phase.moved
    /// The pencil's reusable copies, which ``deferredReports`` are made into; nil for other touches.
    @exclusivity(unchecked) var copyPool: PencilCopyPool?

    /// The gesture recognizers receiving this touch, deepest view first.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : Array(recognizers) }

    // MARK: Engine state

    /// The host's identifier for the finger.
    package let fingerID: Int
    /// This touch's number among every touch made in the process, for traces: a host reuses a finger's id, so the
    /// id alone does not tell two touches apart (``TraceEvent/touch``).
    package let serial: Int
    private static var nextSerial = 0
    @exclusivity(unchecked) package var locationInWindow: CGPoint = .zero
    @exclusivity(unchecked) var beganLocationInWindow: CGPoint = .zero
    @exclusivity(unchecked) var beganTimestamp: TimeInterval = 0
    @exclusivity(unchecked) var previousLocationInWindow: CGPoint = .zero
    @exclusivity(unchecked) var preciseLocationInWindow: CGPoint = .zero
    /// A pencil's previous precise location (the host's pencil path keeps it; see ``precisePreviousLocation(in:)``).
    @exclusivity(unchecked) var precisePreviousLocationInWindow: CGPoint = .zero
    /// Recognizers this touch is delivered to, in delivery order. Its storage is given by the dispatcher when the
    /// touch begins, usually one a lifted touch emptied (see `TouchDispatcher.spareRecognizerLists`).
    ///
    /// Borrowed, not retained (``BorrowedObjectList``): each is a participant of its window's arena, which holds it
    /// (``GestureArena/participants``), and leaves every touch's list at its reset, before the arena lets go of it;
    /// a touch's list is emptied when its window goes. A walk that runs app code takes a retaining copy
    /// (`Array(recognizers)`), or is the arena's own (``GestureArena``'s `forEachRecognizer(of:_:)`, during which the
    /// arena keeps every recognizer it lets go of until the walk ends).
    @exclusivity(unchecked) var recognizers = BorrowedObjectList<UIGestureRecognizer>()
    /// How the touch is delivered to ``view``'s responder methods.
    @exclusivity(unchecked) var viewDelivery = ViewDelivery()
    /// The phase due for the view in the delivery step of the current dispatch, if any.
    @exclusivity(unchecked) var phaseDueForView: Phase?
    /// The dispatch in which this touch was last part of the event (changed or stationary).
    @exclusivity(unchecked) var lastDispatch: UInt64 = 0
    /// The host event that last sampled this touch.
    @exclusivity(unchecked) var sampleGeneration: UInt64 = 0
    /// Whether the latest sample changed this touch (as opposed to it being stationary).
    @exclusivity(unchecked) var changedInCurrentDispatch = false

    init(fingerID: Int) {
        self.fingerID = fingerID
        Self.nextSerial &+= 1
        serial = Self.nextSerial
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location of the previous sample, in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// The location at the input device's full precision (the same as ``location(in:)`` unless the host sends more).
    public func preciseLocation(in view: UIView?) -> CGPoint {
        guard let view else { return preciseLocationInWindow }
        return view.convert(preciseLocationInWindow, from: nil)
    }

    /// The precise location of the previous sample (the same as ``previousLocation(in:)`` unless the host sends
    /// more precision).
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        // Only a pencil's host sends precise locations apart (a finger's sample is its own precise location, and
        // its path does not keep a second previous one).
        let point = type == .pencil ? precisePreviousLocationInWindow : previousLocationInWindow
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    // MARK: NSObject's identity

    // UIKit's `UITouch` inherits these from `NSObject`. TouchKit's does not inherit from it: `NSObject`'s `==` goes
    // through `isEqual(_:)` (an `Any` box and a dynamic cast) and its hashing through the overridable `hash`, and
    // touches are hashed and compared in sets on every sample. The same answers, by identity, without that cost.

    /// Identity, as `NSObject`'s: the same touch object.
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// Whether `object` is this very touch, as `NSObject`'s `isEqual(_:)`.
    public nonisolated func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    /// The identity's hash, as `NSObject`'s `hash`.
    public nonisolated var hash: Int { ObjectIdentifier(self).hashValue }
    /// Whether the touch is an instance of `aClass` or of a subclass of it: `UITouch` and, as in UIKit, `NSObject`.
    public nonisolated func isKind(of aClass: AnyClass) -> Bool { aClass == UITouch.self || aClass == NSObject.self }
    /// Whether the touch is an instance of exactly `aClass`.
    public nonisolated func isMember(of aClass: AnyClass) -> Bool { aClass == UITouch.self }
}

extension UITouch: CustomStringConvertible {
    /// `<UITouch: 0x…>`, the class and address, as `NSObject`'s description.
    public nonisolated var description: String { "<UITouch: 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>" }
}

/// How a touch travels to its view's responder methods: possibly held back by recognizers, possibly cut off.
struct ViewDelivery {
    enum Stage {
        /// The view has seen nothing yet (delivery may be delayed).
        case notBegun
        /// The view saw `touchesBegan` and awaits an end.
        case begun
        /// The view got `touchesEnded` or `touchesCancelled`, or will never see this touch.
        case finished
    }

    var stage: Stage = .notBegun
    /// Began is held by a recognizer that delays touches began.
    var beganHeld = false
    /// A move arrived while began was held: flush a move after began.
    var moveHeld = false
    /// The touch ended while its delivery was held; ended waits for the delaying recognizers to fail.
    var endHeld = false
    /// The touch was cancelled while held.
    var cancelHeld = false
    /// Never delivered to the view (multiple touch off, exclusive touch, or cut off by a recognizer).
    var blocked = false
}

/// How a touch reaches its window without owning it: one per window, held by the window and its touches, emptied by
/// the window's `deinit` (so a touch that outlives its window reads nil, never a dangling window).
@MainActor
final class WindowLink {
    /// The window, through an ``UnownedReference``: the window empties it before it goes.
    var window: UIWindow? {
        @inline(__always) get { reference?.object }
        set { reference = newValue.map(UnownedReference.init) }
    }
    // `@exclusivity(unchecked)`, once for the type: every touch reads its window through it on every sample, on the
    // main actor only, and no engine code holds an access to one across a call out to app code, so the runtime's
    // dynamic exclusivity check (a call per access, more than the access itself) is left out.
    @exclusivity(unchecked) private var reference: UnownedReference<UIWindow>?
    /// The window, lent without a retain (nil once it is gone).
    var windowReference: UnownedReference<UIWindow>? {
        @inline(__always) get { reference }
    }

    init() {}
}
