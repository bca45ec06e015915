import Testing
@testable import TouchKit

/// Issue 14, defect 1 ("crash in teardown code") and its pattern elsewhere: an API that calls app code (an action, a
/// move callback, a `willMove`) must not trust a position it computed before the call. Each test is app code that
/// changes the very list the API is working on, from inside the callback.
@MainActor
@Suite struct ReentrantTeardownTests {
    /// A view with recognizers `[first, pan, last]` and a finger dragging the pan into `.changed`.
    private func panningScene() -> (Scene, UIView, first: UITapGestureRecognizer, pan: UIPanGestureRecognizer, last: UITapGestureRecognizer) {
        let (scene, view) = Scene.withRecordingView()
        let first = UITapGestureRecognizer(), pan = UIPanGestureRecognizer(), last = UITapGestureRecognizer()
        for recognizer in [first, pan, last] { view.addGestureRecognizer(recognizer) }
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 50), duration: 0.1)
        return (scene, view, first, pan, last)
    }

    /// The independent run's crash: removing a recognizer mid-gesture sends its `.cancelled` action, whose handler
    /// removes another recognizer of the same view (ordinary clean-up). The index remembered before the action was
    /// stale: the wrong recognizer was removed (or, with the removed one last, an out-of-range trap).
    @Test func removingARecognizerWhoseCancelledActionRemovesASiblingRemovesExactlyThoseTwo() {
        let (scene, view, first, pan, last) = panningScene()
        #expect(pan.state == .changed)
        pan.addTarget(handler: { recognizer in
            if recognizer.state == .cancelled { view.removeGestureRecognizer(first) }
        })
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(view.gestureRecognizers?.first === last)
        #expect(pan.view == nil && first.view == nil && last.view === view)
        withExtendedLifetime(scene) {}  // a dropped window ends its gestures
    }

    /// The same with the handler removing the recognizer itself (a nested removal of the one being removed).
    @Test func removingARecognizerWhoseCancelledActionRemovesItAgainRemovesOnlyIt() {
        let (scene, view, first, pan, last) = panningScene()
        pan.addTarget(handler: { recognizer in
            if recognizer.state == .cancelled { view.removeGestureRecognizer(recognizer) }
        })
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.count == 2)
        #expect(view.gestureRecognizers?.first === first && view.gestureRecognizers?.last === last)
        #expect(pan.view == nil)
        withExtendedLifetime(scene) {}  // a dropped window ends its gestures
    }

    /// The cancelled action moves the recognizer being removed to another view: the app's move stands.
    @Test func removingARecognizerWhoseCancelledActionMovesItElsewhereLeavesItThere() {
        let (scene, view, _, pan, _) = panningScene()
        let other = scene.plainView(CGRect(x: 0, y: 500, width: 100, height: 100))
        pan.addTarget(handler: { recognizer in
            if recognizer.state == .cancelled { other.addGestureRecognizer(recognizer) }
        })
        view.removeGestureRecognizer(pan)
        #expect(pan.view === other)
        #expect(other.gestureRecognizers?.count == 1)
        #expect(view.gestureRecognizers?.contains { $0 === pan } != true)
    }

    /// Setting `gestureRecognizers` while a cancelled action removes the others.
    @Test func replacingRecognizersWhileAnActionRemovesThemKeepsTheListConsistent() {
        let (scene, view, first, pan, last) = panningScene()
        pan.addTarget(handler: { recognizer in
            if recognizer.state == .cancelled { view.removeGestureRecognizer(last) }
        })
        let replacement = UISwipeGestureRecognizer()
        view.gestureRecognizers = [replacement]
        #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?.first === replacement)
        #expect(first.view == nil && pan.view == nil && last.view == nil)
        withExtendedLifetime(scene) {}  // a dropped window ends its gestures
    }

    // MARK: Recognizer targets

    /// A target that removes itself during the action: the targets after it still get that action (an index kept
    /// across the call skipped the next one).
    @Test func aTargetRemovingItselfDuringAnActionDoesNotSkipTheNext() {
        let (scene, _, _, pan, _) = panningScene()
        @MainActor final class Target {
            var calls = 0
            let remove: Bool
            init(remove: Bool) { self.remove = remove }
            func handle(_ recognizer: UIPanGestureRecognizer) {
                calls += 1
                if remove { recognizer.removeTarget(self) }
            }
        }
        let quitter = Target(remove: true), stayer = Target(remove: false)
        pan.addTarget(quitter, action: Target.handle)
        pan.addTarget(stayer, action: Target.handle)
        pan.state = .changed
        pan.state = .changed
        #expect(quitter.calls == 1)
        #expect(stayer.calls == 2)
        withExtendedLifetime(scene) {}  // a dropped window ends its gestures
    }

    /// A target removed by an earlier one during a send is not called after its removal; a target added during a
    /// send gets the next action, not this one.
    @Test func targetsRemovedOrAddedDuringAnActionTakeEffectFromTheirChange() {
        let (scene, _, _, pan, _) = panningScene()
        @MainActor final class Target {
            var calls = 0
            func handle(_ recognizer: UIPanGestureRecognizer) { calls += 1 }
        }
        let removed = Target(), added = Target()
        var addedOnce = false
        pan.addTarget(handler: { recognizer in
            recognizer.removeTarget(removed)
            if !addedOnce {
                addedOnce = true
                recognizer.addTarget(added, action: Target.handle)
            }
        })
        pan.addTarget(removed, action: Target.handle)
        pan.state = .changed
        #expect(removed.calls == 0)
        #expect(added.calls == 0)
        pan.state = .changed
        #expect(added.calls == 1)
        withExtendedLifetime(scene) {}  // a dropped window ends its gestures
    }

    // MARK: Control actions

    /// A control action that removes a later one: the send runs the actions registered when it began (the decision
    /// documented on `sendActions(for:)`), the removal counts from the next send, and nothing is skipped or run twice.
    @Test func aControlActionRemovingAnotherDuringASendTakesEffectFromTheNextSend() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let later = UIAction { _ in log.append("later") }
        let first = UIAction { _ in
            log.append("first")
            button.removeAction(later, for: .touchUpInside)
        }
        button.addAction(first, for: .touchUpInside)
        button.addAction(later, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("last") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first", "later", "last", "first", "last"])
    }

    // MARK: Subviews

    /// A view that runs app code from its move callbacks.
    final class CallbackView: UIView {
        var onWillMoveToSuperview: ((UIView?) -> Void)?
        var onDidMoveToSuperview: (() -> Void)?
        var onDidMoveToWindow: (() -> Void)?
        var onWillMoveToWindow: ((UIWindow?) -> Void)?
        var didMoveToWindowCalls = 0
        override func willMove(toSuperview newSuperview: UIView?) { onWillMoveToSuperview?(newSuperview) }
        override func didMoveToSuperview() { onDidMoveToSuperview?() }
        override func willMove(toWindow newWindow: UIWindow?) { onWillMoveToWindow?(newWindow) }
        override func didMoveToWindow() {
            didMoveToWindowCalls += 1
            onDidMoveToWindow?()
        }
    }

    /// Whether `view`'s superview lists it, and no other view among `candidates` does.
    private func isConsistent(_ view: UIView, among candidates: [UIView]) -> Bool {
        for candidate in candidates {
            let lists = candidate.subviews.contains { $0 === view }
            if lists != (view.superview === candidate) { return false }
        }
        return view.window === view.superview?.window
    }

    /// `removeFromSuperview` whose `willMove(toSuperview: nil)` puts the view somewhere else: the view ended up in
    /// the other view's subviews with a nil superview.
    @Test func removeFromSuperviewWhoseWillMoveReparentsTheViewLeavesItWhereTheAppPutIt() {
        let scene = Scene()
        let parent = scene.plainView(scene.window.bounds), other = UIView(frame: scene.window.bounds)
        scene.window.addSubview(other)
        let view = CallbackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(view)
        view.onWillMoveToSuperview = { newSuperview in
            if newSuperview == nil { view.onWillMoveToSuperview = nil; other.addSubview(view) }
        }
        view.removeFromSuperview()
        #expect(view.superview === other)
        #expect(isConsistent(view, among: [parent, other, scene.window]))
    }

    /// `addSubview` whose `willMove(toSuperview:)` makes the new superview a subview of the view: adding would have
    /// made a cycle in the tree (and every walk up it an endless loop).
    @Test func addSubviewWhoseWillMoveMakesACycleIsRefused() {
        let scene = Scene()
        let container = scene.plainView(scene.window.bounds)
        let view = CallbackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.onWillMoveToSuperview = { newSuperview in
            if let newSuperview { view.onWillMoveToSuperview = nil; view.addSubview(newSuperview) }
        }
        container.addSubview(view)
        #expect(container.superview === view)
        #expect(view.superview == nil)
        #expect(!view.subviews.isEmpty && !container.subviews.contains { $0 === view })
    }

    /// `addSubview` whose `didMoveToSuperview` removes the view again: the window set afterwards for the moved
    /// subtree was the new one, on a view no longer in it.
    @Test func addSubviewWhoseDidMoveRemovesTheViewLeavesItOutOfTheWindow() {
        let scene = Scene()
        let view = CallbackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.addSubview(child)
        view.onDidMoveToSuperview = {
            if view.superview != nil { view.onDidMoveToSuperview = nil; view.removeFromSuperview() }
        }
        scene.window.addSubview(view)
        #expect(view.superview == nil)
        #expect(view.window == nil && child.window == nil)
        #expect(!scene.window.subviews.contains { $0 === view })
    }

    /// A parent, not in the scene's window yet, with two callback subviews.
    private func siblingsOutsideTheWindow() -> (Scene, UIView, CallbackView, CallbackView) {
        let scene = Scene()
        let parent = UIView(frame: scene.window.bounds)
        let first = CallbackView(frame: .zero), second = CallbackView(frame: .zero)
        parent.addSubview(first)
        parent.addSubview(second)
        return (scene, parent, first, second)
    }

    /// A subview's `didMoveToWindow` removes its sibling: the sibling was still told again from the list copied
    /// before the call.
    @Test func aSiblingRemovedByDidMoveToWindowIsNotToldAgain() {
        let (scene, parent, first, second) = siblingsOutsideTheWindow()
        first.onDidMoveToWindow = { if first.window != nil { second.removeFromSuperview() } }
        scene.window.addSubview(parent)
        #expect(second.superview == nil && second.window == nil)
        #expect(second.didMoveToWindowCalls == 1)
    }

    /// A subview's `willMove(toWindow:)` removes its sibling: the sibling was still told it moves to the window.
    @Test func aSiblingRemovedByWillMoveToWindowIsNotToldItMovesThere() {
        let (scene, parent, first, second) = siblingsOutsideTheWindow()
        var secondWillMoves: [UIWindow?] = []
        second.onWillMoveToWindow = { secondWillMoves.append($0) }
        first.onWillMoveToWindow = { if $0 != nil { second.removeFromSuperview() } }
        scene.window.addSubview(parent)
        #expect(second.superview == nil && second.window == nil)
        #expect(secondWillMoves.allSatisfy { $0 == nil })
    }

    // MARK: Interactions

    /// An interaction that runs app code from its move callbacks.
    @MainActor final class CallbackInteraction: UIInteraction {
        private(set) weak var view: UIView?
        var onWillMove: ((UIView?) -> Void)?
        func willMove(to view: UIView?) { onWillMove?(view) }
        func didMove(to view: UIView?) { self.view = view }
    }

    /// `removeInteraction` whose `willMove(to: nil)` removes an earlier interaction: the remembered index was stale.
    @Test func removingAnInteractionWhoseWillMoveRemovesAnotherRemovesExactlyThoseTwo() {
        let view = UIView(frame: .zero)
        let first = CallbackInteraction(), second = CallbackInteraction(), third = CallbackInteraction()
        for interaction in [first, second, third] { view.addInteraction(interaction) }
        second.onWillMove = { if $0 == nil { view.removeInteraction(first) } }
        view.removeInteraction(second)
        #expect(view.interactions.count == 1 && view.interactions.first === third)
    }

    /// `addInteraction` whose `willMove(to:)` adds it again: it was listed twice.
    @Test func addingAnInteractionWhoseWillMoveAddsItAgainListsItOnce() {
        let view = UIView(frame: .zero)
        let interaction = CallbackInteraction()
        interaction.onWillMove = { target in
            if let target { interaction.onWillMove = nil; target.addInteraction(interaction) }
        }
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1)
    }

    // MARK: Dynamic behaviours

    /// A behavior that runs app code from `willMove(to:)`.
    final class CallbackBehavior: UIDynamicBehavior {
        var onWillMove: ((UIDynamicAnimator?) -> Void)?
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) { onWillMove?(dynamicAnimator) }
    }

    /// `removeBehavior` whose `willMove(to: nil)` removes an earlier behavior: the remembered index was stale.
    @Test func removingABehaviorWhoseWillMoveRemovesAnotherRemovesExactlyThoseTwo() {
        let animator = UIDynamicAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let first = CallbackBehavior(), second = CallbackBehavior(), third = CallbackBehavior()
        for behavior in [first, second, third] { animator.addBehavior(behavior) }
        second.onWillMove = { if $0 == nil { animator.removeBehavior(first) } }
        animator.removeBehavior(second)
        #expect(animator.behaviors.count == 1 && animator.behaviors.first === third)
        #expect(first.dynamicAnimator == nil && second.dynamicAnimator == nil && third.dynamicAnimator === animator)
    }

    /// `removeChildBehavior` whose `willMove(to: nil)` removes an earlier child.
    @Test func removingAChildBehaviorWhoseWillMoveRemovesAnotherRemovesExactlyThoseTwo() {
        let parent = UIDynamicBehavior()
        let first = CallbackBehavior(), second = CallbackBehavior(), third = CallbackBehavior()
        for behavior in [first, second, third] { parent.addChildBehavior(behavior) }
        second.onWillMove = { _ in parent.removeChildBehavior(first) }
        parent.removeChildBehavior(second)
        #expect(parent.childBehaviors.count == 1 && parent.childBehaviors.first === third)
    }

    /// `addBehavior` whose `willMove(to:)` adds the behavior to another animator first: it was in both.
    @Test func addingABehaviorWhoseWillMoveAddsItElsewhereLeavesItThere() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: reference), other = UIDynamicAnimator(referenceView: reference)
        let behavior = CallbackBehavior()
        behavior.onWillMove = { target in
            if target === animator { behavior.onWillMove = nil; other.addBehavior(behavior) }
        }
        animator.addBehavior(behavior)
        #expect(behavior.dynamicAnimator === other)
        #expect(animator.behaviors.isEmpty && other.behaviors.count == 1)
    }

    /// `addChildBehavior` whose `willMove(to:)` adds the behavior to an animator first: it was in both.
    @Test func addingAChildBehaviorWhoseWillMoveAddsItToAnAnimatorLeavesItThere() {
        let animator = UIDynamicAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let parent = UIDynamicBehavior(), child = CallbackBehavior()
        child.onWillMove = { _ in child.onWillMove = nil; animator.addBehavior(child) }
        parent.addChildBehavior(child)
        #expect(parent.childBehaviors.isEmpty)
        #expect(child.dynamicAnimator === animator && animator.behaviors.count == 1)
    }

    /// `removeAllBehaviors` whose `willMove(to: nil)` adds a new behavior: the new one was dropped from the list but
    /// still believed itself in the animator.
    @Test func removingAllBehaviorsKeepsOneAddedFromWillMove() {
        let animator = UIDynamicAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let old = CallbackBehavior(), added = UIGravityBehavior()
        animator.addBehavior(old)
        old.onWillMove = { if $0 == nil { animator.addBehavior(added) } }
        animator.removeAllBehaviors()
        #expect(animator.behaviors.count == 1 && animator.behaviors.first === added)
        #expect(added.dynamicAnimator === animator && old.dynamicAnimator == nil)
    }
}

