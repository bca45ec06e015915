/// Recognizes one or more taps of one or more fingers: UIKit's `UITapGestureRecognizer`.
///
/// A discrete gesture: it goes from `.possible` to `.ended` (``UIGestureRecognizer/State/recognized``) once
/// ``numberOfTouchesRequired`` fingers have tapped ``numberOfTapsRequired`` times, or to `.failed`. One tap is every
/// finger that goes down until all of them have lifted again (they may go down and lift across several events); it
/// counts when exactly the required number of fingers took part. The gesture fails when
/// - more fingers go down than required, or a tap ends with fewer;
/// - a finger strays more than 45 pt from where the first tap started;
/// - a tap is held too long, or the next tap does not start within 0.35 s of the previous tap's lift;
/// - a touch is cancelled.
///
/// Between the taps of a multi-tap gesture it stays `.possible` with no touches. With
/// ``UIGestureRecognizer/delaysTouchesEnded`` (default true) the view's `touchesEnded` for the first tap of a double
/// tap is therefore held until the double tap fails (up to 0.35 s later), and becomes `touchesCancelled` if it
/// recognizes.
///
/// A tap never prevents a tap that requires more taps (UIKit's documentation of
/// ``UIGestureRecognizer/canPrevent(_:)``): with a single and a double tap on one view, a double tap sends the
/// single tap's action on the first lift and the double tap's on the second (the 2010 talk's "stackable" actions).
/// To make the single tap wait for the double tap to fail instead, `singleTap.require(toFail: doubleTap)`.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewController.zoom)
/// doubleTap.numberOfTapsRequired = 2
/// imageView.addGestureRecognizer(doubleTap)
/// ```
///
/// - Note: UIKit's maximum tap duration is not documented; TouchKit fails a tap held longer than 0.75 s
///   (`maximumTapDuration`). Distances are measured in window points.
///
/// See also ``UILongPressGestureRecognizer``, ``UIGestureRecognizer/require(toFail:)``.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UITapGestureRecognizer.self }

    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// How many taps make the gesture. Default 1.
    ///
    /// - Note: UIKit's property is unsigned; TouchKit treats a value below 1 as 1.
    @exclusivity(unchecked) open var numberOfTapsRequired: Int = 1

    /// How many fingers each tap takes. Default 1. More fingers than this make the gesture fail.
    ///
    /// - Note: UIKit's property is unsigned; TouchKit treats a value below 1 as 1.
    @exclusivity(unchecked) open var numberOfTouchesRequired: Int = 1

    /// The pointer buttons a click must hold to make a tap (iOS 13.4): `.secondary` for a right click. Default
    /// ``UIEvent/ButtonMask/primary``. A click with other buttons fails the tap. Fingers and pencils press no button:
    /// it does not apply to them ([doc] UITapGestureRecognizer.buttonMaskRequired; docs/UIKitFacts.md, "Pointer and
    /// pencil").
    open var buttonMaskRequired: UIEvent.ButtonMask {
        get { rareStorage?.buttonMaskRequired ?? .primary }
        set { if rareStorage != nil || newValue != .primary { rare.buttonMaskRequired = newValue } }
    }

    // MARK: Constants

    /// 0.35 s: the longest gap between one tap's lift and the next tap's first touch-down. UIKit:
    /// UITapGestureRecognizer's maximum interval between taps (docs/UIKitFacts.md, "Tap" [doc,
    /// re]).
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// 45 pt: how far a finger may be from where the first tap started, at any time during any tap. UIKit:
    /// UITapGestureRecognizer's allowable movement (docs/UIKitFacts.md, "Tap" [doc, re]).
    static let allowableMovement: CGFloat = 45

    /// 0.75 s: the longest a tap may last, from its first finger down to its last finger up. Uncertain: UIKit does
    /// not document it; 0.75 s is the value of a Java port of UIKit (docs/UIKitFacts.md, "Tap"
    /// [?]).
    static let maximumTapDuration: TimeInterval = 0.75

    // MARK: Attempt state

    /// A finger of the tap in progress.
    private struct TapTouch {
        let touch: UITouch
        /// The point the finger must stay within ``UITapGestureRecognizer/allowableMovement`` of: where it went
        /// down on the first tap, the nearest of the first tap's starts on later taps.
        let anchor: CGPoint
        var liftLocation: CGPoint?
    }

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var currentTap: [TapTouch] = []
    /// Where the first tap's fingers went down, in window coordinates: the anchors of later taps.
    @exclusivity(unchecked) private var firstTapStarts: [CGPoint] = []
    /// Where the first tap's fingers lifted, in window coordinates: the gesture's location once it has them. Kept
    /// after reset, so the location can still be read after the action.
    @exclusivity(unchecked) private var firstTapLocations: [CGPoint] = []

    private var requiredTaps: Int { max(1, numberOfTapsRequired) }
    private var requiredTouches: Int { max(1, numberOfTouchesRequired) }

    // MARK: Touches

    /// New fingers start a tap or join the one in progress; a click with buttons other than
    /// ``buttonMaskRequired`` fails the gesture. On a later tap each must land within 45 pt of where a
    /// finger of the first tap started; more fingers than ``numberOfTouchesRequired`` fail the gesture.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if currentTap.isEmpty { startTap() }
        // trackedTouches keeps the order the fingers came in, which location(ofTouch:in:) reports. Walked by index,
        // each touch borrowed from a copy of the list (no app code runs in the walk; a failure is reported after it).
        let tracked = trackedTouches
        var index = 0
        while index < tracked.count {
            let failed = tracked.withUnretainedElement(at: index) { touch -> Bool in
                guard touches.containsTouch(touch) else { return false }
                if touch.type == .indirectPointer && touch.buttonMask != buttonMaskRequired { return true }
                let start = touch.locationInWindow
                var anchor = start
                if tapsCompleted > 0 {
                    guard let nearest = firstTapStarts.min(by: { $0.distance(to: start) < $1.distance(to: start) }),
                          nearest.distance(to: start) <= Self.allowableMovement
                    else { return true }
                    anchor = nearest
                }
                currentTap.append(TapTouch(touch: touch, anchor: anchor))
                return false
            }
            if failed { return failIfPossible() }
            index += 1
        }
        if currentTap.count > requiredTouches { failIfPossible() }
    }

    /// A finger more than 45 pt from where the first tap started fails the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        // Walked by index, not `for in`: neither the set nor its touches are retained (`UnretainedWalk.swift`).
        let strayed = touches.containsMember { touch in
            guard let index = tapIndex(of: touch) else { return false }
            return hasStrayed(currentTap[index])
        }
        if strayed { failIfPossible() }
    }

    /// When the last finger of a tap lifts, the tap counts if exactly ``numberOfTouchesRequired`` fingers made it;
    /// the last required tap recognizes the gesture, an earlier one starts the wait for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        // Walked without retaining the set or its touches (`UnretainedWalk.swift`), up to the first that strayed.
        let strayed = touches.containsMember { touch in
            guard let index = tapIndex(of: touch) else { return false }
            if hasStrayed(currentTap[index]) { return true }
            currentTap[index].liftLocation = touch.locationInWindow
            return false
        }
        if strayed { return failIfPossible() }
        if !currentTap.isEmpty, everyFingerHasLifted { finishTap() }
    }

    private var everyFingerHasLifted: Bool {
        // By index: a `for in` copied each finger, retaining its touch.
        var index = 0
        while index < currentTap.count {
            if currentTap[index].liftLocation == nil { return false }
            index += 1
        }
        return true
    }

    /// Where `touch` is in ``currentTap`` (a loop, not a closure: see `IdentityLookup.swift`).
    private func tapIndex(of touch: UITouch) -> Int? {
        for index in currentTap.indices where currentTap[index].touch === touch { return index }
        return nil
    }

    /// A cancelled touch fails the gesture.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    /// Forgets the taps counted so far; the first tap's location stays readable. Call super when overriding.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        currentTap.removeAllKeepingCapacity()
    }

    /// The timeout (the tap's maximum duration while fingers are down, the gap to the next tap between taps) ran out.
    override func timeoutElapsed() {
        failIfPossible()
    }

    private func startTap() {
        if tapsCompleted == 0 {
            firstTapStarts.removeAllKeepingCapacity()
            firstTapLocations.removeAllKeepingCapacity()
        }
        scheduleTimeout(after: Self.maximumTapDuration)
    }

    private func finishTap() {
        guard tapCounts(fingers: currentTap.count, required: requiredTouches) else { return }
        tapsCompleted += 1
        if tapsCompleted == 1 {
            // By index: a `for in` copied each finger, retaining its touch.
            for index in currentTap.indices {
                firstTapStarts.append(currentTap[index].anchor)
                firstTapLocations.append(currentTap[index].liftLocation ?? currentTap[index].anchor)
            }
        }
        currentTap.removeAllKeepingCapacity()
        if tapsCompleted >= requiredTaps {
            state = .ended
        } else {
            scheduleTimeout(after: Self.maximumIntervalBetweenTaps)
        }
    }

    private func hasStrayed(_ tapTouch: TapTouch) -> Bool {
        tapTouch.touch.locationInWindow.distance(to: tapTouch.anchor) > Self.allowableMovement
    }

    // MARK: Location

    /// The fingers of the gesture: in the action (`.ended`, every finger lifted) those of the first tap, as UIKit
    /// reports them so that ``location(ofTouch:in:)`` can be looped over; otherwise the fingers down.
    open override var numberOfTouches: Int {
        if state == .ended, trackedTouches.isEmpty, !firstTapLocations.isEmpty { return firstTapLocations.count }
        return super.numberOfTouches
    }

    /// Whether the location comes from the first tap: once it completed, and after the gesture while no finger is
    /// down.
    private var reportsFirstTap: Bool {
        !firstTapLocations.isEmpty && (tapsCompleted > 0 || trackedTouches.isEmpty)
    }

    /// The location of the tap in `view`'s coordinates (the window's when nil): the centroid of its fingers. As in
    /// UIKit, once the first tap is complete this is the first tap's location, also after the gesture.
    ///
    /// - Note: UIKit does not say whether a tap's location is where its fingers went down or lifted; TouchKit
    ///   reports where they lifted (at most 45 pt from where they went down).
    open override func location(in view: UIView?) -> CGPoint {
        guard reportsFirstTap else { return super.location(in: view) }
        var sum = CGPoint.zero
        for location in firstTapLocations { sum = sum + location }
        let count = CGFloat(firstTapLocations.count)
        let point = CGPoint(x: sum.x / count, y: sum.y / count)
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location of one finger of the tap, in the order the fingers went down. As in UIKit, once the first tap
    /// is complete this is that finger's location in the first tap.
    ///
    /// In the action, after every finger lifted, the fingers are still counted by ``numberOfTouches`` and answer
    /// here, as in UIKit.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard reportsFirstTap, firstTapLocations.indices.contains(touchIndex) else {
            return super.location(ofTouch: touchIndex, in: view)
        }
        let point = firstTapLocations[touchIndex]
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    // MARK: Exclusion

    /// A tap never prevents a tap that requires more taps, so a double tap can still follow a single tap that
    /// recognized on the first lift (UIKit's documentation of ``UIGestureRecognizer/canPrevent(_:)``). Otherwise as
    /// ``UIGestureRecognizer``.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let taps = Self.requiredTaps(ifTap: preventedGestureRecognizer), taps > requiredTaps {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// The mirror of ``canPrevent(_:)``: a tap that requires fewer taps never prevents this one, even when a
    /// subclass of it says it can. Otherwise as ``UIGestureRecognizer``.
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let taps = Self.requiredTaps(ifTap: preventingGestureRecognizer), taps < requiredTaps {
            return false
        }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }

    /// The taps `recognizer` requires when it is a tap (nil otherwise): `(recognizer as? UITapGestureRecognizer)?`,
    /// without the runtime's dynamic cast when its class is exactly this one, the usual case of two taps on one
    /// touched path, and without retaining it (a tap bound to a local would be retained and released around the
    /// read).
    private static func requiredTaps(ifTap recognizer: UIGestureRecognizer) -> Int? {
        if type(of: recognizer) == UITapGestureRecognizer.self {
            return downcast(recognizer, toKnown: UITapGestureRecognizer.self).requiredTaps
        }
        return (recognizer as? UITapGestureRecognizer)?.requiredTaps
    }
}

extension UIGestureRecognizer {
    /// The rule for a tap whose every finger lifted, the tap recognizer's and that of the taps before a long press:
    /// the timeout stops, and the tap counts only if exactly `required` fingers made it; otherwise the gesture
    /// fails. Returns whether it counts.
    func tapCounts(fingers: Int, required: Int) -> Bool {
        cancelTimeout()
        guard fingers == required else {
            failIfPossible()
            return false
        }
        return true
    }
}
