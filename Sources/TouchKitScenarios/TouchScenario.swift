import TouchKit
import TouchKitTesting

/// A random scene and touch stream decoded from a ``FuzzInput`` and played with a `TouchInvariantChecker` on: the
/// shared engine of the seeded storm tests, the libFuzzer target and the regression tests replaying what it found.
///
/// The scene is a window with nested views and scroll views (scroll views inside scroll views), transforms, random
/// built-in recognizers with random properties, delegates and failure requirements, and zoomable scroll views. The
/// stream puts up to 11 fingers down, taps, holds, drags, flicks, pinches, cancels and jumps in time, and sends
/// hostile samples straight through the `TouchHost` (NaN and huge locations, reused and unknown finger ids,
/// timestamps that go backwards); between its steps the pointer hovers, clicks and drags, the wheel and the trackpad
/// scroll, pinch and rotate, and the pencil draws and hovers (``ScenarioIndirectInput``). Actions, view callbacks and delegates mutate the scene mid-gesture: they remove and
/// re-parent views, disable, remove and move recognizers, scroll, resize content and zoom.
///
/// ```swift
/// let violations = TouchScenario(input: FuzzInput(bytes: data)).run()
/// ```
///
/// The same input always plays the same way; a seeded input (``FuzzInput/init(seed:)``) replays a storm seed.
/// ``runAndRelease(input:limits:)`` also checks that the scene deallocates once released with fingers down.
///
/// UIKit has no such type; it is TouchKit's own.
@preconcurrency @MainActor
public final class TouchScenario {
    /// Upper bounds on what a scenario builds and plays, so one input stays fast.
    public struct Limits: Sendable {
        /// The most views under the window.
        public var views = 12
        /// The most recognizers added to one view (a scroll view's own come on top).
        public var recognizersPerView = 3
        /// The most steps of the touch stream.
        public var steps = 60
        /// The most fingers the stream puts down at once. 11: what an iPad reports.
        public var fingers = 11

        /// The default limits.
        public init() {}
    }

    /// The window the scene lives in, 400 × 800 pt.
    public let window: UIWindow
    /// The simulator (and its host) the stream is played through.
    public let simulator: TouchSimulator
    /// The checker watching the window since before the scene was built.
    public let checker: TouchInvariantChecker
    /// Every view the scene built, the window first; views stay listed after a mutation removes them.
    public private(set) var views: [UIView] = []
    /// Every recognizer the scene built, scroll views' pans and pinches included.
    public private(set) var recognizers: [UIGestureRecognizer] = []

    let limits: Limits
    var input: FuzzInput
    /// The delegates, held here because recognizers and scroll views hold theirs weakly.
    private var delegates: [AnyObject] = []
    /// Keeps a delegate or data source for the scene's life (interactions and list views hold theirs weakly).
    func keep(_ delegate: AnyObject) { delegates.append(delegate) }
    /// Finger ids for samples sent straight through the host, apart from the simulator's.
    var nextHostFingerID = 100_000
    /// Where the animations app code starts come from: a side input of its own (``ScenarioAnimation``).
    var animationInput: FuzzInput
    /// The property animators app code keeps, by slot (``ScenarioAnimation/maximumAnimators``).
    private var animators: [UIViewPropertyAnimator?] = Array(repeating: nil, count: ScenarioAnimation.maximumAnimators)
    /// How many animation steps app code has run (``ScenarioAnimation``), for tests that the scenes do animate.
    var animationStepsRun = 0
    /// The scene's collection views and their app code, from side input 2 (``ScenarioCollectionViews``).
    private(set) var collectionScenes: ScenarioCollectionViews?
    /// Flicks aimed at paging scroll views, from side input 5 (``ScenarioPagers``).
    var pagerFlicks: ScenarioPagers
    /// The scene's sliders, switches, steppers, segmented and page controls and labels, from side input 6
    /// (``ScenarioControls``).
    private(set) var controls: ScenarioControls?
    /// The pointer, wheel, trackpad and pencil steps and their listeners, from side input 7
    /// (``ScenarioIndirectInput``).
    var indirectInput: ScenarioIndirectInput?
    /// Views given a repeating animation: the at-rest step removes their animations.
    private var repeatingViews: [UIView] = []

    /// Decodes a scene from `input`; ``run()`` plays the rest of the input as a touch stream.
    public init(input: FuzzInput, limits: Limits = Limits()) {
        self.input = input
        self.limits = limits
        animationInput = input.sideInput(stream: 1)
        pagerFlicks = ScenarioPagers(input: input.sideInput(stream: 5))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        simulator = TouchSimulator(window: window)
        checker = TouchInvariantChecker(window: window)
        buildScene()
        var side = input.sideInput()
        addInteractions(from: &side)
        collectionScenes = ScenarioCollectionViews(input: input.sideInput(stream: 2), scenario: self)
        var dropSide = input.sideInput(stream: 3)
        addDropAndMenuInteractions(from: &dropSide)
        var tables = input.sideInput(stream: 4)
        addTableViews(from: &tables)
        controls = ScenarioControls(input: input.sideInput(stream: 6), scenario: self)
        indirectInput = ScenarioIndirectInput(input: input.sideInput(stream: 7), scenario: self)
    }

