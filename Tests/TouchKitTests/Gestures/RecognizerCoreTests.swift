import Testing
@testable import TouchKit
import TouchKitTesting

@MainActor
final class Controller {
    var handled: [UIGestureRecognizer.State] = []
    func handleMove(_ recognizer: BeginOnMoveRecognizer) { handled.append(recognizer.state) }
}

@MainActor
@Suite struct RecognizerCoreTests {
    @Test func actionsFollowTheStateChangesOfAContinuousGesture() {
        let recognizer = BeginOnMoveRecognizer()
        let (scene, view, actions) = sceneWithRecognizer(with: recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(actions.names == ["began", "changed", "changed", "ended"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
        // cancelsTouchesInView: the view saw began, then the cancellation just before the action.
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func curriedMethodTargetIsHeldWeakly() {
        let (scene, view) = Scene.withRecordingView()
        var controller: Controller? = Controller()
        let recognizer = BeginOnMoveRecognizer(target: controller!, action: Controller.handleMove)
        view.addGestureRecognizer(recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 1.0 / 60)
        #expect(controller?.handled == [.began, .ended])
        weak let weakController = controller
        controller = nil
        #expect(weakController == nil)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 1.0 / 60)
    }

    @Test func removeTargetStopsItsActions() {
        let (scene, view) = Scene.withRecordingView()
        let controller = Controller()
        let recognizer = BeginOnMoveRecognizer(target: controller, action: Controller.handleMove)
        var closureCalls = 0
        recognizer.addTarget(handler: { _ in closureCalls += 1 })
        recognizer.removeTarget(controller)
        view.addGestureRecognizer(recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 1.0 / 60)
        #expect(controller.handled.isEmpty)
        #expect(closureCalls == 2)
    }

    /// A recognizer counting its moves and lifts; `onMoved` runs inside each `touchesMoved` and `onLift` inside each
    /// `touchesEnded` (app code changing the touch's recognizers during the arena's walk of them).
    private final class Counting: UIGestureRecognizer {
        var moves = 0, lifts = 0
        var onMoved: ((Counting, UIEvent) -> Void)?, onLift: ((Counting, UIEvent) -> Void)?
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            moves += 1
            onMoved?(self, event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            lifts += 1
            onLift?(self, event)
        }
        /// Ignores every touch of `event`.
        func ignoreTouches(of event: UIEvent) {
            for touch in event.allTouches ?? [] { ignore(touch, for: event) }
        }
        /// Ignores `event`'s touches and removes itself from its view, as app code keeping no reference may; returns
        /// its state then.
        func leave(during event: UIEvent) -> UIGestureRecognizer.State {
            ignoreTouches(of: event)
            view?.removeGestureRecognizer(self)
            return state
        }
    }

    /// One finger's moved samples walk the touch's recognizers without retaining each: a recognizer that makes a
    /// later one ignore the touch mid-walk takes it off the walk at once (as `ignore(_:for:)` always did), and the
    /// ones after it still get every move, once.
    @Test func aRecognizerIgnoredByAnEarlierOneDuringAMoveGetsNoMoreMovesAndTheNextStillDoes() {
        let (scene, view) = Scene.withRecordingView()
        let first = Counting(), second = Counting(), third = Counting()
        for recognizer in [first, second, third] { view.addGestureRecognizer(recognizer) }
        first.onMoved = { recognizer, event in
            guard recognizer.moves == 2 else { return }
            second.ignoreTouches(of: event)
        }
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 5.0 / 60)
        #expect(first.moves == 5)
        #expect(second.moves == 1)
        #expect(third.moves == 5)
    }

    /// A recognizer that, from its own `touchesMoved`, ignores the touch and removes itself from its view (the app
    /// keeping no reference) lives until its call returns, and the recognizers after it still get every move.
    @Test func aRecognizerRemovingItselfDuringAMoveLeavesTheWalkIntact() {
        let (scene, view) = Scene.withRecordingView()
        var movesOfTheLeavingOne = 0
        var stateAfterLeaving: UIGestureRecognizer.State?
        do {
            let recognizer = Counting()
            recognizer.onMoved = { recognizer, event in
                movesOfTheLeavingOne = recognizer.moves
                if recognizer.moves == 2 { stateAfterLeaving = recognizer.leave(during: event) }
            }
            view.addGestureRecognizer(recognizer)
        }
        let next = Counting()
        view.addGestureRecognizer(next)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 5.0 / 60)
        #expect(stateAfterLeaving == .failed)
        #expect(movesOfTheLeavingOne == 2)
        #expect(next.moves == 5)
        #expect(view.gestureRecognizers?.count == 1)
    }

    /// One finger's lift walks the touch's recognizers as its moves do: one made to ignore the touch by an earlier
    /// one's `touchesEnded` gets no `touchesEnded`, and the ones after it get theirs, once.
    @Test func aRecognizerIgnoredByAnEarlierOneDuringALiftGetsNoLiftAndTheNextStillDoes() {
        let (scene, view) = Scene.withRecordingView()
        let first = Counting(), second = Counting(), third = Counting()
        for recognizer in [first, second, third] { view.addGestureRecognizer(recognizer) }
        first.onLift = { _, event in
            second.ignoreTouches(of: event)
        }
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(first.lifts == 1)
        #expect(second.lifts == 0)
        #expect(third.lifts == 1)
    }

    /// A recognizer that, from its own `touchesEnded`, ignores the touch and removes itself from its view (the app
    /// keeping no reference) lives until its call returns, and the recognizer after it still gets the lift.
    @Test func aRecognizerRemovingItselfDuringALiftLeavesTheWalkIntact() {
        let (scene, view) = Scene.withRecordingView()
        var stateAfterLeaving: UIGestureRecognizer.State?
        do {
            let recognizer = Counting()
            recognizer.onLift = { recognizer, event in stateAfterLeaving = recognizer.leave(during: event) }
            view.addGestureRecognizer(recognizer)
        }
        let next = Counting()
        view.addGestureRecognizer(next)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(stateAfterLeaving == .failed)
        #expect(next.lifts == 1)
        #expect(view.gestureRecognizers?.count == 1)
    }

    /// A lift right after the touch went down, and one after it moved, give `touchesEnded` a set of that touch
    /// alone; a set the recognizer kept from an earlier call still holds what it held (the arena's sets are reused).
    @Test func aLiftGivesTheEndedTouchAloneAndLeavesSetsKeptFromEarlierCallsAsTheyWere() {
        final class KeepingSets: UIGestureRecognizer {
            var began: Set<UITouch> = [], moved: Set<UITouch> = [], ended: [Set<UITouch>] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began = touches }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moved = touches }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { ended.append(touches) }
        }
        let (scene, view) = Scene.withRecordingView()
        let recognizer = KeepingSets()
        view.addGestureRecognizer(recognizer)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        let tapped = recognizer.began
        #expect(tapped.count == 1)
        #expect(recognizer.ended.count == 1)
        #expect(recognizer.ended.first == tapped)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(recognizer.moved.count == 1)
        #expect(recognizer.moved != tapped)
        #expect(recognizer.ended.count == 2)
        #expect(recognizer.ended.last == recognizer.moved)
        #expect(recognizer.began == recognizer.moved)
        #expect(tapped.count == 1 && recognizer.ended.first == tapped)
    }

