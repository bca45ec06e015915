/// What the scroll view remembers during one drag.
struct DragState {
    /// The unclamped offset when the drag began (the rubber band undone, so a drag that starts overscrolled
    /// continues smoothly).
    var startOffset: CGPoint = .zero
    var lastTranslation: CGPoint = .zero
    var lastSampleTime: TimeInterval = 0
    /// The release velocity so far, in points per millisecond of content offset.
    var velocity: CGPoint = .zero
    var hasVelocity = false
    /// With directional lock, the axis the drag is locked to, once decided.
    var lockedAxis: Axis?
    var lockDecided = false

    enum Axis { case horizontal, vertical }
}

extension UIScrollView {
    /// The newest velocity sample's weight when smoothing the release velocity: v = 0.75 × previous + 0.25 × current.
    /// UIKit [re] (docs/UIKitFacts.md, "End of drag").
    static let releaseVelocityLatestWeight: CGFloat = 0.25
    /// A drag within this angle of an axis locks to it when `isDirectionalLockEnabled` (22.5°). UIKit does not
    /// document its lock angle [?].
    static let directionalLockSlope: CGFloat = 0.414_213_562   // tan(22.5°)

    /// A finger came down on the scroll view (or on its pan's view): a running animation stops where it is, and that
    /// touch never reaches the content (docs/UIKitFacts.md, "Touching a decelerating scroll view stops it").
    func touchesWentDown(_ touches: Set<UITouch>) {
        guard motion.isRunning, !motion.isProgrammaticOnly else { return }
        stopMotion(notify: false)
        isDecelerating = false
        motion.isCaught = true
        if let dispatcher = window?.dispatcher {
            for touch in touches { dispatcher.blockViewDelivery(of: touch) }
        }
    }

    /// ``touchesWentDown(_:)`` for the scroll view a recognizer points at (`scrollView`, nil once it went). Without
    /// a running motion that call does nothing, so the scroll view is borrowed for that test (no reference count, no
    /// app code) and retained only for a call that stops a motion (which tells the delegate).
    static func touchesWentDown(_ touches: Set<UITouch>, on scrollView: Unmanaged<UIScrollView>?) {
        guard let scrollView, scrollView.withUnretainedInstance({ $0.motion.isRunning }) else { return }
        _ = scrollView.retain()
        defer { scrollView.release() }
        scrollView.takeUnretainedValue().touchesWentDown(touches)
    }

    /// The pan's attempt is over without a drag after a finger caught a moving scroll view: if that left the content
    /// past an edge (a caught bounce) or between pages, it springs back / settles on the nearest page, ending with
    /// `scrollViewDidEndDecelerating` (pairing the `scrollViewWillBeginDecelerating` of the motion it interrupted).
    /// TouchKit's reading [?]: UIKit does not leave a caught bounce overscrolled.
    ///
    /// Called by the reset of both the pan and the touch-delay recognizer, one after the other when they finish
    /// together (a tap on the content). Decision: the second check is skipped when the first found the scroll view
    /// resting, in the reset just before, and nothing but engine code that leaves the check's inputs alone ran in
    /// between (the arena's step of `recognizer`'s reset, ``ResetStep/current(of:)``, is then the next one: any
    /// app code a reset may run, an observer, a deinit, starts a step of its own; a reset not run by the arena's walk,
    /// or `reset()` called by app code, has none and checks), for a scroll view of exactly this class (a
    /// subclass's overridden getters are app code, asked again). The second check would read the same values and
    /// find it resting again: nothing it does is skipped but the reading.
    func settleAfterCaughtMotion(resetting recognizer: UIGestureRecognizer) {
        guard let move = restCheckAfterCaughtMotion(resetting: recognizer) else { return }
        startSettling(from: move.offset, to: move.target)
    }

    /// ``settleAfterCaughtMotion(resetting:)`` for the scroll view a recognizer points at (`scrollView`, nil once it
    /// went). A plain scroll view (``isPlainScrollView``) is borrowed for the rest check, which then runs no app code
    /// (its getters are UIScrollView's own), and retained only to start a motion (which may call the delegate); any
    /// other is retained for the whole call, as before.
    static func settleAfterCaughtMotion(of scrollView: Unmanaged<UIScrollView>?, resetting recognizer: UIGestureRecognizer) {
        guard let scrollView else { return }
        if scrollView.withUnretainedInstance({ $0.isPlainScrollView }) {
            let move = scrollView.withUnretainedInstance { $0.restCheckAfterCaughtMotion(resetting: recognizer) }
            guard let move else { return }
            _ = scrollView.retain()
            defer { scrollView.release() }
            scrollView.takeUnretainedValue().startSettling(from: move.offset, to: move.target)
            return
        }
        _ = scrollView.retain()
        defer { scrollView.release() }
        scrollView.takeUnretainedValue().settleAfterCaughtMotion(resetting: recognizer)
    }

