import Testing
@testable import TouchKit
@testable import TouchKitScenarios
import TouchKitTesting

/// The drag interaction's gesture setup, as the 2017 talk shows it: lift at 0.325 s, drag when the lifted finger
/// moves, the app's long presses delayed to 1.0 s and cancelled when the drag begins, taps adding items.
@MainActor
@Suite struct DragInteractionTests {
    private final class Dragging: UIDragInteractionDelegate {
        var items = 1
        var itemsToAdd = 0
        var log: [String] = []
        /// Whether `sessionDidMove` is logged (as "move"); where the session was at each move, in the window.
        var logsMoves = false
        var moveLocations: [CGPoint] = []
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            log.append("items")
            return (0..<items).map { UIDragItem(localObject: $0) }
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint
        ) -> [UIDragItem] {
            log.append("add")
            return (0..<itemsToAdd).map { UIDragItem(localObject: $0) }
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            log.append("begin \(session.items.count)")
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
            if let window = interaction.view?.window { moveLocations.append(session.location(in: window)) }
            if logsMoves { log.append("move") }
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
            log.append("willEnd \(session.items.count) \(operation)")
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
            log.append("end \(session.items.count) \(operation)")
        }
    }

    /// A photo view with a drag interaction and the app's own long press (the talk's activity sheet).
    private func photoScene() -> (Scene, RecordingView, UIDragInteraction, Dragging, ActionLog, UILongPressGestureRecognizer) {
        let scene = Scene()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300), name: "photo")
        photo.isMultipleTouchEnabled = true
        let dragging = Dragging()
        let interaction = UIDragInteraction(delegate: dragging)
        photo.addInteraction(interaction)
        let press = UILongPressGestureRecognizer()
        let presses = ActionLog(press, on: photo)
        return (scene, photo, interaction, dragging, presses, press)
    }

    /// Storm seed 175525 (with animations in the scenes): `sessionWillBegin` took the dragged view out of the window;
    /// the competition was then ended after its view had left and was left `.ended` for good.
    @Test(.tags(.storm)) func dragWhoseSessionWillBeginRemovesTheViewLeavesNoRecognizerEnded() {
        final class Removing: UIDragInteractionDelegate {
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
                [UIDragItem(localObject: 1)]
            }
            let elsewhere = UIView()
            func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
                // Moved under a view outside the window, as the storm's re-parenting does.
                interaction.view.map { elsewhere.addSubview($0) }
            }
        }
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300), name: "photo")
        let removing = Removing()
        let interaction = UIDragInteraction(delegate: removing)
        photo.addInteraction(interaction)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.6)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100), duration: 0.1)
        #expect(photo.window == nil)
        scene.simulator.up(finger)
        scene.simulator.advance(by: 2)
        #expect(interaction.competition.state == .possible)
        #expect(checker.checkAtRest() == [])
        #expect(TouchScenario.runAndRelease(input: FuzzInput(seed: 175525)) == [])
    }

    @Test func aLongPressThenAMoveDragsAndTheAppsLongPressNeverFires() {
        let (scene, photo, interaction, dragging, presses, _) = photoScene()
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.3)
        #expect(dragging.log.isEmpty)
        scene.simulator.advance(by: 0.05)
        #expect(dragging.log == ["items"])   // lifted at 0.325 s
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100), duration: 0.1)
        #expect(dragging.log == ["items", "begin 1"])
        #expect(interaction.session?.location(in: photo) == CGPoint(x: 150, y: 100))
        // The app saw the finger move until the drag began, then lost it.
        #expect(photo.log.first == "began 1" && photo.log.last == "cancelled 1" && !photo.log.contains("ended 1"))
        scene.simulator.advance(by: 1)
        scene.simulator.up(finger)
        #expect(presses.names.isEmpty)
        #expect(dragging.log == ["items", "begin 1", "willEnd 1 cancel", "end 1 cancel"])
        #expect(interaction.session == nil)
    }

    @Test func holdingPastOneSecondFiresTheAppsLongPressWhichTheDragThenCancels() {
        let (scene, _, _, dragging, presses, _) = photoScene()
        let checker = TouchInvariantChecker(window: scene.window)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.9)
        #expect(presses.names.isEmpty)   // delayed from 0.5 s
        scene.simulator.advance(by: 0.2)
        #expect(presses.names == ["began"])
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100), duration: 0.1)
        // Changed while the finger moved toward the drag's 10 pt, then cancelled when the drag began.
        #expect(presses.names.first == "began" && presses.names.last == "cancelled")
        #expect(!presses.names.contains("ended"))
        #expect(dragging.log == ["items", "begin 1"])
        scene.simulator.up(finger)
        scene.simulator.advance(by: 2)
        #expect(checker.checkAtRest() == [])
    }

    /// The 2017 talk: in a compact trait environment the app's long presses beside a drag wait until the touch ends.
    @Test func inACompactEnvironmentTheAppsLongPressFiresOnlyOnLift() {
        let (scene, _, _, _, presses, _) = photoScene()
        scene.window.traitOverrides.horizontalSizeClass = .compact
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 3)
        #expect(presses.names.isEmpty)   // regular: began at 1.0 s
        scene.simulator.up(finger)
        #expect(presses.names == ["began", "ended"])
    }

    @Test func inACompactEnvironmentHoldingThenDraggingNeverFiresTheAppsLongPress() {
        let (scene, _, _, dragging, presses, _) = photoScene()
        scene.window.traitOverrides.horizontalSizeClass = .compact
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 1.5)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100), duration: 0.1)
        scene.simulator.up(finger)
        #expect(presses.names.isEmpty)
        #expect(dragging.log.contains("begin 1"))
    }

    @Test func aLongPressLiftedAfterItsDelayButBeforeTheDragFiresOnLift() {
        let (scene, _, _, dragging, presses, _) = photoScene()
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.7)
        scene.simulator.up(finger)
        #expect(presses.names == ["began", "ended"])
        #expect(dragging.log == ["items"])
    }

    @Test func aTapIsUntouchedByTheInteraction() {
        let (scene, photo, _, dragging, presses, _) = photoScene()
        let tap = UITapGestureRecognizer()
        let taps = ActionLog(tap, on: photo)
        scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 2)
        #expect(taps.names == ["ended"])
        #expect(dragging.log.isEmpty)
        #expect(presses.names.isEmpty)
    }

    @Test func movingBeforeTheLiftIsNotADrag() {
        let (scene, _, _, dragging, _, _) = photoScene()
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.move(finger, to: CGPoint(x: 100 + UIDragInteraction.liftMoveHysteresis + 5, y: 100), duration: 0.1)
        scene.simulator.advance(by: 1)
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 100), duration: 0.1)
        scene.simulator.up(finger)
        #expect(dragging.log.isEmpty)
    }

    @Test func noItemsNoLiftAndNoDrag() {
        let (scene, _, interaction, dragging, presses, _) = photoScene()
        dragging.items = 0
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.4)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100), duration: 0.1)
        #expect(interaction.session == nil)
        #expect(dragging.log == ["items"])
        scene.simulator.advance(by: 1)
        scene.simulator.up(finger)
        #expect(presses.names.isEmpty)   // the finger moved 50 pt: the app's long press failed too
    }

    @Test func aTapDuringTheDragAddsItemsOrReachesTheAppWhenThereAreNone() {
        let (scene, photo, interaction, dragging, _, _) = photoScene()
        let checker = TouchInvariantChecker(window: scene.window)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.4)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100), duration: 0.1)
        dragging.itemsToAdd = 2
        scene.simulator.tap(at: CGPoint(x: 250, y: 250))
        #expect(interaction.session?.items.count == 3)
        #expect(!photo.log.contains("began 2"))   // delaysTouchesBegan: the app never saw the adding tap
        dragging.itemsToAdd = 0
        scene.simulator.tap(at: CGPoint(x: 250, y: 250))
        #expect(interaction.session?.items.count == 3)
        #expect(photo.log.suffix(2) == ["began 3", "ended 3"])
        scene.simulator.up(finger)
        #expect(dragging.log.last == "end 3 cancel")
        scene.simulator.advance(by: 2)
        #expect(checker.checkAtRest() == [])
    }

    /// UIKit's order: sessionWillBegin, sessionDidMove for each later movement of the finger, then willEnd before
    /// didEnd. The finger moves 50 pt in 6 frames after the lift: the drag begins on the second (16.7 pt), and the
    /// last 4 are moves, the last at the finger.
    @Test func theDelegateHearsEachMoveThenWillEndBeforeDidEnd() {
        let (scene, _, _, dragging, _, _) = photoScene()
        dragging.logsMoves = true
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.4)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100), duration: 0.1)
        #expect(dragging.log == ["items", "begin 1", "move", "move", "move", "move"])
        #expect(dragging.moveLocations.last == CGPoint(x: 150, y: 100))
        scene.simulator.up(finger)
        #expect(dragging.log.suffix(2) == ["willEnd 1 cancel", "end 1 cancel"])
    }

    /// The finger moves 8 pt (within the lift's 10), the view lifts, then the finger goes on: the app's pan on the
    /// view passes its 10 pt hysteresis at 11 pt, 3 pt after the lift, before the drag's 10 pt from the lift point.
    private func liftThenMove(_ allowsSimultaneousRecognition: Bool) -> (Dragging, ActionLog) {
        let (scene, photo, interaction, dragging, _, _) = photoScene()
        #expect(!interaction.allowsSimultaneousRecognitionDuringLift)   // UIKit's default
        interaction.allowsSimultaneousRecognitionDuringLift = allowsSimultaneousRecognition
        let pans = ActionLog(UIPanGestureRecognizer(), on: photo)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.move(finger, to: CGPoint(x: 108, y: 100))
        scene.simulator.advance(by: 0.4)
        #expect(dragging.log == ["items"])
        scene.simulator.move(finger, to: CGPoint(x: 111, y: 100))
        scene.simulator.advance(by: 0.02)
        scene.simulator.move(finger, to: CGPoint(x: 130, y: 100))
        scene.simulator.up(finger)
        return (dragging, pans)
    }

    @Test func byDefaultTheAppsRecognizersFailWhenTheViewLifts() {
        let (dragging, pans) = liftThenMove(false)
        #expect(pans.names.isEmpty)
        #expect(dragging.log == ["items", "begin 1", "willEnd 1 cancel", "end 1 cancel"])
    }

    @Test func withSimultaneousRecognitionDuringLiftAGestureThatRecognizesCancelsTheDrag() {
        let (dragging, pans) = liftThenMove(true)
        #expect(pans.names.first == "began" && pans.names.last == "ended")
        #expect(dragging.log == ["items"])
    }

    /// One sample carries the lifted finger 15 pt: past the drag's 10 pt from the lift point and past the pan's 10 pt
    /// from where the finger went down, at once. UIKit hands the sample to every recognizer, which changes its state,
    /// before it reconciles them and sends actions (the 2017 talk: "the gesture recognizers will change the state
    /// before the system actually reconciles them"); by the time the interaction decides on the drag the pan has
    /// recognized, and with `allowsSimultaneousRecognitionDuringLift` a recognized gesture cancels the drag
    /// (`allowsSimultaneousRecognitionDuringLift` [doc]). The pan wins, whichever was added to the view first.
    @Test(arguments: [false, true])
    func withSimultaneousRecognitionOneSamplePastBothHysteresesGoesToThePan(panAddedFirst: Bool) {
        let scene = Scene()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300), name: "photo")
        let dragging = Dragging()
        let interaction = UIDragInteraction(delegate: dragging)
        interaction.allowsSimultaneousRecognitionDuringLift = true
        let pan = UIPanGestureRecognizer()
        let pans = ActionLog(attachedTo: pan)
        if panAddedFirst { photo.addGestureRecognizer(pan) }
        photo.addInteraction(interaction)
        if !panAddedFirst { photo.addGestureRecognizer(pan) }
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.4)
        #expect(dragging.log == ["items"])
        scene.simulator.move(finger, to: CGPoint(x: 115, y: 100))
        #expect(pans.names == ["began"])
        #expect(interaction.session == nil)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 100))
        scene.simulator.up(finger)
        #expect(dragging.log == ["items"])
        #expect(pans.names.last == "ended")
    }

    @Test func removingTheInteractionRemovesItsRecognizers() {
        let (_, photo, interaction, _, _, press) = photoScene()
        #expect(photo.gestureRecognizers?.count == 4)
        photo.removeInteraction(interaction)
        #expect(photo.gestureRecognizers?.map { $0 === press } == [true])
        #expect(interaction.view == nil)
        #expect(photo.interactions.isEmpty)
    }
}
