import Testing
@testable import TouchKit

/// A scroll view subclass that watches scrolling the way iOS code does: `didSet` on `contentOffset` and `bounds`.
@MainActor
final class OffsetWatchingScrollView: UIScrollView {
    /// What the scroll view was doing at each `contentOffset` set: "drag", "decelerate" (coasting, a bounce, settling
    /// on a page), "zoom", "zoomBounce", "animation" or "set".
    var phases: [String] = []
    var offsets: [CGPoint] = []
    var boundsOrigins: [CGPoint] = []

    /// The offsets the `didSet` saw, leaving out sets that kept the offset: what `scrollViewDidScroll` should see.
    var changedOffsets: [CGPoint] {
        var previous = CGPoint.zero
        var changes: [CGPoint] = []
        for offset in offsets where offset != previous {
            changes.append(offset)
            previous = offset
        }
        return changes
    }

    override var contentOffset: CGPoint {
        didSet {
            offsets.append(contentOffset)
            phases.append(phase)
        }
    }

    override var bounds: CGRect {
        didSet { boundsOrigins.append(bounds.origin) }
    }

    private var phase: String {
        if isZooming { return "zoom" }
        if isZoomBouncing { return "zoomBounce" }
        if isDragging { return "drag" }
        if isDecelerating { return "decelerate" }
        if motion.programmatic != nil || motion.zoom != nil { return "animation" }
        return "set"
    }
}

/// Records the offset at each `scrollViewDidScroll`. (UIKit calls it from inside the setter, so it comes before the
/// subclass's `didSet` of the same step.)
@MainActor
final class DidScrollAudit: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    var didScrollCount: Int { offsets.count }
    var zoomView: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
}

@MainActor
private func watchingScrollView(
    in scene: Scene, content: CGSize = CGSize(width: 400, height: 4000)
) -> (OffsetWatchingScrollView, DidScrollAudit) {
    let scrollView = OffsetWatchingScrollView(frame: scene.window.bounds)
    scrollView.contentSize = content
    let audit = DidScrollAudit()
    scrollView.delegate = audit
    scene.window.addSubview(scrollView)
    return (scrollView, audit)
}

/// A 400 × 400 watching scroll view whose 400 × 400 content zooms up to 2×.
@MainActor
private func zoomableWatchingScrollView(in scene: Scene) -> (OffsetWatchingScrollView, DidScrollAudit) {
    let (scrollView, audit) = watchingScrollView(in: scene, content: CGSize(width: 400, height: 400))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    scrollView.addSubview(image)
    audit.zoomView = image
    scrollView.maximumZoomScale = 2
    return (scrollView, audit)
}

/// Point 7 of issue 13: every scroll step goes through the overridable `contentOffset` and `bounds` setters, and
/// `observe(\.contentOffset)` reports each one.
@MainActor
@Suite struct ScrollObservationTests {
    // MARK: Subclass setters

