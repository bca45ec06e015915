import Testing
import TouchKit

/// A target for the controls' target-action pairs.
@MainActor
private final class Receiver {
    var log: [String] = []
    func tapped(_ sender: UIButton) { log.append("tapped") }
}

/// `UIButton(type:primaryAction:)`, `performPrimaryAction()` and `enumerateEventHandlers(_:)`.
@MainActor
@Suite struct ControlPrimaryActionTests {
    @Test func aButtonOfATypeWithAPrimaryActionRunsItOnATap() {
        let scene = Scene()
        var ran = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in ran += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        scene.window.addSubview(button)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Send")
        scene.simulator.tap(at: CGPoint(x: 60, y: 40))
        #expect(ran == 1)
    }

    @Test func performPrimaryActionSendsPrimaryActionTriggeredOnly() {
        var ran: [String] = []
        let button = UIButton(primaryAction: UIAction { _ in ran.append("primary") })
        button.addAction(UIAction { _ in ran.append("touchUpInside") }, for: .touchUpInside)
        button.isEnabled = false
        button.performPrimaryAction()
        #expect(ran == ["primary"])
    }

    @Test func aControlWhoseMenuIsItsPrimaryActionSendsNothing() {
        var ran = 0
        let button = UIButton(primaryAction: UIAction { _ in ran += 1 })
        button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.performPrimaryAction()
        #expect(ran == 0)
    }

    @Test func enumerateEventHandlersListsActionsAndPairsInOrderAndStops() {
        let receiver = Receiver()
        let button = UIButton(frame: .zero)
        let action = UIAction(title: "A") { _ in }
        button.addAction(action, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.tapped, for: [.touchDown, .touchUpInside])
        button.addTarget(nil, action: Receiver.tapped, for: .valueChanged)
        var seen: [String] = []
        button.enumerateEventHandlers { handler, targetAction, events, _ in
            if let handler { seen.append("action \(handler.title) \(events.rawValue)") }
            if let (target, selector) = targetAction {
                seen.append("\(target == nil ? "nil" : "receiver") \(selector == Selector(Receiver.tapped)) \(events.rawValue)")
            }
        }
        let down = UIControl.Event.touchDown.rawValue, up = UIControl.Event.touchUpInside.rawValue
        #expect(seen == [
            "action A \(up)", "receiver true \(down | up)", "nil true \(UIControl.Event.valueChanged.rawValue)",
        ])
        var count = 0
        button.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1)
    }

    @Test func enumerateEventHandlersLeavesOutATargetThatWentAway() {
        let button = UIButton(frame: .zero)
        do {
            let gone = Receiver()
            button.addTarget(gone, action: Receiver.tapped, for: .touchUpInside)
        }
        var count = 0
        button.enumerateEventHandlers { _, _, _, _ in count += 1 }
        #expect(count == 0)
    }
}
