/// A callback once per display frame, as QuartzCore's `CADisplayLink`, on a ``MediaClock``.
///
/// As UIKit's, a link calls a target's method each frame once added to the main run loop:
/// `CADisplayLink(target: self, selector: #selector(step(_:)))` ports as
/// `CADisplayLink(target: self, selector: Renderer.step)`, then `add(to: .main, forMode: .common)`. TouchKit has no run
/// loop: that link runs on ``MediaClock/current``. A link can also take a closure and be added to a given clock with
/// ``add(to:)`` (TouchKit's own), which is what code with several windows, each with its clock, wants. Frames fall on
/// multiples of the clock's frame duration; with a rate (``preferredFrameRateRange``, ``preferredFramesPerSecond``)
/// below the clock's, the link fires on every n-th frame.
@preconcurrency @MainActor
public final class CADisplayLink {
    /// The time of the frame being handled (the last frame, outside the callback).
    public private(set) var timestamp: TimeInterval = 0
    /// The time the next frame is due: ``timestamp`` + ``duration``.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The interval between the clock's frames, in seconds (at the clock's maximum rate, as UIKit reports it).
    public private(set) var duration: TimeInterval = 0
    /// The rate the callback wants; 0 (default) means the clock's maximum rate.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { if let clock { alignToRate(clock.maximumFramesPerSecond) } }
    }
    /// The rates the link wants (iOS 15), ``CAFrameRateRange/default`` by default. A range other than the default
    /// sets the link's rate, over ``preferredFramesPerSecond`` (TouchKit's choice when both are set; Apple deprecated
    /// `preferredFramesPerSecond` for this): the preferred rate, else the maximum, as a whole divisor of the clock's
    /// rate (every n-th frame), the nearest one that is not below the range's minimum. Rates are at least 1 and at
    /// most the clock's.
    public var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet { if let clock { alignToRate(clock.maximumFramesPerSecond) } }
    }
    /// A paused link fires nothing; unpausing resumes at the next frame.
    public var isPaused = false {
        didSet {
            if oldValue && !isPaused, let clock { nextFrameIndex = clock.frameIndex(after: clock.now, strictly: true) }
            if let clock { alignToRate(clock.maximumFramesPerSecond) }
        }
    }

    /// The clock the link was added to; nil once invalidated. (`unowned`, cleared by the clock's `deinit`: a weak
    /// reference would put the clock on the runtime's slow retain path.)
    unowned var clock: MediaClock?
    var nextFrameIndex: Int64 = 0
    private var frameStride: Int64 = 1
    private var handler: (@MainActor (CADisplayLink) -> Void)?
    /// The run-loop modes the link was added for (``add(to:forMode:)``): it runs while there is one.
    private var runLoopModes: Set<RunLoop.Mode> = []

    /// TouchKit only: a link that calls `handler` every frame once added to a clock.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// A link that calls `selector` on `target`, with the link, every frame once added to a run loop
    /// (``add(to:forMode:)``), as QuartzCore's: the link retains `target` until ``invalidate()``, so a target that
    /// holds its link must invalidate it to go ([doc] CADisplayLink.init(target:selector:)). A selector whose target
    /// type `target` is not calls nothing.
    public convenience init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.init { link in _ = sel.perform(object, link, nil) }
    }

    /// A link that calls the method `selector` of `target` with the link every frame:
    /// `CADisplayLink(target: self, selector: #selector(step(_:)))` ports as
    /// `CADisplayLink(target: self, selector: Renderer.step)`. The link retains `target` until ``invalidate()``.
    public convenience init<Target: AnyObject>(
        target: Target, selector: @escaping @MainActor (Target) -> (CADisplayLink) -> Void
    ) {
        self.init { link in selector(target)(link) }
    }

    /// A link that calls the parameterless method `selector` of `target` every frame:
    /// `#selector(step)` ports as `Renderer.step`. The link retains `target` until ``invalidate()``.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// Starts the link, as QuartzCore's `add(to:forMode:)`: TouchKit has no run loop, so the link runs on
    /// ``MediaClock/current`` (the clock most recently made, advanced or used to deliver an event: the window's, in
    /// an app with one window), from that clock's next frame. With no clock yet it does not start (add it to a
    /// clock with ``add(to:)``).
    ///
    /// Every mode runs the link, `.default` included: TouchKit's clock has no modes, where iOS holds a link added
    /// only for `.default` while a scroll view tracks a finger (UIKit's tracking mode). Adding a link for a second
    /// mode keeps it running until it is removed from both (``remove(from:forMode:)``).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoopModes.insert(mode)
        if clock == nil, handler != nil, let current = MediaClock.current { add(to: current) }
    }

    /// Stops the link for `mode`, as QuartzCore's `remove(from:forMode:)`: once removed from every mode it was
    /// added for, it leaves its clock and fires no more, keeping its target (add it again to restart it; ``invalidate()``
    /// releases it).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runLoopModes.remove(mode) != nil, runLoopModes.isEmpty else { return }
        clock?.remove(self)
        clock = nil
    }

    /// TouchKit only: starts the link on `clock`: its first frame is the clock's next frame boundary strictly after
    /// now, as a link added mid-frame waits for the next vsync.
    public func add(to clock: MediaClock) {
        if let old = self.clock, old !== clock { old.remove(self) }
        self.clock = clock
        clock.add(self)
    }

    /// Removes the link from its clock and releases the handler. Safe from inside the handler.
    public func invalidate() {
        handler = nil
        runLoopModes = []
        clock?.remove(self)
        clock = nil
    }

    func alignToRate(_ maximum: Int) {
        let clockRate = Double(maximum)
        let wanted = preferredFrameRateRange.wantedRate
            ?? (preferredFramesPerSecond <= 0 ? clockRate : Double(preferredFramesPerSecond))
        var stride = max(1, (clockRate / max(1, min(wanted, clockRate))).rounded())
        let minimum = Double(preferredFrameRateRange.minimum)
        while stride > 1, clockRate / stride < minimum { stride -= 1 }
        frameStride = Int64(stride)
        duration = 1 / Double(maximum)
        let remainder = nextFrameIndex % frameStride
        if remainder != 0 { nextFrameIndex += frameStride - remainder }
    }

    func fireFrame(at time: TimeInterval) {
        timestamp = time
        targetTimestamp = time + Double(frameStride) * duration
        nextFrameIndex += frameStride
        handler?(self)
    }
}
