/// The pencil's state in a host: its hover, the samples of the event being built, the copies that stand for
/// coalesced samples, and the samples awaiting refinement.
@MainActor
final class PencilTracker {
    /// A sample whose estimates the host will refine: its copy, and the touch it was a sample of.
    struct PendingEstimate {
        let index: Int
        let sample: UITouch
        let touch: UITouch
    }

    /// The most samples awaiting refinement at once; beyond it the oldest is given up.
    static let maximumPendingEstimates = 256

    // `@exclusivity(unchecked)`, once for the type: read and written per pencil report, on the main actor only, and
    // no access is held across a call out to app code.

    let hover = HoverEvent()
    /// The time of the latest hover sample (the hover timeout counts from it).
    @exclusivity(unchecked) var lastHoverTime: TimeInterval = 0
    @exclusivity(unchecked) var hoverTimer: MediaTimer?
    /// The checked contact samples of the event being built, oldest first (storage reused).
    @exclusivity(unchecked) var run: [PencilSample] = []
    /// The copies handed out as coalesced touches, reused from one event to the next.
    let copies = PencilCopyPool()
    /// The samples awaiting refinement, oldest first.
    @exclusivity(unchecked) var pending: [PendingEstimate] = []
    /// A squeeze began and has not ended.
    @exclusivity(unchecked) var isSqueezing = false

    init() {
        run.reserveCapacity(16)
    }
}