    /// The check of ``settleAfterCaughtMotion(resetting:)``, without starting the motion: the offset and where it
    /// must settle when it must move; nil when it rests well, or is left alone (dragging, zooming or moving).
    private func restCheckAfterCaughtMotion(resetting recognizer: UIGestureRecognizer) -> (offset: CGPoint, target: CGPoint)? {
        // Whether or not a finger caught a motion, a scroll view whose attempt ended must not rest outside its range
        // or between pages (a pan removed or disabled mid-drag sends no end).
        motion.isCaught = false
        let step = isPlainScrollView ? ResetStep.current(of: recognizer) : nil
        if let step, restVerifiedAtResetStep &+ 1 == step { return nil }
        if !isDragging, !motion.isRunning, !isZooming {
            let offset = contentOffset
            let target = restingOffset(from: offset)
            if target != offset { return (offset, target) }
        }
        // Resting, or left alone while it drags, zooms or moves (no clock runs between two resets): nothing ran.
        if let step {
            restVerifiedAtResetStep = step
            ResetStep.remember()
        }
        return nil
    }

    /// Where the content may rest, starting from `offset` with no velocity: inside the range and, when paging, on the
    /// nearest page. The ends of the range count as pages (the last partial page rests at the content's end, and
    /// with insets the first page starts at the minimum), so a scroll view resting there stays.
    package func restingOffset(from offset: CGPoint) -> CGPoint {
        let (minimum, maximum) = offsetRange
        var target = Self.clamp(offset, minimum: minimum, maximum: maximum)
        if isPagingEnabled {
            if target.x != minimum.x && target.x != maximum.x {
                target.x = Paging(pageSize: storedBounds.width, minimum: minimum.x, maximum: maximum.x).targetOffset(from: offset.x, velocity: 0)
            }
            if target.y != minimum.y && target.y != maximum.y {
                target.y = Paging(pageSize: storedBounds.height, minimum: minimum.y, maximum: maximum.y).targetOffset(from: offset.y, velocity: 0)
            }
        }
        return pixelGrid.rounded(target)
    }

    /// Springs back into the range or settles on a page from where the content is, unless it already rests well;
    /// ends with `scrollViewDidEndDecelerating`. Returns whether a motion started.
    @discardableResult
    func settleIntoRestingOffset() -> Bool {
        let offset = contentOffset
        let target = restingOffset(from: offset)
        guard target != offset else { return false }
        startSettling(from: offset, to: target)
        return true
    }

    /// The motion of ``settleIntoRestingOffset()`` from `offset` to `target`, a resting offset other than `offset`.
    private func startSettling(from offset: CGPoint, to target: CGPoint) {
        isDecelerating = true
        motion.current = offset
        motion.requestedTarget = target
        coast(from: offset, velocity: .zero, to: target)
        startMotionLink()
    }

