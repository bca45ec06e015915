/// Recognizes fingers held still on a view: UIKit's `UILongPressGestureRecognizer`.
///
/// A continuous gesture. It begins (`.began`) once ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` without moving more than ``allowableMovement``; after that the fingers may move freely,
/// each move sends `.changed`, and lifting any finger ends it (`.ended`). Before it begins it fails if a finger lifts,
/// moves too far, or more fingers go down than required; a cancelled touch fails it before it began and cancels it
/// after.
///
/// With ``numberOfTapsRequired`` above 0 the press must follow that many quick taps of the same fingers, as a tap
/// recognizer counts them (within 0.35 s of each other and 45 pt of the first tap): "tap, then press".
///
/// By default a long press cancels its touches in the view when it begins; the 2014 talk, Advanced Scrollviews and
/// Touch Handling Techniques sets ``UIGestureRecognizer/cancelsTouchesInView`` to false so a dot being dragged keeps
/// receiving its touches.
///
/// ```swift
/// let press = UILongPressGestureRecognizer(target: self, action: ViewController.handleLongPress)
/// press.cancelsTouchesInView = false
/// dot.addGestureRecognizer(press)
/// ```
///
/// - Note: UIKit does not say what a finger that goes down after the press began does; TouchKit ignores it
///   (``UIGestureRecognizer/ignore(_:for:)``): it is not part of the gesture and reaches its view as usual.
///   The press duration runs on the window's clock, so even a ``minimumPressDuration`` of 0 begins at the next
///   clock callback, after the view saw `touchesBegan`, as UIKit's run-loop timer does.
///
/// See also ``UITapGestureRecognizer``.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UILongPressGestureRecognizer.self }

    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// How long the fingers must be held, in seconds, before the gesture begins. Default 0.5 (UIKit, documented).
    /// `.infinity` means never: the press does not begin by time (TouchKit's rule for infinite durations; UIKit
    /// does not say). NaN and negative durations count as 0.
    @exclusivity(unchecked) open var minimumPressDuration: TimeInterval = 0.5

    /// How far, in points, a finger may move from where it went down before the gesture begins; farther fails it.
    /// No limit applies once it has begun. Default 10 (UIKit, documented).
    ///
    /// - Note: Measured in window points.
    @exclusivity(unchecked) open var allowableMovement: CGFloat = 10

    /// How many full taps must come before the press. Default 0: just press.
    ///
    /// - Note: UIKit does not document the timing of those taps; TouchKit applies the tap recognizer's rules:
    ///   each tap lasts at most 0.75 s, starts within 0.35 s of the previous lift and 45 pt of the first tap, and
    ///   its fingers move at most ``allowableMovement``. A value below 0 counts as 0.
    @exclusivity(unchecked) open var numberOfTapsRequired: Int = 0

    /// How many fingers must press (and tap). Default 1. More fingers than this before the gesture began make it
    /// fail.
    ///
    /// - Note: UIKit's property is unsigned; TouchKit treats a value below 1 as 1.
    @exclusivity(unchecked) open var numberOfTouchesRequired: Int = 1

    // MARK: Attempt state

    /// A finger of the tap or press in progress.
    private struct PressTouch {
        let touch: UITouch
        /// Where it went down, in window coordinates: it may move ``allowableMovement`` from here.
        let start: CGPoint
        var hasLifted = false
    }

    @exclusivity(unchecked) private var tapsCompleted = 0
    /// The fingers of the tap or press in progress.
    @exclusivity(unchecked) private var currentTouches: [PressTouch] = []
    /// Where the first tap's fingers went down: later taps and the press must start near them.
    @exclusivity(unchecked) private var firstTapStarts: [CGPoint] = []
    /// What the running timeout ends: the press duration (the press begins), or a preceding tap's maximum duration
    /// or the gap to the next tap (the gesture fails).
    @exclusivity(unchecked) private var timeoutEndsPress = false
    /// The centroid of the fingers when the gesture ended or was cancelled: its location from then on.
    @exclusivity(unchecked) private var finalLocationInWindow: CGPoint?

    private var requiredTaps: Int { max(0, numberOfTapsRequired) }
    private var requiredTouches: Int { max(1, numberOfTouchesRequired) }
    /// The preceding taps are done: the fingers down now are the press.
    private var isPressPhase: Bool { tapsCompleted >= requiredTaps }

    // MARK: Touches

    /// New fingers join the tap or press in progress; once ``numberOfTouchesRequired`` fingers press, the
    /// ``minimumPressDuration`` timer starts. More fingers fail the gesture before it began and are ignored after.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            for touch in touches { ignore(touch, for: event) }
            return
        case .possible:
            break
        case .ended, .cancelled, .failed:
            return
        }
        if currentTouches.isEmpty { startPhase() }
        for touch in trackedTouches where touches.containsTouch(touch) {
            let start = touch.locationInWindow
            if tapsCompleted > 0, !firstTapStarts.contains(where: {
                $0.distance(to: start) <= UITapGestureRecognizer.allowableMovement
            }) {
                return failIfPossible()
            }
            currentTouches.append(PressTouch(touch: touch, start: start))
        }
        if currentTouches.count > requiredTouches { return failIfPossible() }
        if isPressPhase, currentTouches.count == requiredTouches {
            timeoutEndsPress = true
            scheduleTimeout(after: minimumPressDuration)
        }
    }

    /// Before the gesture began, a finger more than ``allowableMovement`` from where it went down fails it; after,
    /// every move sends `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            // Walked by index, not `for in`: neither the set nor its touches are retained (`UnretainedWalk.swift`).
            let strayed = touches.containsMember { touch in
                guard let index = pressIndex(of: touch) else { return false }
                return hasStrayed(touch, from: currentTouches[index].start)
            }
            if strayed { failIfPossible() }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// A lift ends the gesture once it began, fails it during the press before that, and completes a preceding
    /// tap when the tap's last finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard !isPressPhase else { return failIfPossible() }   // lifted before the press duration
            for touch in touches {
                guard let index = pressIndex(of: touch) else { continue }
                if hasStrayed(currentTouches[index]) { return failIfPossible() }
                currentTouches[index].hasLifted = true
            }
            if !currentTouches.isEmpty, currentTouches.allSatisfy(\.hasLifted) { finishTap() }
        case .began, .changed:
            // Any finger lifting ends the gesture (UIKit's documentation).
            finish(as: .ended)
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// A cancelled touch cancels the gesture once it began, and fails it before.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .began || state == .changed else { return failIfPossible() }
        finish(as: .cancelled)
    }

    /// Ends or cancels the gesture under way, keeping where its fingers were: the lifted or cancelled fingers are
    /// still tracked here.
    private func finish(as finalState: State) {
        finalLocationInWindow = centroidInWindow(of: trackedTouches)
        state = finalState
    }

    /// Forgets the taps and fingers of the attempt; the final location stays readable. Call super when overriding.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        currentTouches.removeAllKeepingCapacity()
    }

    override func timeoutElapsed() {
        if timeoutEndsPress { pressDurationElapsed() } else { failIfPossible() }
    }

    /// The first finger of a tap or of the press went down.
    private func startPhase() {
        cancelTimeout()
        if tapsCompleted == 0 {
            firstTapStarts.removeAllKeepingCapacity()
            finalLocationInWindow = nil
        }
        if !isPressPhase {
            timeoutEndsPress = false
            scheduleTimeout(after: UITapGestureRecognizer.maximumTapDuration)
        }
    }

    /// Every finger of a preceding tap lifted.
    private func finishTap() {
        guard tapCounts(fingers: currentTouches.count, required: requiredTouches) else { return }
        tapsCompleted += 1
        if tapsCompleted == 1 {
            for pressTouch in currentTouches { firstTapStarts.append(pressTouch.start) }
        }
        currentTouches.removeAllKeepingCapacity()
        timeoutEndsPress = false
        scheduleTimeout(after: UITapGestureRecognizer.maximumIntervalBetweenTaps)
    }

    /// Where `touch` is in ``currentTouches`` (a loop, not a closure: see `IdentityLookup.swift`).
    private func pressIndex(of touch: UITouch) -> Int? {
        for index in currentTouches.indices where currentTouches[index].touch === touch { return index }
        return nil
    }

    private func pressDurationElapsed() {
        guard state == .possible, isPressPhase, currentTouches.count == requiredTouches,
              !currentTouches.contains(where: \.hasLifted)
        else { return }
        state = .began
    }

    private func hasStrayed(_ pressTouch: PressTouch) -> Bool {
        hasStrayed(pressTouch.touch, from: pressTouch.start)
    }

    private func hasStrayed(_ touch: UITouch, from start: CGPoint) -> Bool {
        // The distance before the (overridable) limit: nothing is then retained around the getter's call.
        let distance = touch.locationInWindow.distance(to: start)
        return distance > allowableMovement
    }

    // MARK: Location

    /// The centroid of the pressing fingers in `view`'s coordinates (the window's when nil). Once the gesture ended
    /// or was cancelled, where all its fingers were at that moment, as UIKit's recognizers report their last
    /// location.
    open override func location(in view: UIView?) -> CGPoint {
        guard let point = finalLocationInWindow else { return super.location(in: view) }
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}
