import Testing
@testable import TouchKit

/// A control recording the events it sends.
@MainActor
final class EventRecordingControl: UIControl {
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names {
            addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Content touches (the 0.15 s touch delay, controls), nested scroll views and bad input.
@MainActor
@Suite struct ScrollViewContentTouchesTests {
    private func scene() -> (Scene, UIScrollView, ScrollRecorder, RecordingView) {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        let content = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
        return (scene, scrollView, recorder, content)
    }

    // MARK: Touch delay

    /// The content sees a resting finger only after 0.15 s: not at 0.14, yes at 0.16.
    @Test func contentSeesTheTouchAfterTheDelay() {
        let (scene, _, _, content) = scene()
        let held = scene.simulator.hold(at: CGPoint(x: 200, y: 200), across: 0.15) { content.log }
        let id = held.finger.id
        #expect(held.beforeThreshold.isEmpty)
        #expect(held.afterThreshold == ["began \(id)"])
        #expect(held.afterLift == ["began \(id)", "ended \(id)"])
    }

    /// A finger lifted before 0.15 s is delivered at once: began, then ended.
    @Test func quickTapIsDeliveredAtOnceOnLift() {
        let (scene, _, _, content) = scene()
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.advance(by: 0.05)
        #expect(content.log.isEmpty)
        scene.simulator.up(finger)
        #expect(content.log == ["began \(finger.id)", "ended \(finger.id)"])
        scene.simulator.advance(by: 0.5)
        #expect(content.log == ["began \(finger.id)", "ended \(finger.id)"])
    }

    /// A fast drag: the pan recognizes before 0.15 s and the content never sees the touch.
    @Test func contentNeverSeesATouchThePanWins() {
        let (scene, scrollView, _, content) = scene()
        scene.simulator.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), duration: 0.1)
        scene.simulator.settle()
        #expect(content.log.isEmpty)
        #expect(scrollView.contentOffset.y > 0)
    }

