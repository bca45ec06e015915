/// The settle of a paging scroll view onto its page after the finger lifts, along one axis: UIKit's paging spring.
///
/// ``Paging`` picks the page; this moves the offset there. Each millisecond, with `d` the distance still to go,
/// `v ← (v + d·pull)·friction`, then `offset ← offset + v` (velocity in points per millisecond). It starts with the
/// finger's release velocity, so a flick carries into the settle and reaches the page sooner than a slow release from
/// the same place. The spring is stiffer and damped just under critical: for a 390 pt wide scroll view the pull is
/// 0.000287 per ms² (ω ≈ 17 /s) and the friction 0.9707 per ms (damping ratio ≈ 0.87), so a page settles in about a
/// third of a second (0.3 to 0.45 s from mid-page at rest, less for a flick), with an overshoot of at most a few
/// points. It ends, exactly on the target, once slower than ``stopVelocity`` within ``stopDistance`` of it, once it
/// crosses the target in the direction it set out in slower than ``crossingVelocity``, or, for a settle that started
/// inside the scrollable range, as soon as a frame carries it past an end of that range (a fast flick to the first or
/// last page does not swing past the content's edge: UIKit snaps it onto the page there).
///
/// Sources [re]: `-[UIScrollView _getPagingDecelerationOffset:forTimeInterval:]` and `-[UIScrollView setFrame:]` in
/// the iOS 26.1 UIKitCore decompilation (the per-millisecond loop, the stop rules, and the pull and friction as linear
/// functions of the bounds width, capped above 1024 pt); Photos' `PUTilingView` sets the same two values with the
/// same formulas, and its scroll-end estimate (`ISUIScrollViewVitalityController`) reads the friction. A second, older
/// UIKitCore decompilation has the same `setFrame:` constants, and the two ivars are in UIScrollView's headers since
/// the iPhone OS days. Certain of the loop and the constants; which bounds dimension UIKit reads (the width, for both
/// axes) is our reading of the decompiled code [re].
///
/// Units as in ``Deceleration``: points, points per **millisecond**, time steps in **seconds**. UIKit steps whole
/// milliseconds and drops the rest of each frame (a 16.67 ms frame runs 16 steps), and so does TouchKit.
///
/// - Note: UIKit integrates each frame from the pixel-rounded offset and nudges a stalled offset by one pixel toward
///   the page; TouchKit integrates the unrounded offset (the difference is below a pixel). UIKit keeps this inside
///   `UIScrollView`; TouchKit makes it public for custom scrolling code.
///
/// See also ``Paging``, ``Deceleration``, ``SpringBounce``.
public struct PagingSettle: Sendable, Equatable {
    /// 0.01 pt/ms: slower than this within ``stopDistance`` of the page, the settle ends. UIKit [re]; certain.
    public static let stopVelocity: CGFloat = 0.01
    /// 1 pt: how close to the page the settle must be to end slow. UIKit [re]; certain.
    public static let stopDistance: CGFloat = 1
    /// 0.1 pt/ms: crossing the page in the direction it set out in, slower than this, ends the settle. UIKit [re];
    /// certain.
    public static let crossingVelocity: CGFloat = 0.1
    /// 1024 pt: wider scroll views use the pull and friction of this width. UIKit [re]; certain.
    public static let widestTunedWidth: CGFloat = 1024
    /// At most this many milliseconds are stepped in one frame: a longer gap (a stalled clock) is already settled.
    static let longestStep = 10_000

    /// The spring's pull per millisecond² for a scroll view `width` points wide: `0.000359090909 − 0.000000184659091·w`,
    /// and 0.00017 above 1024 pt. UIKit [re] (`-[UIScrollView setFrame:]`); certain.
    public static func springPull(forWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width <= widestTunedWidth else { return 0.00017 }
        return 0.000_359_090_909 - 0.000_000_184_659_091 * max(width, 0)
    }

    /// The velocity kept per millisecond for a scroll view `width` points wide: `0.966818182 + 0.00000994318182·w`,
    /// and 0.977 above 1024 pt. UIKit [re] (`-[UIScrollView setFrame:]`); certain.
    public static func friction(forWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width <= widestTunedWidth else { return 0.977 }
        return 0.966_818_182 + 0.000_009_943_181_82 * max(width, 0)
    }

    /// The page's offset.
    public let target: CGFloat
    /// The pull per millisecond² toward the target.
    public let pull: CGFloat
    /// The velocity kept per millisecond.
    public let friction: CGFloat
    /// The current offset, in points.
    public private(set) var offset: CGFloat
    /// The current velocity, in points per millisecond; 0 once finished.
    public private(set) var velocity: CGFloat
    /// Whether the settle has ended (the offset is then exactly ``target``).
    public private(set) var isFinished = false
    /// The scrollable range whose ends snap the settle onto the target; nil when it started outside it (or none was
    /// given).
    private let range: ClosedRange<CGFloat>?
    /// The direction whose crossing of the target ends a slow settle (+1 up, −1 down, 0 none). UIKit sets it toward a
    /// target below the offset always, toward one above only when the release had a velocity [re].
    private let crossingDirection: CGFloat

    /// A settle from `offset`, moving at `velocity` (pt/ms), onto `target`, for a scroll view `width` points wide
    /// (the bounds' width, whichever axis pages), within the scrollable `range` if given. Already finished when it
    /// starts at rest on the target, or from values that are not finite (it then rests on the target, or on `offset`
    /// if the target is not finite).
    public init(
        offset: CGFloat, velocity: CGFloat, target: CGFloat, width: CGFloat, range: ClosedRange<CGFloat>? = nil
    ) {
        pull = Self.springPull(forWidth: width)
        friction = Self.friction(forWidth: width)
        self.range = range.flatMap { $0.contains(offset) ? $0 : nil }
        guard offset.isFinite, velocity.isFinite, target.isFinite else {
            self.target = target.isFinite ? target : (offset.isFinite ? offset : 0)
            self.offset = self.target
            self.velocity = 0
            crossingDirection = 0
            isFinished = true
            return
        }
        self.target = target
        self.offset = offset
        self.velocity = velocity
        crossingDirection = target < offset ? -1 : (target > offset && velocity != 0 ? 1 : 0)
        if offset == target && velocity == 0 { finish() }
    }

    /// Advances the settle by `interval` seconds (a display frame): one spring step per whole millisecond.
    public mutating func step(by interval: TimeInterval) {
        guard !isFinished, interval.isFinite, interval > 0 else { return }
        let milliseconds = min(Int((interval * 1000 + 1e-9).rounded(.down)), Self.longestStep)
        guard milliseconds > 0 else { return }
        let before = offset
        for _ in 0..<milliseconds {
            velocity = (velocity + (target - offset) * pull) * friction
            offset += velocity
        }
        if abs(velocity) < Self.stopVelocity, abs(target - offset) <= Self.stopDistance {
            return finish()
        }
        if let range, !range.contains(offset) { return finish() }
        let crossed = crossingDirection > 0 ? before <= target && offset > target
            : crossingDirection < 0 ? before >= target && offset < target : false
        if crossed, abs(velocity) < Self.crossingVelocity { finish() }
    }

    private mutating func finish() {
        offset = target
        velocity = 0
        isFinished = true
    }
}