    @Test func aSubclassContentOffsetDidSetSeesEveryDragStep() {
        let scene = Scene()
        let (scrollView, audit) = watchingScrollView(in: scene)
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), lift: false)
        #expect(audit.didScrollCount > 5)
        #expect(scrollView.changedOffsets == audit.offsets)
        #expect(scrollView.phases.filter { $0 == "drag" }.count >= audit.didScrollCount)
        #expect(scrollView.offsets.last == scrollView.contentOffset)
    }

    @Test func aSubclassContentOffsetDidSetSeesEveryDecelerationStep() {
        let scene = Scene()
        let (scrollView, audit) = watchingScrollView(in: scene)
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        let afterLift = audit.didScrollCount
        scene.simulator.settle()
        #expect(audit.didScrollCount > afterLift + 10)
        #expect(scrollView.changedOffsets == audit.offsets)
        #expect(scrollView.phases.filter { $0 == "decelerate" }.count >= audit.didScrollCount - afterLift)
    }

    /// A pull past the top edge springs back after the lift: each frame of the bounce sets the offset.
    @Test func aSubclassContentOffsetDidSetSeesTheBounceBack() {
        let scene = Scene()
        let (scrollView, audit) = watchingScrollView(in: scene)
        scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400))
        #expect(scrollView.contentOffset.y < 0)
        let afterLift = scrollView.phases.count
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.changedOffsets == audit.offsets)
        #expect(scrollView.phases[afterLift...].filter { $0 == "decelerate" }.count > 5)
    }

    @Test func aSubclassContentOffsetDidSetSeesZoomSteps() {
        let scene = Scene()
        let (scrollView, audit) = zoomableWatchingScrollView(in: scene)
        scene.simulator.pinch(center: CGPoint(x: 300, y: 300), from: 100, to: 300, lift: false)
        #expect(scrollView.phases.filter { $0 == "zoom" }.count > 5)
        #expect(scrollView.changedOffsets == audit.offsets)
    }

    @Test func aSubclassContentOffsetDidSetSeesAnimatedScrollSteps() {
        let scene = Scene()
        let (scrollView, audit) = watchingScrollView(in: scene)
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 600)
        // 0.3 s at 60 Hz: 18 frames, each a set.
        #expect(scrollView.phases.filter { $0 == "animation" }.count >= 17)
        #expect(scrollView.changedOffsets == audit.offsets)
    }

    @Test func aSubclassContentOffsetDidSetSeesAnimatedZoomSteps() {
        let scene = Scene()
        let (scrollView, audit) = zoomableWatchingScrollView(in: scene)
        scrollView.zoom(to: CGRect(x: 200, y: 200, width: 200, height: 200), animated: true)
        scene.simulator.settle()
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.phases.filter { $0 == "animation" }.count > 5)
        #expect(scrollView.changedOffsets == audit.offsets)
    }

    @Test func aSubclassContentOffsetDidSetSeesPagingSettle() {
        let scene = Scene()
        let (scrollView, audit) = watchingScrollView(in: scene)
        scrollView.isPagingEnabled = true
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.5)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 800)
        #expect(scrollView.changedOffsets == audit.offsets)
        #expect(scrollView.phases.last == "decelerate")
    }

    @Test func aSubclassBoundsOverrideSeesScrolling() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        #expect(scrollView.boundsOrigins.count > 10)
        #expect(scrollView.boundsOrigins.last == scrollView.contentOffset)
    }

    // MARK: observe(\.contentOffset)

    @Test func observingContentOffsetReportsEachScrollStepWithOldAndNewValues() {
        let scene = Scene()
        let (scrollView, audit) = watchingScrollView(in: scene)
        var changes: [(old: CGPoint?, new: CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
            #expect(change.newValue == scrollView.contentOffset)
            changes.append((change.oldValue, change.newValue))
        }
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        #expect(changes.count == audit.didScrollCount)
        #expect(changes.first?.old == .zero)
        for index in changes.indices.dropFirst() { #expect(changes[index].old == changes[index - 1].new) }
        #expect(changes.last?.new == scrollView.contentOffset)
        observation.invalidate()
    }

    @Test func withoutTheNewOptionTheChangeCarriesNoValues() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        var values: [CGPoint?] = []
        let observation = scrollView.observe(\.contentOffset) { _, change in values.append(change.newValue ?? change.oldValue) }
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(values == [nil])
        _ = observation
    }

    @Test func anInvalidatedObservationReportsNothingMore() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        var count = 0
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, _ in count += 1 }
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        observation.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        #expect(count == 1)
        #expect(scrollView.keyValueObservers == nil)
    }

    @Test func releasingTheTokenEndsTheObservation() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        var count = 0
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.new]) { _, _ in count += 1 }
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(observation != nil)
        observation = nil
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(count == 1)
    }

    @Test func theInitialOptionReportsTheCurrentValueAtOnce() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        var values: [CGPoint?] = []
        let observation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { _, change in values.append(change.newValue) }
        #expect(values == [CGPoint(x: 0, y: 30)])
        _ = observation
    }

    @Test func thePriorOptionReportsBeforeEachChange() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        var log: [String] = []
        let observation = scrollView.observe(\.contentOffset, options: [.prior, .old, .new]) { _, change in
            log.append(change.isPrior ? "prior \(change.oldValue!.y)" : "after \(change.newValue!.y)")
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(log == ["prior 0.0", "after 40.0"])
        _ = observation
    }

    @Test func aSetThatKeepsTheValueIsNotReported() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        var count = 0
        let observation = scrollView.observe(\.contentOffset) { _, _ in count += 1 }
        scrollView.contentSize = CGSize(width: 400, height: 5000)
        scrollView.contentOffset = .zero
        #expect(count == 0)
        _ = observation
    }

    /// The pull-to-refresh idiom: past a threshold, the handler sets the content inset (and the view keeps working).
    @Test func aHandlerMayChangeTheScrollViewItObserves() {
        let scene = Scene()
        let (scrollView, _) = watchingScrollView(in: scene)
        var insets: [UIEdgeInsets?] = []
        let offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in
            if let y = change.newValue?.y, y < -60, scrollView.contentInset.top == 0 {
                scrollView.contentInset.top = 60
            }
        }
        let insetObservation = scrollView.observe(\.contentInset, options: [.new]) { _, change in insets.append(change.newValue) }
        scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500))
        scene.simulator.settle()
        #expect(insets == [UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)])
        #expect(scrollView.contentOffset.y == -60)
        _ = (offsetObservation, insetObservation)
    }

    @Test func contentSizeAndZoomScaleAreObservable() {
        let scene = Scene()
        let (scrollView, audit) = zoomableWatchingScrollView(in: scene)
        var scales: [CGFloat] = []
        var sizes: [CGSize] = []
        let scaleObservation = scrollView.observe(\.zoomScale, options: [.new]) { _, change in scales.append(change.newValue!) }
        let sizeObservation = scrollView.observe(\.contentSize, options: [.new]) { _, change in sizes.append(change.newValue!) }
        scrollView.setZoomScale(2, animated: false)
        #expect(scales == [2])
        #expect(sizes == [CGSize(width: 800, height: 800)])
        _ = (scaleObservation, sizeObservation, audit)
    }

    @Test func aViewsCenterAndDerivedFrameAreObservable() {
        let scene = Scene()
        let card = scene.plainView(CGRect(x: 0, y: 0, width: 100, height: 100))
        var centers: [CGPoint] = []
        var frames: [CGRect] = []
        let centerObservation = card.observe(\.center, options: [.new]) { _, change in centers.append(change.newValue!) }
        let frameObservation = card.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue!) }
        card.center = CGPoint(x: 200, y: 200)
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(centers == [CGPoint(x: 200, y: 200)])
        #expect(frames == [CGRect(x: 150, y: 150, width: 100, height: 100), CGRect(x: 100, y: 100, width: 200, height: 200)])
        _ = (centerObservation, frameObservation)
    }

    @Test func aRecognizersStateIsObservable() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        let observation = pan.observe(\.state, options: [.new]) { _, change in states.append(change.newValue!) }
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
        #expect(states == [.began, .changed, .ended, .possible])
        _ = observation
    }

    @Test func anObservationDoesNotKeepTheObjectAlive() {
        weak var weakView: UIView?
        var observation: NSKeyValueObservation?
        do {
            let view = UIView(frame: .zero)
            weakView = view
            observation = view.observe(\.center) { _, _ in }
        }
        #expect(weakView == nil)
        observation?.invalidate()
    }
}
