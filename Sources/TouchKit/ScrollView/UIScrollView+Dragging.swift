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
    /// UIKit [re] (UIKIT_FACTS "End of drag").
    static let releaseVelocityLatestWeight: CGFloat = 0.25
    /// A drag within this angle of an axis locks to it when `isDirectionalLockEnabled` (22.5°). UIKit does not
    /// document its lock angle [?].
    static let directionalLockSlope: CGFloat = 0.414_213_562   // tan(22.5°)

    /// A finger came down on the scroll view (or on its pan's view): a running animation stops where it is, and that
    /// touch never reaches the content (UIKIT_FACTS "Touching a decelerating scroll view stops it").
    func touchesWentDown(_ touches: Set<UITouch>) {
        guard motion.isRunning, !motion.isProgrammaticOnly else { return }
        stopMotion(notify: false)
        isDecelerating = false
        motion.isCaught = true
        if let dispatcher = window?.dispatcher {
            for touch in touches { dispatcher.blockViewDelivery(of: touch) }
        }
    }

    /// The pan's attempt is over without a drag after a finger caught a moving scroll view: if that left the content
    /// past an edge (a caught bounce) or between pages, it springs back / settles on the nearest page, ending with
    /// `scrollViewDidEndDecelerating` (pairing the `scrollViewWillBeginDecelerating` of the motion it interrupted).
    /// TouchKit's reading [?]: UIKit does not leave a caught bounce overscrolled.
    func settleAfterCaughtMotion() {
        // Whether or not a finger caught a motion, a scroll view whose attempt ended must not rest outside its range
        // or between pages (a pan removed or disabled mid-drag sends no end).
        motion.isCaught = false
        guard !isDragging, !motion.isRunning, !isZooming else { return }
        settleIntoRestingOffset()
    }

    /// Where the content may rest, starting from `offset` with no velocity: inside the range and, when paging, on the
    /// nearest page. The ends of the range count as pages (the last partial page rests at the content's end, and
    /// with insets the first page starts at the minimum), so a scroll view resting there stays.
    func restingOffset(from offset: CGPoint) -> CGPoint {
        let minimum = minimumOffset, maximum = maximumOffset
        var target = clampedOffset(offset)
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
        let minimum = minimumOffset, maximum = maximumOffset
        isDecelerating = true
        let rate = decelerationRate.rawValue
        motion.x = AxisMotion(from: offset.x, velocity: 0, to: target.x, range: minimum.x...maximum.x, rate: rate)
        motion.y = AxisMotion(from: offset.y, velocity: 0, to: target.y, range: minimum.y...maximum.y, rate: rate)
        motion.current = offset
        motion.target = target
        startMotionLink()
        return true
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
        if canScrollHorizontally { offset.x = displayedOffset(forUnclamped: drag.startOffset.x - translation.x, horizontal: true) }
        if canScrollVertically { offset.y = displayedOffset(forUnclamped: drag.startOffset.y - translation.y, horizontal: false) }
        contentOffset = offset
    }

    /// What a drag to `offset` shows: rubber-banded past the edges when bouncing, clamped otherwise.
    func displayedOffset(forUnclamped offset: CGFloat, horizontal: Bool) -> CGFloat {
        let band = rubberBand(horizontal: horizontal)
        guard bounces else { return min(max(offset, band.minimum), band.maximum) }
        return band.displayedOffset(forUnclamped: offset)
    }

    func unclampedOffset(forDisplayed offset: CGPoint) -> CGPoint {
        guard bounces else { return offset }
        return CGPoint(
            x: rubberBand(horizontal: true).unclampedOffset(forDisplayed: offset.x),
            y: rubberBand(horizontal: false).unclampedOffset(forDisplayed: offset.y))
    }

    func rubberBand(horizontal: Bool) -> RubberBand {
        let minimum = minimumOffset, maximum = maximumOffset
        return horizontal
            ? RubberBand(minimum: minimum.x, maximum: maximum.x, dimension: storedBounds.width)
            : RubberBand(minimum: minimum.y, maximum: maximum.y, dimension: storedBounds.height)
    }

    /// The lift: the target offered to the delegate, then coasting, bouncing back or settling on a page.
    private func endDrag(velocity measured: CGPoint) {
        let offset = contentOffset
        var velocity = measured
        if !canScrollHorizontally { velocity.x = 0 }
        if !canScrollVertically { velocity.y = 0 }
        let minimum = minimumOffset, maximum = maximumOffset
        var target = clampedOffset(offset)
        if isPagingEnabled {
            if canScrollHorizontally {
                target.x = Paging(pageSize: storedBounds.width, minimum: minimum.x, maximum: maximum.x)
                    .targetOffset(from: offset.x, velocity: velocity.x)
            }
            if canScrollVertically {
                target.y = Paging(pageSize: storedBounds.height, minimum: minimum.y, maximum: maximum.y)
                    .targetOffset(from: offset.y, velocity: velocity.y)
            }
        } else {
            let rate = decelerationRate.rawValue
            if Deceleration.shouldDecelerate(velocity: velocity.x) {
                target.x = Deceleration.projectedOffset(from: offset.x, velocity: velocity.x, rate: rate)
            }
            if Deceleration.shouldDecelerate(velocity: velocity.y) {
                target.y = Deceleration.projectedOffset(from: offset.y, velocity: velocity.y, rate: rate)
            }
        }
        target = pixelGrid.rounded(clampedOffset(target))
        var proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: measured, targetContentOffset: &proposed)
        if proposed.isFinite, proposed != target { target = pixelGrid.rounded(clampedOffset(proposed)) }
        let willDecelerate = target != offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        keepIndicatorsAfterScrolling()
        guard willDecelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating else { return }   // the delegate may have stopped it
        motion.x = AxisMotion(from: offset.x, velocity: velocity.x, to: target.x, range: minimum.x...maximum.x, rate: decelerationRate.rawValue)
        motion.y = AxisMotion(from: offset.y, velocity: velocity.y, to: target.y, range: minimum.y...maximum.y, rate: decelerationRate.rawValue)
        motion.current = offset
        motion.target = target
        startMotionLink()
    }
}
