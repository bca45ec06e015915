import Testing
@testable import TouchKit

/// Records the events a control sends, by name, in the order they are sent. One action per event, added in raw
/// value order, so events sent together are logged in that order.
@MainActor
private final class ControlEventLog {
    private(set) var names: [String] = []

    private static let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    init(_ control: UIControl) {
        for (event, name) in Self.events {
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }
}

/// A control that records its tracking hooks and can decline to track.
@MainActor
private final class HookRecordingControl: UIControl {
    var hooks: [String] = []
    var acceptsBegin = true
    var acceptsContinue = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        hooks.append("begin")
        return acceptsBegin
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        hooks.append(isTouchInside ? "continue inside" : "continue outside")
        return acceptsContinue
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        hooks.append(isTouchInside ? "end inside" : "end outside")
    }
    override func cancelTracking(with event: UIEvent?) {
        hooks.append("cancel")
    }
}

// Every control below is 100 × 50 at (100, 100) in the window: its bounds grown by 70 pt
// (docs/UIKitFacts.md, "UIControl") reach window x 30..<270 and y 30..<220.
private let controlFrame = CGRect(x: 100, y: 100, width: 100, height: 50)
private let controlCenter = CGPoint(x: 150, y: 125)

@MainActor
@Suite struct ControlTests {
    let scene = Scene()

    private func place<Control: UIControl>(_ control: Control, in parent: UIView? = nil) -> ControlEventLog {
        control.frame = controlFrame   // parents here fill the window, so their coordinates are the window's
        (parent ?? scene.window).addSubview(control)
        return ControlEventLog(control)
    }

    @Test func aTapSendsTouchDownThenTouchUpInside() {
        let log = place(UIControl())
        scene.simulator.tap(at: controlCenter)
        #expect(log.names == ["touchDown", "touchUpInside"])
    }

    @Test func touchDownHighlightsAndTheLiftUnhighlights() {
        let control = UIControl()
        _ = place(control)
        let finger = scene.simulator.down(at: controlCenter)
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        #expect(control.state == .highlighted)
        scene.simulator.up(finger)
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
        #expect(control.state == .normal)
    }

    @Test func aButtonTapAlsoTriggersThePrimaryAction() {
        let log = place(UIButton())
        scene.simulator.tap(at: controlCenter)
        #expect(log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func thePrimaryActionRunsOnceWithTheButtonAsSender() {
        var senders: [UIButton?] = []
        let button = UIButton(primaryAction: UIAction(title: "Save") { action in senders.append(action.sender as? UIButton) })
        _ = place(button)
        scene.simulator.tap(at: controlCenter)
        #expect(senders.count == 1 && senders.first! === button)
        #expect(button.currentTitle == "Save")
    }

