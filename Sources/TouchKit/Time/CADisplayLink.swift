/// A callback once per display frame, as QuartzCore's `CADisplayLink`, on a ``MediaClock``.
///
/// UIKit's link takes a target and selector and is added to a run loop; TouchKit's takes a closure and is added to a
/// clock with ``add(to:)``. Frames fall on multiples of the clock's frame duration; with
/// ``preferredFramesPerSecond`` below the clock's rate, the link fires on every n-th frame.
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

    /// TouchKit only: a link that calls `handler` every frame once added to a clock.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
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
        clock?.remove(self)
        clock = nil
    }

    func alignToRate(_ maximum: Int) {
        let preferred = preferredFramesPerSecond <= 0 ? maximum : min(preferredFramesPerSecond, maximum)
        frameStride = Int64(max(1, (Double(maximum) / Double(preferred)).rounded()))
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