    /// Plays the touch stream, lifts every finger, lets a minute run, and returns every violation the checker found,
    /// plus any finger still down or timer or display link still running by then (empty when all held).
    public func run() -> [String] {
        playStream()
        return finish()
    }

    // MARK: The app's state

    /// Any view but the window, by index (modulo the count); nil when the scene has no other view.
    func subview(_ index: Int) -> UIView? { views.count > 1 ? views[1 + index % (views.count - 1)] : nil }

    func animator(at slot: Int) -> UIViewPropertyAnimator? { animators[slot % animators.count] }

    /// Keeps `animator` in `slot`, dropping the one there (stopped first, as an app replacing its animator does).
    func setAnimator(_ animator: UIViewPropertyAnimator, at slot: Int) {
        animators[slot % animators.count]?.stopAnimation(true)
        animators[slot % animators.count] = animator
    }

    func noteRepeatingAnimation(on view: UIView) {
        if !repeatingViews.contains(where: { $0 === view }) { repeatingViews.append(view) }
    }

    /// Removes the repeating animations, as an app does when its screen goes away; true when there were any.
    func removeRepeatingAnimations() -> Bool {
        let views = repeatingViews
        repeatingViews = []
        for view in views { view.layer.removeAllAnimations() }
        return !views.isEmpty
    }

    // MARK: The scene

    private func buildScene() {
        views = [window]
        for index in 0..<input.int(in: 1...max(limits.views, 1)) {
            let parent = input.element(of: views) ?? window
            let view = makeView(index: index)
            parent.addSubview(view)
            views.append(view)
            for _ in 0..<input.int(in: 0...max(limits.recognizersPerView, 0)) {
                let recognizer = makeRecognizer()
                view.addGestureRecognizer(recognizer)
                recognizers.append(recognizer)
            }
        }
        // Requirements and targets come once every recognizer exists, so any may depend on any.
        for recognizer in recognizers {
            if input.chance(1, in: 4), let other = input.element(of: recognizers), other !== recognizer {
                recognizer.require(toFail: other)
            }
            if input.chance(1, in: 4) {
                let delegate = ScenarioGestureDelegate(from: &input, scenario: self)
                delegates.append(delegate)
                recognizer.delegate = delegate
            }
            let plan = CallbackPlan(from: &input, scenario: self)
            recognizer.addTarget(handler: { _ in plan.fire() })
        }
    }

    /// Drag interactions on some views and system edge swipes on the window, decided by the side input so that inputs
    /// kept from before these existed still play as they did. Their recognizers are not in ``recognizers``: mutations
    /// keep naming the same ones.
    private func addInteractions(from side: inout FuzzInput) {
        if side.chance(1, in: 4) {
            window.systemGestureEdges = UIRectEdge(rawValue: UInt(side.int(in: 1...15)))
            window.preferredScreenEdgesDeferringSystemGestures = UIRectEdge(rawValue: UInt(side.int(in: 0...15)))
            let plan = CallbackPlan(from: &side, scenario: self, maximum: 1)
            window.systemGestureHandler = { _ in plan.fire() }
        }
        for view in views.dropFirst() where side.chance(1, in: 6) {
            let delegate = ScenarioDragDelegate(from: &side, scenario: self)
            delegates.append(delegate)
            view.addInteraction(UIDragInteraction(delegate: delegate))
        }
    }

    private func makeView(index: Int) -> UIView {
        let frame = CGRect(
            x: input.int(in: -20...300), y: input.int(in: -20...600),
            width: input.int(in: 0...400), height: input.int(in: 0...800))
        let view: UIView
        switch input.int(in: 0...9) {
        case 0...3: view = makeScrollView(frame: frame)
        case 4:
            let button = UIButton(frame: frame)
            let plan = CallbackPlan(from: &input, scenario: self)
            button.addAction(UIAction { _ in plan.fire() }, for: .allTouchEvents)
            view = button
        default:
            let plain = ScenarioView(frame: frame)
            plain.forwardsTouches = input.chance(1, in: 4)
            plain.plan = CallbackPlan(from: &input, scenario: self)
            view = plain
        }
        // Every view needs a name of its own: the checker tells views apart by name.
        view.tag = index + 1
        view.isMultipleTouchEnabled = input.bool()
        view.isExclusiveTouch = input.chance(1, in: 8)
        view.isUserInteractionEnabled = !input.chance(1, in: 16)
        view.clipsToBounds = view.clipsToBounds || input.chance(1, in: 4)
        if input.chance(1, in: 4) { view.transform = Self.decodeTransform(from: &input) }
        return view
    }