    @Test func draggingOutPastSeventyPointsAndBackInFollowsTheTouch() {
        let control = UIControl()
        let log = place(control)
        let finger = scene.simulator.down(at: controlCenter)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 219))   // 69 pt below the bottom edge (150): inside
        #expect(log.names == ["touchDown", "touchDragInside"])
        #expect(control.isHighlighted)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 221))   // 71 pt below: outside
        #expect(log.names.suffix(2) == ["touchDragOutside", "touchDragExit"])
        #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 260))   // further out
        #expect(log.names.last == "touchDragOutside")
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 200))   // back in
        #expect(log.names.suffix(2) == ["touchDragInside", "touchDragEnter"])
        #expect(control.isHighlighted && control.isTouchInside)
        scene.simulator.up(finger)
        #expect(log.names == [
            "touchDown", "touchDragInside", "touchDragOutside", "touchDragExit", "touchDragOutside",
            "touchDragInside", "touchDragEnter", "touchUpInside",
        ])
    }

    @Test(arguments: [(69, "touchUpInside"), (71, "touchUpOutside")] as [(CGFloat, String)])
    func aLiftCountsAsInsideUpToSeventyPointsPastTheEdge(distance: CGFloat, event: String) {
        let log = place(UIControl())
        let finger = scene.simulator.down(at: controlCenter)
        scene.simulator.move(finger, to: CGPoint(x: controlFrame.maxX + distance, y: controlCenter.y))
        scene.simulator.up(finger)
        #expect(log.names.last == event)
    }

    @Test func aCancelledTouchSendsTouchCancelAndUnhighlights() {
        let control = UIControl()
        let log = place(control)
        let finger = scene.simulator.down(at: controlCenter)
        scene.simulator.cancel(finger)
        #expect(log.names == ["touchDown", "touchCancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func aRecognizerTakingTheTouchCancelsTracking() {
        let control = UIControl()
        let log = place(control)
        scene.window.addGestureRecognizer(BeginOnMoveRecognizer())   // cancels touches in views when it begins
        let finger = scene.simulator.down(at: controlCenter)
        scene.simulator.move(finger, to: CGPoint(x: 160, y: 125))
        scene.simulator.up(finger)
        #expect(log.names == ["touchDown", "touchCancel"])
        #expect(!control.isHighlighted)
    }

    @Test func aDisabledControlNeitherTracksNorSendsAndTheViewBehindGetsTheTouch() {
        let behind = scene.recordingView(scene.window.bounds)
        let control = UIControl()
        let log = place(control, in: behind)
        control.isEnabled = false
        let finger = scene.simulator.down(at: controlCenter)
        #expect(!control.isHighlighted && !control.isTracking)
        scene.simulator.up(finger)
        #expect(log.names.isEmpty)
        #expect(behind.log == ["began 1", "ended 1"])
        #expect(control.state == .disabled)
    }

    @Test func anEnabledControlKeepsItsTouchesFromItsSuperview() {
        let behind = scene.recordingView(scene.window.bounds)
        behind.forwards = true
        let log = place(UIControl(), in: behind)
        scene.simulator.tap(at: controlCenter)
        #expect(log.names == ["touchDown", "touchUpInside"])
        #expect(behind.log.isEmpty)
    }

    @Test func aSecondQuickTapSendsTouchDownRepeat() {
        let log = place(UIControl())
        scene.simulator.doubleTap(at: controlCenter)
        #expect(log.names == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test func theTrackingHooksRunInOrder() {
        let control = HookRecordingControl()
        _ = place(control)
        let finger = scene.simulator.down(at: controlCenter)
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 300))
        scene.simulator.up(finger)
        #expect(control.hooks == ["begin", "continue outside", "end outside"])
    }

    @Test func declinedBeginTrackingIgnoresTheTouch() {
        let control = HookRecordingControl()
        control.acceptsBegin = false
        let log = place(control)
        let finger = scene.simulator.down(at: controlCenter)
        #expect(!control.isHighlighted && !control.isTracking)
        scene.simulator.move(finger, to: CGPoint(x: 160, y: 125))
        scene.simulator.up(finger)
        #expect(log.names.isEmpty)
        #expect(control.hooks == ["begin"])
    }

    @Test func continueTrackingReturningFalseStopsTheEvents() {
        let control = HookRecordingControl()
        control.acceptsContinue = false
        let log = place(control)
        let finger = scene.simulator.down(at: controlCenter)
        scene.simulator.move(finger, to: CGPoint(x: 160, y: 125))
        #expect(!control.isHighlighted && !control.isTracking)
        scene.simulator.up(finger)
        #expect(log.names == ["touchDown"])
        #expect(control.hooks == ["begin", "continue inside"])
    }

    @Test func disablingWhileTrackingStopsWithoutTouchCancel() {
        let control = HookRecordingControl()
        let log = place(control)
        let finger = scene.simulator.down(at: controlCenter)
        control.isEnabled = false
        #expect(!control.isHighlighted && !control.isTracking)
        scene.simulator.move(finger, to: CGPoint(x: 160, y: 125))
        scene.simulator.up(finger)
        #expect(log.names == ["touchDown"])
        #expect(control.hooks == ["begin", "cancel"])
    }

    @Test func onlyTheFirstTouchIsTracked() {
        let control = UIControl()
        control.isMultipleTouchEnabled = true
        let log = place(control)
        let first = scene.simulator.down(at: controlCenter)
        let second = scene.simulator.down(at: CGPoint(x: 120, y: 110))
        scene.simulator.move(second, to: CGPoint(x: 400, y: 700))
        scene.simulator.up(second)
        #expect(log.names == ["touchDown"])
        #expect(control.isTracking)
        scene.simulator.up(first)
        #expect(log.names == ["touchDown", "touchUpInside"])
    }

    @Test func aHandlerMayRemoveTheControlOnTouchDown() {
        let control = UIControl()
        let log = place(control)
        control.addAction(UIAction { _ in control.removeFromSuperview() }, for: .touchDown)
        let finger = scene.simulator.down(at: controlCenter)
        scene.simulator.up(finger)
        #expect(log.names == ["touchDown", "touchCancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func aRemovedActionNoLongerRuns() {
        let control = UIControl()
        _ = place(control)
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        control.removeAction(action, for: .touchDown)
        scene.simulator.tap(at: controlCenter)
        #expect(runs == 1)
        control.removeAction(identifiedBy: action.identifier, for: .allEvents)
        scene.simulator.tap(at: controlCenter)
        #expect(runs == 1)
        #expect(control.allControlEvents == [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
        ])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
        let control = UIControl()
        var ran: [String] = []
        let identifier = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: identifier) { _ in ran.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: identifier) { _ in ran.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(ran == ["new"])
    }

    @Test func sendActionsRunsEachMatchingActionOnceEvenWhenDisabled() {
        let control = UIControl()
        control.isEnabled = false
        var runs = 0
        control.addAction(UIAction { _ in runs += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(runs == 1)
        control.sendActions(for: .valueChanged)
        #expect(runs == 1)
    }

    @Test func theSenderIsOnlySetWhileTheHandlerRuns() {
        let control = UIControl()
        var senderDuringHandler: AnyObject?
        let action = UIAction { action in senderDuringHandler = action.sender as AnyObject? }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(senderDuringHandler === control)
        #expect(action.sender == nil)
    }

    @Test(arguments: [
        (UIControl.Event.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
        (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6),
        (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8), (.valueChanged, 1 << 12),
        (.primaryActionTriggered, 1 << 13),
    ] as [(UIControl.Event, UInt)])
    func eventRawValuesAreUIKits(event: UIControl.Event, rawValue: UInt) {
        #expect(event.rawValue == rawValue)
    }

    @Test func eventsDescribeThemselvesByName() {
        #expect(UIControl.Event([.touchDown, .touchDownRepeat]).description == "[touchDown, touchDownRepeat]")
    }

    @Test func aButtonFallsBackToItsNormalTitle() {
        let button = UIButton(frame: controlFrame)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.title(for: .highlighted) == "Play")
    }
}

extension ControlTests {
    private func controlScene() -> (Scene, UIButton, EventLog) {
        let scene = Scene()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        scene.window.addSubview(button)
        let log = EventLog()
        let pairs: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in pairs {
            button.addAction(UIAction(identifier: UIAction.Identifier(name)) { _ in log.events.append(name) }, for: event)
        }
        return (scene, button, log)
    }

    @Test(.tags(.factSheet)) func controlTouchDownHighlightsAndRepeatOnSecondTap() {
        let (scene, button, log) = controlScene()
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        #expect(log.events == ["down"])
        #expect(button.isHighlighted)
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(f)
        #expect(!button.isHighlighted)
        #expect(Set(log.events) == ["down", "upInside", "primary"])
        log.events.removeAll()
        scene.simulator.advance(by: 0.1)
        let g = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        #expect(Set(log.events) == ["down", "downRepeat"])
        scene.simulator.up(g)
    }

    @Test(.tags(.factSheet)) func controlTouchInsideMarginIs70PointsWithDragEvents() {
        let (scene, button, log) = controlScene()
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        scene.simulator.move(f, to: CGPoint(x: 265, y: 125))   // 65 pt right of the bounds: still inside
        #expect(log.events.last == "dragInside")
        #expect(button.isHighlighted)
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 280, y: 125))   // 80 pt: outside
        #expect(Set(log.events) == ["dragOutside", "exit"])
        #expect(!button.isHighlighted)
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 290, y: 125))
        #expect(log.events == ["dragOutside"])
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 210, y: 125))
        #expect(Set(log.events) == ["dragInside", "enter"])
        #expect(button.isHighlighted)
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 300, y: 125))
        log.events.removeAll()
        scene.simulator.up(f)
        #expect(log.events == ["upOutside"])
    }

    @Test(.tags(.factSheet)) func controlCancelledTouchGivesTouchCancelAndUnhighlights() {
        let (scene, button, log) = controlScene()
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        scene.simulator.cancel(f)
        #expect(log.events == ["down", "cancel"])
        #expect(!button.isHighlighted)
    }

    @Test(.tags(.factSheet)) func controlDisabledDoesNotTrackHighlightOrSend() {
        let (scene, button, log) = controlScene()
        button.isEnabled = false
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
        scene.simulator.up(f)
        #expect(log.events.isEmpty)
    }
}

