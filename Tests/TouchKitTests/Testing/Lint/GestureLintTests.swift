import Testing
import TouchKit
import TouchKitTesting

/// The lint finds each planted fault, with its severity, and stays quiet on the fixed scene.
@MainActor
@Suite struct GestureLintTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    private func view(_ name: String, _ frame: CGRect, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        parent.addSubview(view)
        return view
    }

    private func recognizer<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, on view: UIView) -> R {
        recognizer.name = name
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func failureRequirementCycleIsAnError() {
        let window = window()
        let card = view("card", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let tap = recognizer(UITapGestureRecognizer(), "tap", on: card)
        let pan = recognizer(UIPanGestureRecognizer(), "pan", on: card)
        tap.require(toFail: pan)
        pan.require(toFail: tap)
        let cycles = GestureLint.check(window).findings(of: .failureRequirementCycle)
        #expect(cycles.count == 1)
        #expect(cycles.first?.severity == .error)
        #expect(cycles.first?.reason.contains("tap on card waits for pan on card waits for tap on card") == true)
    }

    @Test func oneWayRequirementIsNoCycle() {
        let window = window()
        let card = view("card", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        recognizer(UIPanGestureRecognizer(), "pan", on: card).require(toFail: recognizer(UITapGestureRecognizer(), "tap", on: card))
        #expect(GestureLint.check(window).findings.isEmpty)
    }

    /// The classic: a label or an image view with a tap recognizer, whose user interaction is off by default
    /// (docs/UIKitFacts.md, "Hit testing and touches"); turning it on makes the tap reachable.
    @Test(arguments: ["UILabel", "UIImageView"])
    func tapOnAViewWithInteractionOffByDefaultIsUnreachable(typeName: String) {
        let window = window()
        let frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        let view: UIView = typeName == "UILabel" ? UILabel(frame: frame) : UIImageView(frame: frame)
        view.accessibilityIdentifier = "terms"
        window.addSubview(view)
        _ = recognizer(UITapGestureRecognizer(), "openTerms", on: view)
        let finding = GestureLint.check(window).findings(of: .unreachableRecognizer).first
        #expect(finding?.severity == .error)
        #expect(finding?.reason.contains("openTerms on terms can never recognize") == true)
        #expect(finding?.reason.contains("a \(typeName) has user interaction off by default") == true)
        view.isUserInteractionEnabled = true
        #expect(GestureLint.check(window).findings.isEmpty)
    }

    /// A view outside its superview's bounds, hidden, nearly transparent or covered: no touch reaches it now.
    @Test(arguments: ["outside", "hidden", "transparent", "covered"])
    func recognizerNoTouchReachesIsFound(fault: String) {
        let window = window()
        let panel = view("panel", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let button = view("target", CGRect(x: 50, y: 50, width: 60, height: 60), in: panel)
        _ = recognizer(UITapGestureRecognizer(), "tap", on: button)
        switch fault {
        case "outside": button.frame.origin = CGPoint(x: 250, y: 50)
        case "hidden": panel.isHidden = true
        case "transparent": button.alpha = 0.005
        default: _ = view("cover", CGRect(x: 0, y: 0, width: 200, height: 200), in: panel)
        }
        let finding = GestureLint.check(window).findings(of: .unreachableRecognizer).first
        #expect(finding?.severity == .warning, "\(fault)")
        #expect(finding?.recognizer == "tap")
    }

    @Test func recognizerOnDisabledControlIsFound() {
        let window = window()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        _ = recognizer(UILongPressGestureRecognizer(), "press", on: control)
        control.isEnabled = false
        #expect(GestureLint.check(window).findings(of: .recognizerOnDisabledControl).count == 1)
    }

    @Test func identicalRecognizerAddedFirstIsAlwaysExcluded() {
        let window = window()
        let card = view("card", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        _ = recognizer(UITapGestureRecognizer(), "first", on: card)
        _ = recognizer(UITapGestureRecognizer(), "second", on: card)
        let finding = GestureLint.check(window).findings(of: .alwaysExcluded).first
        #expect(finding?.severity == .error)
        #expect(finding?.recognizer == "first")
    }

    /// A feed scrolling vertically over the window, with a card in it; the feed and the card.
    private func verticalFeed(in window: UIWindow) -> (UIScrollView, UIView) {
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.accessibilityIdentifier = "feed"
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scrollView)
        return (scrollView, view("card", CGRect(x: 0, y: 100, width: 390, height: 200), in: scrollView))
    }

    @Test func panFightingItsScrollViewIsAWarningUntilLinked() {
        let window = window()
        let (scrollView, card) = verticalFeed(in: window)
        let pan = recognizer(UIPanGestureRecognizer(), "cardPan", on: card)
        let finding = GestureLint.check(window).findings(of: .panInsideScrollView).first
        #expect(finding?.severity == .warning)
        #expect(finding?.reason.contains("scrolls vertically") == true)
        scrollView.panGestureRecognizer.require(toFail: pan)
        #expect(GestureLint.check(window).findings(of: .panInsideScrollView).isEmpty)
    }

    /// A pan that fails on horizontal movement, as the 2014 talk's vertical pan does.
    final class VerticalPan: UIPanGestureRecognizer {
        private var start: CGPoint?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if start == nil { start = location(in: nil) }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible, let start {
                let now = location(in: nil)
                if abs(now.x - start.x) > abs(now.y - start.y) {
                    state = .failed
                    return
                }
            }
            super.touchesMoved(touches, with: event)
        }
        override func reset() {
            super.reset()
            start = nil
        }
    }

    private func horizontalPager(in window: UIWindow) -> UIView {
        let pager = UIScrollView(frame: window.bounds)
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 390 * 3, height: 844)
        window.addSubview(pager)
        return view("card", CGRect(x: 0, y: 100, width: 390, height: 300), in: pager)
    }

    @Test func verticalPanSubclassInAHorizontalScrollViewIsNoFinding() {
        let window = window()
        let card = horizontalPager(in: window)
        let pan = recognizer(VerticalPan(), "dismissPan", on: card)
        let other = recognizer(UITapGestureRecognizer(), "tap", on: card)
        #expect(GestureLint.check(window).findings(of: .panInsideScrollView).isEmpty)
        // The probe put the pan back as it was: on its view, before the tap, with no delegate.
        #expect(card.gestureRecognizers?.map(\.name) == ["dismissPan", "tap"])
        #expect(pan.view === card && pan.delegate == nil && pan.state == .possible && other.view === card)
    }

    @Test func verticalPanSubclassInAVerticalScrollViewIsAWarning() {
        let window = window()
        let (_, card) = verticalFeed(in: window)
        _ = recognizer(VerticalPan(), "dismissPan", on: card)
        let finding = GestureLint.check(window).findings(of: .panInsideScrollView).first
        #expect(finding?.severity == .warning)
        #expect(finding?.reason.contains("scrolls vertically") == true)
    }

    @Test func plainPanInAHorizontalScrollViewIsAWarning() {
        let window = window()
        let card = horizontalPager(in: window)
        var ran = 0
        _ = recognizer(UIPanGestureRecognizer { _ in ran += 1 }, "cardPan", on: card)
        let finding = GestureLint.check(window).findings(of: .panInsideScrollView).first
        #expect(finding?.severity == .warning)
        #expect(finding?.reason.contains("scrolls horizontally") == true)
        #expect(ran == 0)
    }

    @Test func theProbeRunsNoActionOfTheApps() {
        let window = window()
        let card = horizontalPager(in: window)
        var ran = 0
        final class Subclass: UIPanGestureRecognizer {}
        _ = recognizer(Subclass { _ in ran += 1 }, "cardPan", on: card)
        let finding = GestureLint.check(window).findings(of: .panInsideScrollView).first
        // The probe saw it begin along the pager's axis; the app's handler never ran.
        #expect(finding?.severity == .warning)
        #expect(ran == 0)
    }

    /// The 2010 talk's photo viewer: the single tap waits for the double tap, 0.35 s (docs/UIKitFacts.md, "Tap").
    @Test func singleTapWaitingForDoubleTapIsANoteWithItsDelay() {
        let window = window()
        let photo = view("photo", window.bounds, in: window)
        let doubleTap = recognizer(UITapGestureRecognizer(), "doubleTap", on: photo)
        doubleTap.numberOfTapsRequired = 2
        let singleTap = recognizer(UITapGestureRecognizer(), "singleTap", on: photo)
        let without = GestureLint.check(window).findings(of: .tapFiresWithMultiTap)
        #expect(without.first?.severity == .warning)
        singleTap.require(toFail: doubleTap)
        let report = GestureLint.check(window)
        #expect(report.findings(of: .tapFiresWithMultiTap).isEmpty)
        let note = report.findings(of: .tapDelayedByMultiTap).first
        #expect(note?.severity == .note)
        #expect(note?.delay == 0.35)
    }

    /// The 2014 talk's dots: 20 pt is too small, unless `point(inside:with:)` grows the touch area to 44 pt.
    @Test func smallTargetIsAWarningUnlessItsTouchAreaGrows() {
        final class GrownDot: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -12, dy: -12).contains(point)
            }
        }
        let window = window()
        let dot = view("dot", CGRect(x: 100, y: 100, width: 20, height: 20), in: window)
        _ = recognizer(UITapGestureRecognizer(), "tap", on: dot)
        let finding = GestureLint.check(window).findings(of: .smallHitTarget).first
        #expect(finding?.reason.contains("20 × 20 pt") == true)
        let grown = GrownDot(frame: CGRect(x: 200, y: 200, width: 20, height: 20))
        window.addSubview(grown)
        dot.removeFromSuperview()
        _ = recognizer(UITapGestureRecognizer(), "tap", on: grown)
        #expect(GestureLint.check(window).findings(of: .smallHitTarget).isEmpty)
    }

    @Test func findingReadsWithReasonFixAndSource() throws {
        let window = window()
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(image)
        _ = recognizer(UITapGestureRecognizer(), "tap", on: image)
        let text = try #require(GestureLint.check(window).findings.first).description
        #expect(text.hasPrefix("error: tap on UIImageView can never recognize"))
        #expect(text.contains("fix: set UIImageView.isUserInteractionEnabled = true"))
        #expect(text.contains("source: docs/UIKitFacts.md, \"Hit testing and touches\""))
    }
}