    /// Without the delay the content sees the touch at once; the pan then cancels it when scrolling starts.
    @Test func withoutDelayContentSeesTheTouchAtOnceAndIsCancelledByTheScroll() {
        let (scene, scrollView, _, content) = scene()
        scrollView.delaysContentTouches = false
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 300))
        #expect(content.log == ["began \(finger.id)"])
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 200), duration: 0.1)
        #expect(content.log == ["began \(finger.id)", "cancelled \(finger.id)"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 90))
        scene.simulator.up(finger)
    }

    /// A finger moving past the 10 pt hysteresis across an axis the scroll view cannot scroll (horizontal, on a
    /// vertical list) is delivered at once, before 0.15 s.
    @Test func crossAxisMovementDeliversAtOnce() {
        let (scene, scrollView, _, content) = scene()
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 200))
        scene.simulator.advance(by: 0.05)
        scene.simulator.move(finger, to: CGPoint(x: 115, y: 200))
        #expect(content.log.first == "began \(finger.id)")
        #expect(scrollView.contentOffset == .zero)
        scene.simulator.up(finger)
        #expect(content.log.last == "ended \(finger.id)")
    }

    /// `touchesShouldBegin` returning false keeps the touch from the content.
    /// A finger lifted within the delay is released by the lift: a subclass is asked then too (only a plain
    /// `UIScrollView`, whose answer is yes, is not asked).
    @Test func touchesShouldBeginCanRefuseContent() {
        final class Refusing: UIScrollView {
            var asked = 0
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                asked += 1
                return false
            }
        }
        let scene = Scene()
        let scrollView = Refusing(frame: scene.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scene.window.addSubview(scrollView)
        let content = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.advance(by: 0.2)
        scene.simulator.up(finger)
        #expect(content.log.isEmpty)
        let quickTap = scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(quickTap)
        #expect(scrollView.asked == 2)
        #expect(content.log.isEmpty)
    }

    /// Only a scroll view whose class is exactly `UIScrollView` is plain (its `touchesShouldBegin` is not asked).
    @Test func onlyAScrollViewOfExactlyUIScrollViewIsPlain() {
        final class Subclass: UIScrollView {}
        #expect(UIScrollView(frame: .zero).isPlainScrollView)
        #expect(!Subclass(frame: .zero).isPlainScrollView)
        #expect(!UITableView(frame: .zero).isPlainScrollView)
    }

    // MARK: Controls

    /// A control held past the delay gets its touch; dragging then keeps the touch in the control
    /// (`touchesShouldCancel(in:)` is false for an enabled control) and the scroll view does not scroll.
    @Test func heldControlKeepsItsTouchAndTheScrollViewDoesNotScroll() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        let control = EventRecordingControl(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        scrollView.addSubview(control)
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 250))
        scene.simulator.advance(by: 0.1)
        #expect(control.events.isEmpty)
        scene.simulator.advance(by: 0.1)
        #expect(control.events == ["touchDown"])
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 150), duration: 0.3)
        #expect(scrollView.contentOffset == .zero)
        #expect(!control.events.contains("cancel"))
        #expect(control.events.contains("dragInside"))
        #expect(control.isTracking)
        scene.simulator.up(finger)
        #expect(control.events.last == "upInside")
        #expect(!recorder.log.contains("willBeginDragging"))
    }

    /// A fast drag starting on a control scrolls: the control never sees the touch.
    @Test func fastDragOnAControlScrolls() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        let control = EventRecordingControl(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        scrollView.addSubview(control)
        scene.simulator.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.1, lift: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 90))
        #expect(control.events.isEmpty)
    }

    /// With `delaysContentTouches` off a control gets touchDown at once (and then keeps its touch).
    @Test func controlGetsTouchDownAtOnceWithoutDelay() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        scrollView.delaysContentTouches = false
        let control = EventRecordingControl(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        scrollView.addSubview(control)
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 250))
        #expect(control.events == ["touchDown"])
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 150), duration: 0.1)
        #expect(scrollView.contentOffset == .zero)
        #expect(!control.events.contains("cancel"))
        scene.simulator.up(finger)
    }

    // MARK: Nested scroll views

    /// A horizontal pager (0, 100, 400 × 300; 3 pages) inside a vertical list.
    private func nestedOrthogonal() -> (Scene, UIScrollView, UIScrollView) {
        let scene = Scene()
        let (outer, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        inner.contentSize = CGSize(width: 1200, height: 300)
        inner.isPagingEnabled = true
        outer.addSubview(inner)
        return (scene, outer, inner)
    }

    /// A drag over the pager scrolls only the scroll view of its axis: a vertical one the list (110 pt → 100 pt), a
    /// horizontal one the pager.
    @Test(arguments: [
        (CGPoint(x: 200, y: 350), CGPoint(x: 200, y: 240), true, CGPoint(x: 0, y: 100)),
        (CGPoint(x: 300, y: 250), CGPoint(x: 190, y: 250), false, CGPoint(x: 100, y: 0)),
    ])
    func aDragOverTheHorizontalPagerScrollsOnlyTheScrollViewOfItsAxis(
        from start: CGPoint, to end: CGPoint, outerScrolls: Bool, offset: CGPoint
    ) {
        let (scene, outer, inner) = nestedOrthogonal()
        scene.simulator.drag(from: start, to: end, duration: 1.1, lift: false)
        let (scrolled, still) = outerScrolls ? (outer, inner) : (inner, outer)
        #expect(scrolled.contentOffset == offset)
        #expect(still.contentOffset == .zero)
        #expect(scrolled.isDragging && !still.isDragging)
    }

    /// Same-axis nesting: the inner scroll view scrolls, the outer does not.
    @Test func sameAxisNestingScrollsOnlyTheInner() {
        let scene = Scene()
        let (outer, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        inner.contentSize = CGSize(width: 400, height: 2000)
        outer.addSubview(inner)
        scene.simulator.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 240), duration: 1.1, lift: false)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 100))
        #expect(outer.contentOffset == .zero)
    }

    // MARK: Bad input

    @Test func negativeAndNonFiniteContentSizesAreIgnored() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scrollView.contentSize = CGSize(width: -1, height: 100)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2000))
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: 100)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2000))
        scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 100)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2000))
    }

    /// Zero content: nothing to scroll, so a flick neither scrolls nor coasts, and the content gets its touch.
    @Test func zeroContentSizeDoesNotScroll() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: .zero)
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
        #expect(!recorder.log.contains("willBeginDragging"))
    }

    /// With alwaysBounceVertical, zero content still drags (rubber-banded) and springs back to 0.
    @Test func zeroContentWithAlwaysBounceSpringsBack() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: .zero)
        scrollView.alwaysBounceVertical = true
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        #expect(scrollView.contentOffset.y > 0)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    @Test func nonFiniteOffsetsAreIgnored() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        recorder.log.removeAll()
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: false)
        scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: CGFloat.nan), animated: true)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(recorder.log.isEmpty)
    }

    /// Removed from its window mid-deceleration: the motion ends at its target at once, with didEndDecelerating.
    @Test func removedMidDecelerationEndsAtOnce() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        scrollView.removeFromSuperview()
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 589.5))
        #expect(recorder.count("didEndDecelerating") == 1)
        #expect(recorder.calls { scene.simulator.settle() }.isEmpty)
    }

    /// A delegate capping the offset from scrollViewDidScroll: it wins, with no runaway recursion.
    @Test func delegateSettingOffsetInDidScroll() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        recorder.onDidScroll = { scrollView in
            if scrollView.contentOffset.y > 50 { scrollView.contentOffset = CGPoint(x: 0, y: 50) }
        }
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(!scrollView.isDecelerating)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// A target outside the content is clamped: max offset = 2000 − 800 = 1200; below the top, 0.
    @Test(arguments: [(CGFloat(1_000_000), CGFloat(1200)), (CGFloat(-500), CGFloat(0)), (CGFloat.nan, CGFloat(589.5))])
    func delegateTargetOutsideTheContentIsClamped(replacement: CGFloat, expected: CGFloat) {
        let scene = Scene()
        let height: CGFloat = expected == 589.5 ? 10_000 : 2000
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: height))
        recorder.replaceTarget = CGPoint(x: 0, y: replacement)
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: expected))
        #expect(recorder.count("didEndDecelerating") == 1)
    }
}

