/// How one axis of a scroll view moves on its own after a drag.
enum AxisMotion {
    case resting
    /// Coasting to a target inside the content.
    case decelerating(Deceleration)
    /// Springing back into the content from an overscroll.
    case bouncing(SpringBounce)
    /// Settling onto a page (a paging scroll view, from inside or outside the content range alike, as UIKit's
    /// paging step runs in place of both others).
    case paging(PagingSettle)

    /// The motion from `offset` at `velocity` (pt/ms) that ends on `target`: a spring when starting outside the
    /// content range, coasting otherwise, nothing when already there. With `pagingWidth` (a paging scroll view's
    /// bounds width), the paging spring in every case but already resting on the target.
    init(
        from offset: CGFloat, velocity: CGFloat, to target: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat,
        pagingWidth: CGFloat? = nil
    ) {
        if let pagingWidth {
            self = offset == target ? .resting : .paging(PagingSettle(
                offset: offset, velocity: velocity, target: target, width: pagingWidth, range: range))
        } else if !range.contains(offset) {
            self = .bouncing(SpringBounce(offset: offset, velocity: velocity, target: target))
        } else if offset != target {
            self = .decelerating(Deceleration(offset: offset, velocity: velocity, rate: rate, target: target))
        } else {
            self = .resting
        }
    }

    /// The current velocity, in points per millisecond (0 when resting).
    var velocity: CGFloat {
        switch self {
        case .resting: 0
        case .decelerating(let deceleration): deceleration.velocity
        case .bouncing(let bounce): bounce.velocity
        case .paging(let settle): settle.velocity
        }
    }

    var isFinished: Bool {
        switch self {
        case .resting: true
        case .decelerating(let deceleration): deceleration.isFinished
        case .bouncing(let bounce): bounce.isFinished
        case .paging(let settle): settle.isFinished
        }
    }

    /// Advances by `interval` seconds and returns the new offset (nil when resting).
    mutating func step(by interval: TimeInterval) -> CGFloat? {
        switch self {
        case .resting:
            return nil
        case .decelerating(var deceleration):
            deceleration.step(by: interval)
            self = .decelerating(deceleration)
            return deceleration.offset
        case .bouncing(var bounce):
            bounce.step(by: interval)
            self = .bouncing(bounce)
            return bounce.offset
        case .paging(var settle):
            settle.step(by: interval)
            self = .paging(settle)
            return settle.offset
        }
    }
}

/// Everything a scroll view animates on its own: coasting per axis, a programmatic scroll, a zoom bounce, all on one
/// display link of the window's clock.
struct ScrollMotion {
    var x: AxisMotion = .resting
    var y: AxisMotion = .resting
    var programmatic: ProgrammaticScrollAnimation?
    /// Whether ``programmatic`` is a status-bar tap's scroll to the top (it ends with `scrollViewDidScrollToTop`).
    var isScrollToTop = false
    var zoom: ZoomMotion?
    var link: CADisplayLink?
    var lastFrameTime: TimeInterval?
    /// The unrounded offset the motion is at.
    var current: CGPoint = .zero
    /// Where the coasting ends.
    var target: CGPoint = .zero
    /// Where the coasting was asked to end before clamping into the range (the lift's projection, the delegate's
    /// target, a page); clamped again into the new range when the range changes under the motion.
    var requestedTarget: CGPoint = .zero
    /// Whether a finger stopped a coasting or bouncing motion and has not dragged since: when it lifts, the content
    /// settles back into its range (or onto a page).
    var isCaught = false

    // Always inlined: read through a scroll view (`motion.isRunning`, in every reset's rest check), an out-of-line
    // call first copied the whole struct.
    @inline(__always) var isCoasting: Bool { !x.isFinished || !y.isFinished }
    @inline(__always) var isRunning: Bool { isCoasting || programmatic != nil || zoom != nil }
    var isProgrammaticOnly: Bool { !isCoasting && zoom == nil && programmatic != nil }
}

/// A zoom scale animating toward a target (a bounce back into the limits, or an animated zoom).
///
/// The zoom turns about one content point that stays put on screen: ``anchorInZoomView`` stays at
/// ``anchorInViewport``. A scroll view picks that point so the motion ends exactly where the same zoom without
/// animation ends, range clamping included (``UIScrollView/zoomMotion(to:keeping:at:_:isProgrammatic:)``).
struct ZoomMotion {
    var from: CGFloat
    var to: CGFloat
    var duration: TimeInterval
    var elapsed: TimeInterval = 0
    /// The content point (in the zoom view's own coordinates) kept under ``anchorInViewport``.
    var anchorInZoomView: CGPoint
    /// Where that point stays, relative to the visible bounds' origin (so it does not move as the offset does).
    var anchorInViewport: CGPoint
    /// Whether it ends with `scrollViewDidEndZooming` (a bounce or an animated zoom) and/or
    /// `scrollViewDidEndScrollingAnimation` (an animated zoom).
    var isProgrammatic: Bool