/// App code that removes, disables or adds recognizers from actions and delegate callbacks in the middle of a gesture.
extension ReentrantTeardownTests {
    @Test func recognizerRemovedFromInsideItsOwnActionStopsCleanly() {
        let (scene, view) = Scene.withRecordingView()
        let drag = BeginOnMoveRecognizer()
        var actions = 0
        drag.addTarget(handler: { recognizer in
            actions += 1
            recognizer.view?.removeGestureRecognizer(recognizer)
        })
        view.addGestureRecognizer(drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(actions == 2)   // began, then the cancellation caused by the removal
        #expect(drag.view == nil && drag.state == .possible)
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func recognizerDisabledFromItsOwnActionIsCancelled() {
        let (scene, view) = Scene.withRecordingView()
        let drag = BeginOnMoveRecognizer()
        let log = ActionLog(attachedTo: drag)
        drag.addTarget(handler: { recognizer in if recognizer.state == .began { recognizer.isEnabled = false } })
        view.addGestureRecognizer(drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(log.names == ["began", "cancelled"])
        #expect(drag.state == .possible)
    }

    @Test(arguments: ["remove", "disable"])
    func recognizerRemovedOrDisabledFromItsDelegateCallbackFailsCleanly(mutation: String) {
        let (scene, view) = Scene.withRecordingView()
        let drag = BeginOnMoveRecognizer()
        let log = ActionLog(attachedTo: drag)
        let delegate = ClosureDelegate()
        delegate.shouldBegin = { recognizer in
            if mutation == "remove" { recognizer.view?.removeGestureRecognizer(recognizer) } else { recognizer.isEnabled = false }
            return true
        }
        drag.delegate = delegate
        view.addGestureRecognizer(drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(drag.state == .possible)
        #expect(log.names.isEmpty || log.names == ["began", "cancelled"])
        #expect(view.log.first == "began 1")
        #expect(view.log.count(where: { $0.hasPrefix("ended") || $0.hasPrefix("cancelled") }) == 1)
    }

    @Test func viewRemovedMidGestureStopsItsRecognizer() {
        let drag = BeginOnMoveRecognizer()
        let (scene, view, log) = sceneWithRecognizer(with: drag)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(finger, to: CGPoint(x: 20, y: 10))
        view.removeFromSuperview()
        scene.simulator.move(finger, to: CGPoint(x: 30, y: 10))
        scene.simulator.up(finger)
        #expect(log.names == ["began", "cancelled"])
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func recognizerAddedDuringDeliveryTakesOnlyLaterTouches() {
        let scene = Scene()
        final class Adding: UIView {
            var added: BeginOnMoveRecognizer?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                if added == nil {
                    let recognizer = BeginOnMoveRecognizer()
                    addGestureRecognizer(recognizer)
                    added = recognizer
                }
            }
        }
        let view = Adding(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.addSubview(view)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 2.0 / 60)
        #expect(view.added?.touchesSeen == 0)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 2.0 / 60)
        #expect(view.added?.touchesSeen == 1)
    }
}
