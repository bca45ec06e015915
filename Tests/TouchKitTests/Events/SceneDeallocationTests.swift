import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 14, defect 3 ("scenes that never go away"): a scene the app lets go of deallocates, whatever its fingers
/// were doing. A touch held its window strongly, and the window (through its event, its recognizers, a drag
/// session) held the touch: a cycle nobody owned.
@MainActor
@Suite struct SceneDeallocationTests {
    /// Weak references to a scene's objects, to check they went away with it.
    private struct Survivors {
        weak var window: UIWindow?
        weak var view: UIView?
        var recognizers: [WeakReference<UIGestureRecognizer>] = []
        var others: [WeakReference<AnyObject>] = []

        var alive: [String] {
            var names: [String] = []
            if window != nil { names.append("window") }
            if view != nil { names.append("view") }
            for box in recognizers where box.object != nil { names.append("recognizer") }
            for box in others where box.object != nil { names.append("\(type(of: box.object!))") }
            return names
        }
    }

    /// A window with one full-size view carrying `recognizers`, and a simulator on it; `play` drives it, then every
    /// strong reference is dropped. Returns what outlived it.
    private func survivors(
        of recognizers: @autoclosure () -> [UIGestureRecognizer],
        play: (TouchSimulator, UIView) -> [AnyObject] = { _, _ in [] }
    ) -> [String] {
        var survivors = Survivors()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            let recognizers = recognizers()
            for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
            survivors.window = window
            survivors.view = view
            survivors.recognizers = recognizers.map { WeakReference(object: $0) }
            let simulator = TouchSimulator(window: window)
            survivors.others = play(simulator, view).map { WeakReference(object: $0) }
        }
        return survivors.alive
    }

    /// The independent run's leak: a window dropped while a finger is down (here dragging a pan) was kept alive by
    /// its own touch, and the whole scene with it.
    @Test func aWindowDroppedWithAFingerDownDeallocates() {
        let alive = survivors(of: [UIPanGestureRecognizer(), UITapGestureRecognizer()]) { simulator, _ in
            let finger = simulator.down(at: CGPoint(x: 100, y: 100))
            simulator.move(finger, to: CGPoint(x: 200, y: 100), duration: 0.1)
            return [simulator.touch(for: finger)!]
        }
        #expect(alive == [])
    }

    /// Found by the storm's new check: a finger down on the window itself (no subview there) made the touch's view
    /// the window, owned by the touch, which the window owns.
    @Test(.tags(.storm)) func aWindowDroppedWithAFingerDownOnItselfDeallocates() {
        weak var weakWindow: UIWindow?
        weak var weakTouch: UITouch?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakWindow = window
            let simulator = TouchSimulator(window: window)
            let finger = simulator.down(at: CGPoint(x: 10, y: 10))
            #expect(simulator.touch(for: finger)?.view === window)
            weakTouch = simulator.touch(for: finger)
        }
        #expect(weakWindow == nil)
        #expect(weakTouch == nil)
    }

    /// Issue 20: the touch sets handed to views and recognizers are kept from one sample to the next (a moving finger
    /// hashes nothing), and a lifted touch's recognizer list goes to the next touch; none of it keeps the lifted
    /// touch alive while its window stays.
    @Test func aLiftedTouchIsReleasedWhileItsWindowStays() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(UIPanGestureRecognizer())
        view.addGestureRecognizer(UITapGestureRecognizer())
        let simulator = TouchSimulator(window: window)
        weak var weakTouch: UITouch?
        do {
            let finger = simulator.down(at: CGPoint(x: 100, y: 100))
            simulator.move(finger, to: CGPoint(x: 102, y: 100), duration: 0.05)
            weakTouch = simulator.touch(for: finger)
            #expect(weakTouch != nil)
            simulator.up(finger)
        }
        #expect(weakTouch == nil)
        #expect(window.subviews.count == 1)
    }

    /// The decision that goes with it: a recognizer mid-gesture when its window goes (the app keeping the recognizer)
    /// is reset without an action, and its touch no longer points into the released scene.
    @Test func aRecognizerMidGestureWhenItsWindowGoesIsResetWithoutAnAction() {
        let pan = UIPanGestureRecognizer()
        var actions: [UIGestureRecognizer.State] = []
        pan.addTarget(handler: { actions.append($0.state) })
        let touch = dropSceneMidDrag(with: pan).touch
        #expect(actions.last == .changed)
        #expect(pan.state == .possible && pan.view == nil)
        #expect(touch?.window == nil && touch?.view == nil && touch?.gestureRecognizers == nil)
    }

    /// A touch already lifted, kept by a tap waiting for its second tap, points at the view that holds the tap.
    @Test func aWindowDroppedWhileATapWaitsForItsSecondTapDeallocates() {
        func doubleTap() -> UITapGestureRecognizer {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            return doubleTap
        }
        let alive = survivors(of: [doubleTap()]) { simulator, _ in
            simulator.tap(at: CGPoint(x: 100, y: 100))
            return []
        }
        #expect(alive == [])
    }

    /// A host that lost a touch's end (it sent the began and nothing more), dropped with its window.
    @Test func aTouchHostThatNeverSendsTheEndDeallocates() {
        weak var weakHost: TouchHost?
        let alive = survivors(of: [UILongPressGestureRecognizer()]) { simulator, _ in
            let host = TouchHost(window: simulator.window)
            weakHost = host
            host.send(TouchSample(id: 7, phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 0))
            host.send(TouchSample(id: 7, phase: .moved, location: CGPoint(x: 52, y: 50), timestamp: 0.016))
            return [host.touch(forFinger: 7)!]
        }
        #expect(alive == [])
        #expect(weakHost == nil)
    }

    /// A scroll view decelerating when its window is dropped (its display link runs on the window's clock).
    @Test func aWindowDroppedWithAScrollViewMidFlickDeallocates() {
        let alive = survivors(of: []) { simulator, view in
            let scrollView = UIScrollView(frame: view.bounds)
            scrollView.contentSize = CGSize(width: 400, height: 4000)
            view.addSubview(scrollView)
            let finger = simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), lift: false)
            return [scrollView, simulator.touch(for: finger)!]
        }
        #expect(alive == [])
    }

    @MainActor private final class Dragging: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(localObject: "photo")]
        }
    }

    /// A drag lift that had to wait for another recognizer, beaten by it: its lifted session stayed, holding the
    /// touch, which held the window (and, without that, the view holding the interaction holding the session).
    @Test func aDragLiftBeatenByARequiredRecognizerDeallocates() {
        let dragging = Dragging()
        var sessionLeft = false
        let alive = survivors(of: [UILongPressGestureRecognizer()]) { simulator, view in
            let press = view.gestureRecognizers![0] as! UILongPressGestureRecognizer
            press.minimumPressDuration = 0.5
            let interaction = UIDragInteraction(delegate: dragging)
            view.addInteraction(interaction)
            interaction.lift.require(toFail: press)
            let finger = simulator.down(at: CGPoint(x: 100, y: 100))
            simulator.advance(by: 0.6)
            simulator.up(finger)
            simulator.advance(by: 1)
            sessionLeft = interaction.liftedSession != nil || interaction.session != nil
            return [interaction]
        }
        #expect(!sessionLeft)
        #expect(alive == [])
    }
    /// Issue 32 (LeakSanitizer on the committed fuzz input 282f730c): a scene dropped while a spring-loading timer is
    /// pending deallocates, clock and all. The timer's block held the clock, which holds its pending timers.
    @Test func aSceneDroppedWithASpringLoadingTimerPendingDeallocates() {
        weak var clock: MediaClock?
        weak var window: UIWindow?
        weak var spring: UISpringLoadedInteraction?
        final class States: UISpringLoadedInteractionEffect {
            var seen: [UISpringLoadedInteractionEffectState] = []
            func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
                seen.append(context.state)
            }
        }
        let states = States()
        do {
            let scene = Scene()
            let log = DragDropLog()
            log.source(on: scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100)))
            let folder = scene.recordingView(CGRect(x: 200, y: 200, width: 100, height: 100))
            let interaction = UISpringLoadedInteraction(interactionBehavior: nil, interactionEffect: states) { _, _ in }
            folder.addInteraction(interaction)
            _ = scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 250), lift: false)
            // Resting over the folder: possible, its timer to activating pending.
            scene.simulator.advance(by: 0.2)
            clock = scene.window.clock
            window = scene.window
            spring = interaction
            #expect(scene.window.clock.hasPendingWork)
        }
        // MediaClock.current (CACurrentMediaTime's clock) holds the latest clock made: make another.
        let next = MediaClock()
        #expect(MediaClock.current === next)
        #expect(states.seen == [.possible])
        #expect(clock == nil)
        #expect(window == nil)
        #expect(spring == nil)
    }
}