/// Apple, "Attaching gesture recognizers to UIKit controls": a single-finger single tap on a button goes to the
/// button's action even when a superview has a tap recognizer; a recognizer on the button itself comes first.
@MainActor
@Suite struct ControlOverSuperviewTapTests {
    let scene = Scene()
    let container: UIView
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    let buttonTaps = ValueBox(0)

    init() {
        container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        container.addSubview(button)
        button.addAction(UIAction { [buttonTaps] _ in buttonTaps.value += 1 }, for: .touchUpInside)
    }

    /// Adds a tap recognizer to `view`; its actions.
    private func addTap(to view: UIView, touches: Int = 1) -> ActionLog {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = touches
        return ActionLog(tap, on: view)
    }

    @Test func tappingTheButtonRunsItsActionAndNotTheSuperviewsTap() {
        let tapActions = addTap(to: container)
        scene.simulator.tap(at: CGPoint(x: 150, y: 125))
        #expect(buttonTaps.value == 1)
        #expect(tapActions.names.isEmpty)
    }

    @Test func tappingBesideTheButtonRunsTheSuperviewsTap() {
        let tapActions = addTap(to: container)
        scene.simulator.tap(at: CGPoint(x: 300, y: 400))
        #expect(buttonTaps.value == 0)
        #expect(tapActions.names == ["ended"])
    }

