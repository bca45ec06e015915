import TouchKit

/// The objects a ``TouchScenario`` puts in its scene that call back into it: a view that runs planned mutations
/// from its touch callbacks, and gesture-recognizer and scroll-view delegates with decoded answers.

/// A view that runs planned mutations from its `touches…` callbacks and may forward them up the responder chain.
@MainActor
final class ScenarioView: UIView {
    var plan: CallbackPlan?
    var forwardsTouches = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        plan?.fire()
        if forwardsTouches { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        plan?.fire()
        if forwardsTouches { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        plan?.fire()
        if forwardsTouches { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        plan?.fire()
        if forwardsTouches { super.touchesCancelled(touches, with: event) }
    }
}

/// A decoded answer to a delegate question: fixed, or alternating from call to call.
struct ScenarioAnswer {
    private enum Mode { case yes, no, alternating }
    private let mode: Mode
    private var calls = 0

    /// Mostly UIKit's default, sometimes the other answer, sometimes alternating.
    init(from input: inout FuzzInput, default defaultAnswer: Bool) {
        switch input.int(in: 0...7) {
        case 0, 1: mode = defaultAnswer ? .no : .yes
        case 2: mode = .alternating
        default: mode = defaultAnswer ? .yes : .no
        }
    }

    mutating func next() -> Bool {
        calls += 1
        switch mode {
        case .yes: return true
        case .no: return false
        case .alternating: return calls % 2 == 0
        }
    }
}

/// A gesture recognizer delegate whose every answer is decoded, and whose `gestureRecognizerShouldBegin` runs planned
/// mutations (apps do start things from there).
@MainActor
final class ScenarioGestureDelegate: UIGestureRecognizerDelegate {
    private var shouldBegin: ScenarioAnswer
    private var shouldReceiveTouch: ScenarioAnswer
    private var simultaneous: ScenarioAnswer
    private var requiresFailure: ScenarioAnswer
    private var requiredToFail: ScenarioAnswer
    private let plan: CallbackPlan

    init(from input: inout FuzzInput, scenario: TouchScenario) {
        shouldBegin = ScenarioAnswer(from: &input, default: true)
        shouldReceiveTouch = ScenarioAnswer(from: &input, default: true)
        simultaneous = ScenarioAnswer(from: &input, default: false)
        requiresFailure = ScenarioAnswer(from: &input, default: false)
        requiredToFail = ScenarioAnswer(from: &input, default: false)
        plan = CallbackPlan(from: &input, scenario: scenario, maximum: 1)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        plan.fire()
        return shouldBegin.next()
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceiveTouch.next()
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous.next() }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requiresFailure.next() }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requiredToFail.next() }
}

/// A scroll view delegate that may offer a view for zooming, moves the target of a drag's end in decoded ways
/// (hostile ones included: NaN, far outside the content), and runs planned mutations from its callbacks.
@MainActor
final class ScenarioScrollViewDelegate: UIScrollViewDelegate {
    enum TargetChange { case none, nan, farOutside, fraction(CGPoint) }

    weak var zoomView: UIView?
    private let targetChange: TargetChange
    private let plan: CallbackPlan

    init(from input: inout FuzzInput, scenario: TouchScenario) {
        switch input.int(in: 0...7) {
        case 0: targetChange = .nan
        case 1: targetChange = .farOutside
        case 2: targetChange = .fraction(CGPoint(x: input.unit(), y: input.unit()))
        default: targetChange = .none
        }
        plan = CallbackPlan(from: &input, scenario: scenario)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { plan.fire() }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { plan.fire() }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        plan.fire()
        switch targetChange {
        case .none: break
        case .nan: targetContentOffset.pointee = CGPoint(x: CGFloat.nan, y: .nan)
        case .farOutside: targetContentOffset.pointee = CGPoint(x: -1e6, y: 1e6)
        case .fraction(let fraction): targetContentOffset.pointee = ScenarioMutation.offset(at: fraction, in: scrollView)
        }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { plan.fire() }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { plan.fire() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { plan.fire() }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { plan.fire() }
}

/// A drag interaction delegate giving a decoded number of items, adding a decoded number on taps, and running planned
/// mutations when the drag begins.
@MainActor
final class ScenarioDragDelegate: UIDragInteractionDelegate {
    private let items: Int
    private let itemsToAdd: Int
    private let plan: CallbackPlan

    init(from input: inout FuzzInput, scenario: TouchScenario) {
        items = input.int(in: 0...2)
        itemsToAdd = input.int(in: 0...1)
        plan = CallbackPlan(from: &input, scenario: scenario, maximum: 1)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        (0..<items).map { UIDragItem(localObject: $0) }
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] {
        (0..<itemsToAdd).map { UIDragItem(localObject: $0) }
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        plan.fire()
    }
}