    /// Recognizers that fail while a lift is delivered are reset by the settle after it, after the winner's action
    /// and in the order they joined the touch, together with the winner.
    @Test func recognizersFailingOnALiftAreResetAfterTheWinnersActionInTheOrderTheyJoined() {
        final class LoggingPan: UIPanGestureRecognizer {
            var log: (String) -> Void = { _ in }
            override func reset() { log("reset \(name ?? "")"); super.reset() }
        }
        final class LoggingTap: UITapGestureRecognizer {
            var log: (String) -> Void = { _ in }
            override func reset() { log("reset \(name ?? "")"); super.reset() }
        }
        let scene = Scene()
        let outer = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: outer)
        var log: [String] = []
        let tap = LoggingTap { _ in log.append("tap action") }
        let innerPan = LoggingPan(), outerPan = LoggingPan()
        tap.name = "tap"; innerPan.name = "innerPan"; outerPan.name = "outerPan"
        for recognizer in [tap as UIGestureRecognizer, innerPan, outerPan] {
            (recognizer as? LoggingTap)?.log = { log.append($0) }
            (recognizer as? LoggingPan)?.log = { log.append($0) }
        }
        inner.addGestureRecognizer(innerPan)
        inner.addGestureRecognizer(tap)
        outer.addGestureRecognizer(outerPan)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["tap action", "reset innerPan", "reset tap", "reset outerPan"])
    }

    /// Whether two recognizers' views interact is asked of the views' `isDescendant(of:)`: a subclass's override is
    /// called (plain views are walked without a call, as they cannot override it).
    @Test func arbitrationAsksAViewSubclassesOverrideOfIsDescendant() {
        final class CountingView: UIView {
            var asked = 0
            override func isDescendant(of view: UIView) -> Bool {
                asked += 1
                return super.isDescendant(of: view)
            }
        }
        let scene = Scene()
        let outer = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.addSubview(inner)
        var actions: [String] = []
        outer.addGestureRecognizer(UITapGestureRecognizer { _ in actions.append("outer") })
        inner.addGestureRecognizer(UITapGestureRecognizer { _ in actions.append("inner") })
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions == ["inner"])
        #expect(inner.asked > 0)
    }

    /// A recognizer recording which touches each `touchesMoved` gave it.
    private final class RecordingMovedTouches: UIGestureRecognizer {
        var moved: [[UITouch]] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            moved.append(touches.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) })
        }
    }

    /// When several fingers move in one event, each recognizer is given exactly its own fingers' touches, event after
    /// event, also once a finger lifted and another came down (the arena keeps a one-touch set per finger), and a
    /// recognizer holding two of the fingers gets both in one call.
    @Test func severalFingersMovingInOneEventGiveEachRecognizerItsOwnTouches() {
        let scene = Scene()
        let left = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 400))
        let right = scene.recordingView(CGRect(x: 100, y: 0, width: 100, height: 400))
        let leftRecognizer = RecordingMovedTouches(), rightRecognizer = RecordingMovedTouches()
        left.addGestureRecognizer(leftRecognizer)
        right.addGestureRecognizer(rightRecognizer)
        var a = TouchSimulator.Finger(id: 0), b = a
        scene.simulator.perform { frame in
            a = frame.down(at: CGPoint(x: 10, y: 10))
            b = frame.down(at: CGPoint(x: 110, y: 10))
        }
        for step in 1...2 {
            scene.simulator.moveTogether(
                [a, b], to: CGPoint(x: 10, y: 10 + CGFloat(step)), CGPoint(x: 110, y: 10 + CGFloat(step))
            )
        }
        let touchA = scene.simulator.touch(for: a)!, touchB = scene.simulator.touch(for: b)!
        #expect(leftRecognizer.moved == [[touchA], [touchA]])
        #expect(rightRecognizer.moved == [[touchB], [touchB]])
        // B lifts and C comes down on the left view, beside A: the left recognizer now holds two fingers.
        scene.simulator.up(b)
        let c = scene.simulator.down(at: CGPoint(x: 20, y: 10))
        let touchC = scene.simulator.touch(for: c)!
        scene.simulator.moveTogether([a, c], to: CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 20))
        #expect(leftRecognizer.moved.last == [touchA, touchC].sorted { ObjectIdentifier($0) < ObjectIdentifier($1) })
        #expect(rightRecognizer.moved.count == 2)
    }

    @Test func traceRecordsStateChangesActionsAndDeliveries() {
        let scene = Scene()
        let trace = scene.traceLog()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), name: "canvas")
        let recognizer = BeginOnMoveRecognizer().named("drag")
        view.addGestureRecognizer(recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 1.0 / 60)
        let kinds = trace.events.map(\.kind)
        #expect(kinds.contains(.stateChanged(from: .possible, to: .began)))
        #expect(kinds.contains(.action(.began)))
        #expect(kinds.contains(.viewReceived(.cancelled)))
        #expect(trace.events.contains { $0.recognizer == "drag" && $0.view == "canvas" })
        #expect(trace.events.first?.description.contains("touch began") == true)
    }
}