    func handlePan() {
        let now = window?.clock.now ?? 0
        switch pan.state {
        case .began:
            stopMotion(notify: false)
            isDecelerating = false
            motion.isCaught = false
            isDragging = true
            drag = DragState()
            drag.startOffset = unclampedOffset(forDisplayed: contentOffset)
            drag.lastTranslation = pan.translation(in: self)
            drag.lastSampleTime = now
            delegate?.scrollViewWillBeginDragging(self)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
                window?.keyboardDismissHandler?(self)
            }
            applyDrag(translation: drag.lastTranslation)
        case .changed:
            let translation = pan.translation(in: self)
            sampleVelocity(translation: translation, at: now)
            applyDrag(translation: translation)
        case .ended:
            // A finger that rested before lifting releases with no velocity (UIPanGestureRecognizer's rule).
            if now - drag.lastSampleTime > UIPanGestureRecognizer.stoppedFingerInterval {
                drag.velocity = .zero
                drag.hasVelocity = false
            }
            sampleVelocity(translation: pan.translation(in: self), at: now)
            endDrag(velocity: drag.velocity)
        case .cancelled:
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    private func sampleVelocity(translation: CGPoint, at time: TimeInterval) {
        let interval = time - drag.lastSampleTime
        guard interval >= 0.001 else { return }
        let milliseconds = CGFloat(interval * 1000)
        // The offset moves against the finger.
        let current = CGPoint(
            x: -(translation.x - drag.lastTranslation.x) / milliseconds,
            y: -(translation.y - drag.lastTranslation.y) / milliseconds)
        if drag.hasVelocity {
            let w = Self.releaseVelocityLatestWeight
            drag.velocity = CGPoint(x: (1 - w) * drag.velocity.x + w * current.x, y: (1 - w) * drag.velocity.y + w * current.y)
        } else {
            // The first sample is taken as it is, so a drag at constant speed reads that speed at once.
            drag.velocity = current
            drag.hasVelocity = true
        }
        drag.lastTranslation = translation
        drag.lastSampleTime = time
    }

    private func applyDrag(translation: CGPoint) {
        var translation = translation
        if isDirectionalLockEnabled && canScrollHorizontally && canScrollVertically {
            if !drag.lockDecided, abs(translation.x) + abs(translation.y) > 0 {
                drag.lockDecided = true
                if abs(translation.y) <= abs(translation.x) * Self.directionalLockSlope { drag.lockedAxis = .horizontal }
                else if abs(translation.x) <= abs(translation.y) * Self.directionalLockSlope { drag.lockedAxis = .vertical }
            }
            switch drag.lockedAxis {
            case .horizontal: translation.y = 0
            case .vertical: translation.x = 0
            case nil: break
            }
        }
        var offset = contentOffset
        // A wheel stops at the edges: it has no lift to spring back from (`UIScrollView+ScrollInput.swift`).
        let clamps = pan.activeScrollType == .discrete
        if canScrollHorizontally { offset.x = displayedOffset(forUnclamped: drag.startOffset.x - translation.x, horizontal: true, clamped: clamps) }
        if canScrollVertically { offset.y = displayedOffset(forUnclamped: drag.startOffset.y - translation.y, horizontal: false, clamped: clamps) }
        contentOffset = offset
    }

    /// What a drag to `offset` shows: rubber-banded past the edges when bouncing, clamped otherwise.
    func displayedOffset(forUnclamped offset: CGFloat, horizontal: Bool, clamped: Bool = false) -> CGFloat {
        let band = rubberBand(horizontal: horizontal)
        guard bounces, !clamped else { return min(max(offset, band.minimum), band.maximum) }
        return band.displayedOffset(forUnclamped: offset)
    }

    func unclampedOffset(forDisplayed offset: CGPoint) -> CGPoint {
        guard bounces else { return offset }
        return CGPoint(
            x: rubberBand(horizontal: true).unclampedOffset(forDisplayed: offset.x),
            y: rubberBand(horizontal: false).unclampedOffset(forDisplayed: offset.y))
    }

    func rubberBand(horizontal: Bool) -> RubberBand {
        let (minimum, maximum) = offsetRange
        return horizontal
            ? RubberBand(minimum: minimum.x, maximum: maximum.x, dimension: storedBounds.width)
            : RubberBand(minimum: minimum.y, maximum: maximum.y, dimension: storedBounds.height)
    }

    /// The lift: the target offered to the delegate, then coasting, bouncing back or settling on a page.
    ///
    /// The delegate may change the insets from `scrollViewWillEndDragging`, `scrollViewDidEndDragging` or
    /// `scrollViewWillBeginDecelerating` (pull-to-refresh sets `contentInset.top` there): as UIKit re-reads the
    /// insets after `scrollViewWillEndDragging`, the target (the projection, or the delegate's) is clamped into the
    /// range as it is when the motion starts, so the bounce returns to the new edge. Released still (no projection),
    /// the request is the release offset itself, unclamped, so a finger that rested at −97 before lifting settles at
    /// the −60 edge a 60 pt inset makes, as on iOS, not at the 0 the old range gave.
    private func endDrag(velocity measured: CGPoint) {
        let offset = contentOffset
        var velocity = measured
        if !canScrollHorizontally { velocity.x = 0 }
        if !canScrollVertically { velocity.y = 0 }
        var requested = offset
        if isPagingEnabled {
            let (minimum, maximum) = offsetRange
            if canScrollHorizontally {
                requested.x = Paging(pageSize: storedBounds.width, minimum: minimum.x, maximum: maximum.x)
                    .targetOffset(from: offset.x, velocity: velocity.x)
            }
            if canScrollVertically {
                requested.y = Paging(pageSize: storedBounds.height, minimum: minimum.y, maximum: maximum.y)
                    .targetOffset(from: offset.y, velocity: velocity.y)
            }
        } else {
            let rate = decelerationRate.rawValue
            if Deceleration.shouldDecelerate(velocity: velocity.x) {
                requested.x = Deceleration.projectedOffset(from: offset.x, velocity: velocity.x, rate: rate)
            }
            if Deceleration.shouldDecelerate(velocity: velocity.y) {
                requested.y = Deceleration.projectedOffset(from: offset.y, velocity: velocity.y, rate: rate)
            }
        }
        if !isPagingEnabled {
            let coasting = clampedOffset(requested)
            let snapped = targetOffsetForEndOfDrag(proposed: coasting, velocity: measured)
            if snapped != coasting { requested = snapped }
        }
        var target = pixelGrid.rounded(clampedOffset(requested))
        var proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: measured, targetContentOffset: &proposed)
        if proposed.isFinite, proposed != target { requested = proposed }
        target = pixelGrid.rounded(clampedOffset(requested))
        let willDecelerate = target != offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        keepIndicatorsAfterScrolling()
        guard willDecelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating else { return }   // the delegate may have stopped it
        motion.current = offset
        motion.requestedTarget = requested
        coast(from: offset, velocity: velocity, to: pixelGrid.rounded(clampedOffset(requested)))
        startMotionLink()
    }

