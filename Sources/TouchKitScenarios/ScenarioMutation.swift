import TouchKit

/// One change a ``TouchScenario`` makes to its own scene, from inside a callback (an action, a view's touches, a
/// delegate question) or between events: the hostile things apps do mid-gesture.
///
/// Views and recognizers are named by index into the scenario's lists, resolved when the change runs (modulo the
/// list's length), so a decoded change always applies to something.
enum ScenarioMutation {
    /// Disables a recognizer and enables it again at once.
    case toggleRecognizer(Int)
    case setRecognizerEnabled(Int, Bool)
    case removeRecognizer(Int)
    case moveRecognizer(Int, toView: Int)
    case requireFailure(Int, of: Int)
    case removeView(Int)
    case reparentView(Int, under: Int)
    case toggleUserInteraction(Int)
    case toggleHidden(Int)
    case setTransform(Int, CGAffineTransform)
    /// Scrolls a scroll view to a fraction of its range (on a page when paging), animated or not. Never animated
    /// while a finger is on the scroll view: UIKit runs such an animation to its target even after the user's pinch
    /// or drag has changed the range, so where it ends would be the app's doing, not the engine's.
    case scroll(Int, to: CGPoint, animated: Bool)
    /// Scales a scroll view's content size; unless the engine is moving the content, the offset is then put back
    /// into the new range (and on a page), as an app does after reloading its content.
    case resizeContent(Int, by: CGSize)
    /// Zooms a scroll view to a fraction of its scale range.
    case zoom(Int, to: CGFloat, animated: Bool)
    case toggleScrollEnabled(Int)
    /// Cancels every touch through the host (ignored with a diagnostic when sent during delivery).
    case cancelAllTouches
    /// Sends a touch sample through the host (ignored with a diagnostic when sent during delivery).
    case sendSample(CGPoint)
    /// Exchanges two recognizers' delegates (the same recognizer twice: takes its delegate away).
    case swapDelegates(Int, Int)

    static func decode(from input: inout FuzzInput) -> ScenarioMutation {
        let first = input.int(in: 0...255), second = input.int(in: 0...255)
        switch input.int(in: 0...16) {
        case 0: return .toggleRecognizer(first)
        case 1: return .setRecognizerEnabled(first, input.bool())
        case 2: return .removeRecognizer(first)
        case 3: return .moveRecognizer(first, toView: second)
        case 4: return .requireFailure(first, of: second)
        case 5: return .removeView(first)
        case 6: return .reparentView(first, under: second)
        case 7: return .toggleUserInteraction(first)
        case 8: return .toggleHidden(first)
        case 9: return .setTransform(first, TouchScenario.decodeTransform(from: &input))
        case 10:
            return .scroll(first, to: CGPoint(x: input.unit(), y: input.unit()), animated: input.bool())
        case 11:
            return .resizeContent(first, by: CGSize(width: input.cgFloat(in: 0...3), height: input.cgFloat(in: 0...3)))
        case 12: return .zoom(first, to: input.cgFloat(in: -0.2...1.2), animated: input.bool())
        case 13: return .toggleScrollEnabled(first)
        case 14: return .cancelAllTouches
        case 15: return .sendSample(CGPoint(x: input.cgFloat(in: 0...400), y: input.cgFloat(in: 0...800)))
        default: return .swapDelegates(first, second)
        }
    }