/// The state a recognizer keeps out of line until it is first set (see `UIGestureRecognizerRareStorage`).
@MainActor
@Suite struct RecognizerRareStorageTests {
    @Test func aRecognizersRarelySetPropertiesReadTheirDefaultsAndKeepWhatIsSet() {
        let recognizer = UITapGestureRecognizer()
        #expect(recognizer.name == nil)
        #expect(recognizer.allowedTouchTypes.map(\.intValue) == UITouch.TouchType.allCases.map(\.rawValue))
        #expect(recognizer.failureRequirements.isEmpty)
        #expect(recognizer.askedRequirements.isEmpty)
        recognizer.askedRequirements.removeAll(keepingCapacity: true)
        recognizer.name = "tap"
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        #expect(recognizer.name == "tap")
        #expect(recognizer.allowedTouchTypes.map(\.intValue) == [UITouch.TouchType.pencil.rawValue])
        #expect(recognizer.allowedTouchTypeMask == 1 << UITouch.TouchType.pencil.rawValue)
        recognizer.name = nil
        #expect(recognizer.name == nil)
    }

    @Test func theAskedRequirementMemoFindsAndReplacesAnswersBeforeAndAfterItIndexesThem() {
        let others = (0...(AskedRequirementMemo.linearLimit + 4)).map { _ in UITapGestureRecognizer() }
        var memo = AskedRequirementMemo()
        for (count, other) in others.enumerated() {
            memo.record(.init(otherResetCount: UInt64(count), requires: count.isMultiple(of: 2)), for: ObjectIdentifier(other))
            memo.record(.init(otherResetCount: UInt64(count), requires: !count.isMultiple(of: 2)), for: ObjectIdentifier(others[0]))
            for index in stride(from: 1, through: count, by: 1) {
                #expect(memo[ObjectIdentifier(others[index])]?.requires == index.isMultiple(of: 2))
            }
            #expect(memo[ObjectIdentifier(others[0])]?.otherResetCount == UInt64(count))
        }
        memo.removeAll(keepingCapacity: true)
        #expect(memo.isEmpty)
        #expect(memo[ObjectIdentifier(others[0])] == nil)
    }