    var isFinished: Bool { elapsed >= duration }

    /// Ease-out progress through the animation.
    var scale: CGFloat {
        let fraction = duration > 0 ? CGFloat(min(elapsed / duration, 1)) : 1
        let eased = 1 - (1 - fraction) * (1 - fraction)
        return from * pow(to / from, eased)
    }
}

extension UIScrollView {
    func startMotionLink() {
        guard let clock = window?.clock else {
            finishMotionAtOnce()
            return
        }
        guard motion.link == nil else { return }
        motion.lastFrameTime = clock.now
        // `unowned`: the scroll view's `deinit` invalidates the link.
        let link = CADisplayLink { [unowned self] link in self.stepMotion(link) }
        motion.link = link
        link.add(to: clock)
    }

    private func stepMotion(_ link: CADisplayLink) {
        let interval = link.timestamp - (motion.lastFrameTime ?? link.timestamp)
        motion.lastFrameTime = link.timestamp
        guard interval > 0 else { return }
        stepZoom(by: interval)
        if var programmatic = motion.programmatic {
            programmatic.step(by: interval)
            motion.programmatic = programmatic
            contentOffset = programmatic.offset
        } else if motion.isCoasting {
            if let x = motion.x.step(by: interval) { motion.current.x = x }
            if let y = motion.y.step(by: interval) { motion.current.y = y }
            contentOffset = motion.current
        }
        finishFinishedMotions()
    }

    /// Ends what has finished, with its callbacks; stops the link when nothing runs.
    private func finishFinishedMotions() {
        if let programmatic = motion.programmatic, programmatic.isFinished {
            motion.programmatic = nil
            contentOffset = programmatic.end
            if !motion.isRunning { stopLink() }
            // A list view whose content shrank under an animated scroll ends it inside the new range.
            if keepsOffsetInContentRange { contentRangeDidChange() }
            notifyProgrammaticScrollEnded()
        }
        if isDecelerating && !motion.isCoasting {
            contentOffset = motion.target
            motion.x = .resting
            motion.y = .resting
            // The range may have changed under the motion (content resized or zoomed, insets changed): as UIKit's
            // deceleration does at an edge, spring back into it (or onto a page) before coming to rest.
            if !settleIntoRestingOffset() {
                isDecelerating = false
                if !motion.isRunning { stopLink() }
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
        if let zoom = motion.zoom, zoom.isFinished { finishZoomMotion(zoom) }
        if !motion.isRunning { stopLink() }
    }

    private func stopLink() {
        // A motion that ran leaves the indicators up a little longer.
        if motion.link != nil { keepIndicatorsAfterScrolling() }
        motion.link?.invalidate()
        motion.link = nil
        motion.lastFrameTime = nil
    }

    /// Stops every motion where it is (``isDecelerating`` becomes false). With `notify`, the end callbacks a finished
    /// motion would send are sent.
    func stopMotion(notify: Bool) {
        let wasProgrammatic = motion.programmatic != nil
        let wasCoasting = motion.isCoasting
        motion.x = .resting
        motion.y = .resting
        motion.programmatic = nil
        motion.zoom = nil
        isZoomBouncing = false
        let wasScrollToTop = motion.isScrollToTop
        motion.isScrollToTop = false
        // Whatever stopped it (a touch, a drag, setContentOffset, a zoom, or the delegate from
        // scrollViewWillBeginDecelerating), the scroll view is no longer decelerating.
        isDecelerating = false
        stopLink()
        guard notify else { return }
        if wasProgrammatic {
            if wasScrollToTop { delegate?.scrollViewDidScrollToTop(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
        if wasCoasting { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// Jumps every motion to its end, with its callbacks (no clock to animate on, or the view left its window).
    func finishMotionAtOnce() {
        if let zoom = motion.zoom {
            motion.zoom = nil
            finishZoomMotion(zoom)
        }
        if let programmatic = motion.programmatic {
            motion.programmatic = nil
            contentOffset = programmatic.end
            notifyProgrammaticScrollEnded()
        }
        if motion.isCoasting || isDecelerating {
            motion.x = .resting
            motion.y = .resting
            // Where the motion would have come to rest in the range as it is now (it may have changed under it).
            contentOffset = restingOffset(from: motion.target)
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        stopLink()
    }
}