    @MainActor
    func apply(to scenario: TouchScenario) {
        let views = scenario.views, recognizers = scenario.recognizers
        func view(_ index: Int) -> UIView { views[index % views.count] }
        func subview(_ index: Int) -> UIView? { scenario.subview(index) }
        func recognizer(_ index: Int) -> UIGestureRecognizer? {
            recognizers.isEmpty ? nil : recognizers[index % recognizers.count]
        }
        func scrollView(_ index: Int) -> UIScrollView? {
            let scrollViews = views.compactMap { $0 as? UIScrollView }
            return scrollViews.isEmpty ? nil : scrollViews[index % scrollViews.count]
        }

        switch self {
        case .toggleRecognizer(let index):
            guard let recognizer = recognizer(index) else { return }
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        case .setRecognizerEnabled(let index, let enabled):
            recognizer(index)?.isEnabled = enabled
        case .removeRecognizer(let index):
            guard let recognizer = recognizer(index) else { return }
            recognizer.view?.removeGestureRecognizer(recognizer)
        case .moveRecognizer(let index, let target):
            recognizer(index).map { view(target).addGestureRecognizer($0) }
        case .requireFailure(let index, let otherIndex):
            guard let waiting = recognizer(index), let other = recognizer(otherIndex) else { return }
            waiting.require(toFail: other)
        case .removeView(let index):
            subview(index)?.removeFromSuperview()
        case .reparentView(let index, let parent):
            // Adding a view under its own descendant is ignored by `addSubview`; that path is exercised too.
            subview(index).map { view(parent).addSubview($0) }
        case .toggleUserInteraction(let index):
            subview(index).map { $0.isUserInteractionEnabled.toggle() }
        case .toggleHidden(let index):
            subview(index).map { $0.isHidden.toggle() }
        case .setTransform(let index, let transform):
            subview(index)?.transform = transform
        case .scroll(let index, let fraction, let animated):
            guard let scrollView = scrollView(index) else { return }
            let isTouched = scrollView.isTracking || scrollView.isDragging || scrollView.isZooming
            scrollView.setContentOffset(Self.offset(at: fraction, in: scrollView), animated: animated && !isTouched)
        case .resizeContent(let index, let factor):
            guard let scrollView = scrollView(index) else { return }
            let size = scrollView.bounds.size
            scrollView.contentSize = CGSize(width: (size.width * factor.width).rounded(),
                                            height: (size.height * factor.height).rounded())
            // UIKit leaves the offset alone when the content size changes, so the app puts it back, unless the
            // engine is moving the content itself (its drag or deceleration ends in the new range). A programmatic
            // scroll in flight is stopped too: UIKit honours its target even outside the new range.
            let isMovedByTheEngine = scrollView.isDragging || scrollView.isDecelerating || scrollView.isZooming
                || scrollView.isZoomBouncing
            if !isMovedByTheEngine || scrollView.isScrollingProgrammatically {
                // Onto a page too: a programmatic scroll it interrupts may have been between pages.
                scrollView.setContentOffset(scrollView.restingOffset(from: scrollView.contentOffset), animated: false)
            }
        case .zoom(let index, let fraction, let animated):
            guard let scrollView = scrollView(index) else { return }
            let scale = scrollView.minimumZoomScale + (scrollView.maximumZoomScale - scrollView.minimumZoomScale) * fraction
            scrollView.setZoomScale(scale, animated: animated)
        case .toggleScrollEnabled(let index):
            scrollView(index).map { $0.isScrollEnabled.toggle() }
        case .swapDelegates(let firstIndex, let secondIndex):
            guard let first = recognizer(firstIndex), let second = recognizer(secondIndex) else { return }
            if first === second {
                first.delegate = nil
            } else {
                (first.delegate, second.delegate) = (second.delegate, first.delegate)
            }
        case .cancelAllTouches:
            scenario.simulator.host.cancelAllTouches()
        case .sendSample(let point):
            scenario.simulator.host.send(
                TouchSample(id: 9_999, phase: .began, location: point, timestamp: scenario.window.clock.now))
        }
    }

    /// The offset at `fraction` (0...1 on each axis) of a scroll view's range; on a page boundary when paging, so a
    /// programmatic scroll never leaves a pager between pages (UIKit does not snap programmatic offsets either).
    @MainActor
    static func offset(at fraction: CGPoint, in scrollView: UIScrollView) -> CGPoint {
        let minimum = scrollView.minimumOffset, maximum = scrollView.maximumOffset
        var offset = CGPoint(x: minimum.x + (maximum.x - minimum.x) * fraction.x,
                             y: minimum.y + (maximum.y - minimum.y) * fraction.y)
        let page = scrollView.bounds.size
        if scrollView.isPagingEnabled {
            if page.width > 0 { offset.x = (offset.x / page.width).rounded() * page.width }
            if page.height > 0 { offset.y = (offset.y / page.height).rounded() * page.height }
        }
        return scrollView.clampedOffset(offset)
    }
}

/// The mutations one callback site runs, each on a given call (the third `touchesMoved`, the first action...).
@MainActor
final class CallbackPlan {
    private var calls = 0
    private let steps: [(call: Int, mutation: ScenarioMutation)]
    /// Animations planned too, decoded from the scenario's animation input (so `input` decodes as it did before).
    private let animations: [(call: Int, animation: ScenarioAnimation)]
    private weak var scenario: TouchScenario?

    /// Decodes up to `maximum` planned mutations (usually none), and maybe an animation or two.
    init(from input: inout FuzzInput, scenario: TouchScenario, maximum: Int = 2) {
        var steps: [(call: Int, mutation: ScenarioMutation)] = []
        let count = input.chance(1, in: 3) ? input.int(in: 1...max(maximum, 1)) : 0
        for _ in 0..<count { steps.append((input.int(in: 1...8), ScenarioMutation.decode(from: &input))) }
        self.steps = steps
        var animations: [(call: Int, animation: ScenarioAnimation)] = []
        let animationCount = scenario.animationInput.chance(1, in: 3) ? scenario.animationInput.int(in: 1...2) : 0
        for _ in 0..<animationCount {
            animations.append((scenario.animationInput.int(in: 1...8),
                               ScenarioAnimation.decode(from: &scenario.animationInput)))
        }
        self.animations = animations
        self.scenario = scenario
    }

    /// Counts a call and runs what was planned for it.
    func fire() {
        calls += 1
        guard let scenario, !steps.isEmpty || !animations.isEmpty else { return }
        for step in steps where step.call == calls { step.mutation.apply(to: scenario) }
        for step in animations where step.call == calls { step.animation.apply(to: scenario) }
    }
}