    /// The rule covers the buttons's ancestors only: a tap on the button itself recognizes and cancels its touch.
    @Test func aTapRecognizerOnTheButtonItselfWins() {
        let tapActions = addTap(to: button)
        scene.simulator.tap(at: CGPoint(x: 150, y: 125))
        #expect(tapActions.names == ["ended"])
        #expect(buttonTaps.value == 0)
    }

    /// Only the button's own gesture is protected: a superview's two-finger tap still recognizes over the button.
    @Test func aTwoFingerTapOnTheSuperviewStillRecognizesOverTheButton() {
        let tapActions = addTap(to: container, touches: 2)
        scene.simulator.twoFingerTap(at: CGPoint(x: 130, y: 125))
        #expect(tapActions.names == ["ended"])
        #expect(buttonTaps.value == 0)
    }

    /// A plain UIControl subclass does not claim the tap (UIKit lists its own controls; a custom control gets the
    /// rule by overriding `gestureRecognizerShouldBegin(_:)`).
    @Test func aPlainControlDoesNotClaimTheTap() {
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 100, height: 50))
        container.addSubview(control)
        let controlTaps = ValueBox(0)
        control.addAction(UIAction { _ in controlTaps.value += 1 }, for: .touchUpInside)
        let tapActions = addTap(to: container)
        scene.simulator.tap(at: CGPoint(x: 150, y: 325))
        #expect(tapActions.names == ["ended"])
        #expect(controlTaps.value == 0)
    }
}
