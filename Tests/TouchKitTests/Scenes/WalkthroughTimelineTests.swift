import Testing
@testable import TouchKit

/// The 2017 talk's walk-throughs (a widget with responder-based touch handling, a tap and a pan), each reproducing
/// the talk's timeline event by event from the trace.
@MainActor
@Suite struct WalkthroughTimelineTests {
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    typealias Widget = TalkWidget

    @Test func exclusionThePanWinsAndTheTapNeverSeesTheEnd() {
        let widget = Widget()
        widget.play()
        #expect(widget.timeline == [
            "view: began",
            "view: moved",
            "pan: possible→began",
            "tap: prevented by pan",
            "tap: possible→failed",
            "view: cancelled",
            "pan: action began",
            "pan: changed→ended",
            "pan: action ended",
        ])
    }

    @Test func simultaneousBothRecognizeAndBothActionsGoOut() {
        let widget = Widget()
        let delegate = Simultaneous()
        widget.tap.delegate = delegate
        widget.play()
        let timeline = widget.timeline
        #expect(Array(timeline.prefix(5)) == ["view: began", "view: moved", "pan: possible→began", "view: cancelled", "pan: action began"])
        #expect(timeline.contains("tap: possible→ended"))
        #expect(timeline.contains("tap: action ended"))
        #expect(timeline.contains("pan: action ended"))
        #expect(!timeline.contains { $0.contains("prevented") })
    }

    @Test func failureRequirementThePanNeverSendsWhenTheTapRecognizes() {
        let widget = Widget()
        widget.pan.require(toFail: widget.tap)
        widget.play()
        #expect(widget.timeline == [
            "view: began",
            "view: moved",
            "pan: possible→began",
            "pan: waits for tap",
            "view: moved",
            "tap: possible→ended",
            "pan: changed→ended",
            "pan: tap recognized",
            "view: cancelled",
            "tap: action ended",
        ])
    }

    /// The talk: the pan goes through "a complete set of state changes" and "never sent out its action"; UIKit
    /// reports no ended → failed for it, and the explanation says it recognized without an action, its wait lost.
    @Test func failureRequirementThePanThatEndedWhileWaitingIsNeverReportedFailed() {
        let widget = Widget()
        widget.pan.require(toFail: widget.tap)
        let actions = ActionLog(attachedTo: widget.pan)
        widget.play()
        #expect(!widget.timeline.contains { $0.hasPrefix("pan: ") && $0.hasSuffix("→failed") })
        #expect(actions.names.isEmpty)
        #expect(widget.pan.state == .possible)
    }

    @Test func failureRequirementTheLatePanActionCarriesBegan() {
        let widget = Widget()
        widget.pan.require(toFail: widget.tap)
        let actions = ActionLog(attachedTo: widget.pan)
        let finger = widget.scene.simulator.down(at: CGPoint(x: 150, y: 150))
        widget.scene.simulator.move(finger, to: CGPoint(x: 180, y: 150), duration: 2.0 / 60)
        #expect(widget.pan.state == .changed)
        #expect(actions.names.isEmpty)
        // Past the tap's 45 pt: the tap fails, and the pan's first action says .began although it is .changed.
        widget.scene.simulator.move(finger, to: CGPoint(x: 210, y: 150), duration: 2.0 / 60)
        #expect(actions.names == ["began"])
        #expect(widget.timeline.contains("pan: tap failed"))
        widget.scene.simulator.move(finger, to: CGPoint(x: 220, y: 150))
        widget.scene.simulator.up(finger)
        #expect(actions.names == ["began", "changed", "ended"])
    }
}

extension TalkWidget {
    /// Down, 10 pt, 20 pt (past the pan's hysteresis, inside the tap's 45 pt), up.
    func play() {
        let finger = scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(finger, to: CGPoint(x: 160, y: 150), duration: 1.0 / 60)
        scene.simulator.move(finger, to: CGPoint(x: 170, y: 150), duration: 1.0 / 60)
        scene.simulator.up(finger)
    }

    /// The trace without touch samples and hit tests, as "who: what".
    var timeline: [String] {
        trace.events.compactMap { event in
            switch event.kind {
            case .stateChanged(let from, let to): "\(event.recognizer!): \(from)→\(to)"
            case .action(let state): "\(event.recognizer!): action \(state)"
            case .prevented(let by): "\(event.recognizer!): prevented by \(by)"
            case .waitingForFailure(let other): "\(event.recognizer!): waits for \(other)"
            case .requirementFailed(let other): "\(event.recognizer!): \(other) failed"
            case .requirementRecognized(let other): "\(event.recognizer!): \(other) recognized"
            case .viewReceived(let phase): "view: \(phase)"
            default: nil
            }
        }
    }
}