extension ScrollViewContentTouchesTests {
    @Test(.tags(.factSheet)) func scrollViewTouchesShouldBeginAndShouldCancel() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIView(frame: .zero)
        #expect(scrollView.touchesShouldBegin([], with: nil, in: plain))
        #expect(scrollView.touchesShouldCancel(in: plain))
        let control = UIControl(frame: .zero)
        #expect(!scrollView.touchesShouldCancel(in: control))
        control.isEnabled = false
        #expect(scrollView.touchesShouldCancel(in: control))
    }

    @Test(.tags(.factSheet)) func scrollViewHoldsContentTouchesAbout015Seconds() {
        let (scene, _, _, child) = contentScene()
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.14)
        #expect(child.log.isEmpty)
        scene.simulator.advance(by: 0.02)
        #expect(child.log == ["began 1"])
        scene.simulator.up(f)
        #expect(child.log == ["began 1", "ended 1"])
    }

    @Test(.tags(.factSheet)) func scrollViewDeliversAtOnceWhenTheFingerLiftsFirst() {
        let (scene, _, _, child) = contentScene()
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(f)
        #expect(child.log == ["began 1", "ended 1"])
    }

    @Test(.tags(.factSheet)) func scrollViewDeliversAtOnceOnMovementAlongAnAxisItCannotScroll() {
        let (scene, _, _, child) = contentScene()   // scrolls vertically only
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.02)
        scene.simulator.move(f, to: CGPoint(x: 80, y: 50))
        #expect(child.log.first == "began 1")
        scene.simulator.up(f)
    }

    @Test(.tags(.factSheet)) func scrollViewNeverDeliversWhenThePanRecognizesFirst() {
        let (scene, scrollView, recorder, child) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 50, y: 300))
        scene.simulator.move(f, to: CGPoint(x: 50, y: 200), duration: 0.1)
        scene.simulator.up(f)
        scene.simulator.settle()
        #expect(child.log.isEmpty)
        #expect(recorder.log.first == "willBeginDragging")
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test(.tags(.factSheet)) func touchingADeceleratingScrollViewStopsItAndTheTouchMissesTheContent() {
        let (scene, scrollView, _, child) = contentScene(content: CGSize(width: 400, height: 20_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), duration: 0.1)
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        child.frame = CGRect(x: 0, y: scrollView.contentOffset.y, width: 400, height: 800)
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 400))
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset.y
        scene.simulator.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == stopped)
        scene.simulator.up(f)
        scene.simulator.settle()
        #expect(child.log.isEmpty)
    }

    @Test(.tags(.factSheet)) func scrollViewTouchesShouldBeginFalseKeepsTheDelayedTouchFromTheContent() {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let scene = Scene()
        let scrollView = Refusing(frame: scene.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 5000)
        scene.window.addSubview(scrollView)
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.2)
        scene.simulator.up(f)
        #expect(child.log.isEmpty)
    }

    @Test(.tags(.factSheet)) func scrollViewDoesNotCancelAnEnabledControlTrackingAfterTheDelay() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(button)
        let log = EventLog()
        button.addAction(UIAction(identifier: UIAction.Identifier("c")) { _ in log.events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction(identifier: UIAction.Identifier("d")) { _ in log.events.append("down") }, for: .touchDown)
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 0.2)
        #expect(log.events == ["down"])
        scene.simulator.move(f, to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(!log.events.contains("cancel"))
        #expect(scrollView.contentOffset.y == 0)
        scene.simulator.up(f)
    }

    @Test(.tags(.factSheet)) func scrollViewCancelsAPlainViewTrackingAfterTheDelay() {
        let (scene, scrollView, _, child) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 0.2)
        #expect(child.log == ["began 1"])
        scene.simulator.move(f, to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(child.log.contains("cancelled 1"))
        #expect(scrollView.contentOffset.y > 0)
        scene.simulator.up(f)
        scene.simulator.settle()
    }
}