    private func makeScrollView(frame: CGRect) -> UIScrollView {
        let scrollView = UIScrollView(frame: frame)
        scrollView.contentSize = CGSize(width: (frame.width * input.cgFloat(in: 0...4)).rounded(),
                                        height: (frame.height * input.cgFloat(in: 0...4)).rounded())
        if input.chance(1, in: 4) {
            scrollView.contentInset = UIEdgeInsets(
                top: CGFloat(input.int(in: 0...100)), left: CGFloat(input.int(in: 0...100)),
                bottom: CGFloat(input.int(in: 0...100)), right: CGFloat(input.int(in: 0...100)))
        }
        scrollView.isPagingEnabled = input.chance(1, in: 3)
        scrollView.delaysContentTouches = input.bool()
        scrollView.canCancelContentTouches = !input.chance(1, in: 4)
        scrollView.bounces = !input.chance(1, in: 4)
        scrollView.alwaysBounceVertical = input.chance(1, in: 4)
        scrollView.alwaysBounceHorizontal = input.chance(1, in: 4)
        scrollView.isDirectionalLockEnabled = input.chance(1, in: 4)
        scrollView.isScrollEnabled = !input.chance(1, in: 8)
        scrollView.decelerationRate = input.bool() ? .normal : .fast
        // Start at the top-left of the range, as a screen does under its bars: an offset left outside the range by
        // the insets would be the scene's fault, not the engine's.
        scrollView.contentOffset = scrollView.minimumOffset
        recognizers.append(scrollView.panGestureRecognizer)
        recognizers.append(scrollView.alwaysPresentPinchGestureRecognizer)
        guard input.chance(1, in: 2) else { return scrollView }
        let delegate = ScenarioScrollViewDelegate(from: &input, scenario: self)
        delegates.append(delegate)
        scrollView.delegate = delegate
        // Zooming a pager is left out: UIKit gives no rule for where a zoomed pager's pages are.
        if !scrollView.isPagingEnabled && input.bool() {
            let content = ScenarioView(frame: CGRect(origin: .zero, size: scrollView.contentSize))
            content.tag = 1_000 + views.count
            scrollView.addSubview(content)
            views.append(content)
            delegate.zoomView = content
            scrollView.minimumZoomScale = input.cgFloat(in: 0.25...1)
            scrollView.maximumZoomScale = input.cgFloat(in: 1...4)
            scrollView.bouncesZoom = input.bool()
        }
        return scrollView
    }

    private func makeRecognizer() -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch input.int(in: 0...6) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = input.int(in: 1...3)
            tap.numberOfTouchesRequired = input.int(in: 1...2)
            recognizer = tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = input.double(in: 0...1)
            press.allowableMovement = input.cgFloat(in: 0...50)
            press.numberOfTapsRequired = input.int(in: 0...1)
            press.numberOfTouchesRequired = input.int(in: 1...2)
            recognizer = press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = input.int(in: 1...2)
            pan.maximumNumberOfTouches = input.chance(1, in: 2) ? .max : input.int(in: 1...3)
            recognizer = pan
        case 3:
            let edgePan = UIScreenEdgePanGestureRecognizer()
            edgePan.edges = UIRectEdge(rawValue: UInt(input.int(in: 0...15)))
            recognizer = edgePan
        case 4:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: UInt(input.int(in: 0...15)))
            swipe.numberOfTouchesRequired = input.int(in: 1...2)
            recognizer = swipe
        case 5: recognizer = UIPinchGestureRecognizer()
        default: recognizer = UIRotationGestureRecognizer()
        }
        recognizer.name = "\(type(of: recognizer))#\(recognizers.count + 1)"
        recognizer.cancelsTouchesInView = !input.chance(1, in: 3)
        recognizer.delaysTouchesBegan = input.chance(1, in: 4)
        recognizer.delaysTouchesEnded = !input.chance(1, in: 3)
        recognizer.isEnabled = !input.chance(1, in: 16)
        return recognizer
    }

    /// A rotation, scale (down to degenerate zero) or translation, or a mix of them.
    nonisolated static func decodeTransform(from input: inout FuzzInput) -> CGAffineTransform {
        switch input.int(in: 0...4) {
        case 0: return CGAffineTransform(rotationAngle: input.cgFloat(in: -3.2...3.2))
        case 1: return CGAffineTransform(scaleX: input.cgFloat(in: -2...2), y: input.cgFloat(in: -2...2))
        case 2: return CGAffineTransform(translationX: input.cgFloat(in: -200...200), y: input.cgFloat(in: -200...200))
        case 3: return CGAffineTransform(scaleX: 0, y: 0)
        default:
            return CGAffineTransform(rotationAngle: input.cgFloat(in: -0.5...0.5))
                .concatenating(CGAffineTransform(scaleX: input.cgFloat(in: 0.5...1.5), y: input.cgFloat(in: 0.5...1.5)))
        }
    }
}