    /// Sets up each axis's motion from `offset` at `velocity` (pt/ms) to `target`, in the range as it is now.
    /// A paging scroll view settles with UIKit's paging spring (``PagingSettle``), which carries `velocity`; its
    /// pull and friction follow the bounds' width.
    private func coast(from offset: CGPoint, velocity: CGPoint, to target: CGPoint) {
        let (minimum, maximum) = offsetRange
        let rate = decelerationRate.rawValue
        let pagingWidth = isPagingEnabled ? storedBounds.width : nil
        motion.x = AxisMotion(
            from: offset.x, velocity: velocity.x, to: target.x, range: minimum.x...maximum.x, rate: rate,
            pagingWidth: pagingWidth)
        motion.y = AxisMotion(
            from: offset.y, velocity: velocity.y, to: target.y, range: minimum.y...maximum.y, rate: rate,
            pagingWidth: pagingWidth)
        motion.target = target
    }

    /// The scrollable range changed (``contentInset`` set): a deceleration or bounce under way heads, from where it
    /// is and at its current speed, for its requested target clamped into the new range, so content that was
    /// springing back to 0 when a refresh control took 60 pt of inset springs back to −60 instead. UIKit's
    /// deceleration reads the range every frame [re]; a programmatic scroll is left alone (UIKit's
    /// `setContentOffset(_:animated:)` animates to the offset it was given).
    ///
    /// At rest (no finger, no motion), an offset the new range no longer holds is brought back into it at once, as
    /// UIKit's inset setter does (its `_adjustContentOffsetIfNecessary`): the pull-to-refresh idiom ends with
    /// `UIView.animate(withDuration: 0.3) { scrollView.contentInset.top = 0 }` and the content comes back from −60
    /// (SVPullToRefresh and its kin rely on it; inside an animation block the move animates). A list view's `contentSize`
    /// setter calls it too (``keepsOffsetInContentRange``), as UIKit's list views keep their offset in range when their
    /// data or layout changes; a plain scroll view's does not (app code sets it, and often sets the offset next).
    ///
    /// Only a drag or a pinch holds the offset where it is: a finger resting on the content without dragging (its
    /// pan not begun, or failed) does not, so the offset comes back into range at once. TouchKit decision: UIKit's
    /// `isTracking` covers that finger too, but nothing would bring the offset back after it lifts (the pan's attempt
    /// may be long over).
    func contentRangeDidChange() {
        guard isDecelerating, motion.isCoasting, motion.programmatic == nil else {
            if !isDragging, !isZooming, !motion.isRunning {
                let clamped = clampedOffset(contentOffset)
                if clamped != contentOffset { contentOffset = clamped }
            }
            return
        }
        let target = pixelGrid.rounded(clampedOffset(motion.requestedTarget))
        guard target != motion.target else { return }
        coast(from: motion.current, velocity: CGPoint(x: motion.x.velocity, y: motion.y.velocity), to: target)
    }
}