    @Test func theAskedRequirementMemoForgetsEveryAnswerAndRecordsNewOnesInTheStorageItKept() {
        let others = (0...(2 * AskedRequirementMemo.linearLimit)).map { _ in UITapGestureRecognizer() }
        let ids = others.map(ObjectIdentifier.init)
        var memo = AskedRequirementMemo()
        // Indexed (past the limit), then forgotten with the storage kept: none of the old answers is found again.
        for index in 0...AskedRequirementMemo.linearLimit { memo.record(.init(otherResetCount: 1, requires: true), for: ids[index]) }
        memo.removeAll(keepingCapacity: true)
        #expect(memo.isEmpty)
        memo.record(.init(otherResetCount: 2, requires: false), for: ids[3])
        #expect(!memo.isEmpty)
        #expect(memo.index(of: ids[3]) == 0)
        #expect(memo[ids[3]]?.otherResetCount == 2)
        for index in 0...AskedRequirementMemo.linearLimit where index != 3 { #expect(memo[ids[index]] == nil) }
        // Grown past the limit again: the index holds only this attempt's answers.
        for index in (AskedRequirementMemo.linearLimit + 1)..<others.count {
            memo.record(.init(otherResetCount: 3, requires: true), for: ids[index])
        }
        #expect(memo[ids[3]]?.otherResetCount == 2)
        for index in (AskedRequirementMemo.linearLimit + 1)..<others.count { #expect(memo[ids[index]]?.otherResetCount == 3) }
        for index in 0...AskedRequirementMemo.linearLimit where index != 3 { #expect(memo[ids[index]] == nil) }
        memo.removeAll(keepingCapacity: false)
        #expect(memo.isEmpty)
        #expect(memo[ids[3]] == nil)
    }

    @Test func theAskedRequirementMemoRecordsAtTheRightPlaceWhenAnswersWereAddedOrForgottenDuringTheQuestion() {
        let others = (0..<4).map { _ in UITapGestureRecognizer() }
        let ids = others.map(ObjectIdentifier.init)
        var memo = AskedRequirementMemo()
        memo.record(.init(otherResetCount: 0, requires: false), for: ids[0])
        memo.record(.init(otherResetCount: 0, requires: false), for: ids[1])
        // Found at 1 before the question; the question forgot everything and recorded two others.
        let found = memo.index(of: ids[1])
        let layout = memo.layout
        memo.removeAll(keepingCapacity: true)
        memo.record(.init(otherResetCount: 0, requires: false), for: ids[2])
        memo.record(.init(otherResetCount: 0, requires: false), for: ids[3])
        memo.record(.init(otherResetCount: 7, requires: true), for: ids[1], foundAt: found, layoutThen: layout)
        #expect(memo[ids[3]]?.requires == false)
        #expect(memo[ids[1]]?.otherResetCount == 7)
        // Nothing changed in between: replaced where it was found.
        let foundAgain = memo.index(of: ids[1])
        memo.record(.init(otherResetCount: 8, requires: false), for: ids[1], foundAt: foundAgain, layoutThen: memo.layout)
        #expect(memo[ids[1]]?.otherResetCount == 8)
        #expect(memo.index(of: ids[1]) == foundAgain)
    }

    @Test func aDelegateIsReadOnlyOnceSetAndReadsNilOnceClearedOrGone() {
        let recognizer = UITapGestureRecognizer()
        #expect(recognizer.delegateIfSet == nil)
        var delegate: ClosureDelegate? = ClosureDelegate()
        recognizer.delegate = delegate
        #expect(recognizer.delegateIfSet === delegate)
        recognizer.delegate = nil
        #expect(recognizer.delegateIfSet == nil)
        recognizer.delegate = delegate
        #expect(recognizer.delegateIfSet === delegate)
        delegate = nil
        #expect(recognizer.delegateIfSet == nil)
    }

    @Test func everyChangeOfTheFailureRequirementsIsCounted() {
        let tap = UITapGestureRecognizer(), doubleTap = UITapGestureRecognizer()
        let before = UIGestureRecognizer.failureRequirementChanges
        tap.require(toFail: doubleTap)
        #expect(UIGestureRecognizer.failureRequirementChanges != before)
        #expect(tap.failureRequirements.count == 1)
        #expect(tap.failureRequirements.first?.recognizer === doubleTap)
    }
}

extension RecognizerCoreTests {
    @Test(.tags(.factSheet)) func locationIsTheCentroidOfTheTouchesAndZeroWithNone() {
        let s = ScriptedRecognizerSetup()
        #expect(s.recognizer.location(in: nil) == .zero)
        var a = TouchSimulator.Finger(id: 0), b = TouchSimulator.Finger(id: 0)
        s.scene.simulator.perform { frame in
            a = frame.down(at: CGPoint(x: 10, y: 10))
            b = frame.down(at: CGPoint(x: 30, y: 50))
        }
        #expect(s.recognizer.location(in: nil) == CGPoint(x: 20, y: 30))
        #expect(s.recognizer.location(ofTouch: 1, in: nil) == CGPoint(x: 30, y: 50))
        s.scene.simulator.up(a)
        s.scene.simulator.up(b)
    }

    @Test(.tags(.factSheet)) func tapLocationAfterTheTouchesEndIsTheTapsLocation() {
        let (scene, view) = Scene.withRecordingView()
        var inAction: CGPoint?
        let tap = UITapGestureRecognizer { gr in inAction = gr.location(in: nil) }
        view.addGestureRecognizer(tap)
        scene.simulator.tap(at: CGPoint(x: 120, y: 140))
        #expect(inAction == CGPoint(x: 120, y: 140))
        #expect(tap.location(in: nil) == CGPoint(x: 120, y: 140))
    }

    @Test(.tags(.factSheet)) func pinchLocationAfterTheTouchesEndIsTheLastCentroid() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _, actions) = sceneWithRecognizer(with: pinch, size: CGSize(width: 400, height: 800))
        scene.simulator.pinch(center: CGPoint(x: 200, y: 300), from: 100, to: 200)
        #expect(actions.states.last == .ended)
        #expect(approximately(pinch.location(in: nil), CGPoint(x: 200, y: 300), within: 1e-6))
    }

    @Test(.tags(.factSheet)) func locationOfTouchOutOfRangeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let tap = UITapGestureRecognizer()
                window.addGestureRecognizer(tap)
                _ = tap.location(ofTouch: 3, in: nil)
            }
        }
    }
}
