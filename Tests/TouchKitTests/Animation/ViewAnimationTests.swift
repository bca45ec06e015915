import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitPictures

/// `UIView.animate` on the window's clock: model values at once, presentation values over time, touches, completion.
@MainActor
struct ViewAnimationTests {
    let scene = Scene()

    /// A 100 × 100 view at (0, 0) in the scene's window, and a log of the completion's `finished` values.
    func card() -> (RecordingView, CompletionLog) {
        (scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "card"), CompletionLog())
    }

    func shownCenter(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    @Test func propertiesSetInTheBlockTakeTheirNewValueAtOnce() {
        let (view, _) = card()
        UIView.animate(withDuration: 0.3) { view.center = CGPoint(x: 250, y: 50) }
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(view.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(shownCenter(view) == CGPoint(x: 50, y: 50))
    }

    @Test func whatIsShownMovesAlongTheCurveOnTheClock() {
        let (view, _) = card()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        scene.simulator.advance(by: 0.25)
        #expect(approximately(shownCenter(view).x, 100, within: 1e-6))
        scene.simulator.advance(by: 0.25)
        #expect(approximately(shownCenter(view).x, 150, within: 1e-6))
        scene.simulator.advance(by: 0.5)
        #expect(shownCenter(view).x == 250)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func easeInOutIsSlowAtTheStartAndHalfwayAtHalfTime() {
        let (view, _) = card()
        UIView.animate(withDuration: 1) { view.center.x = 150 }
        scene.simulator.advance(by: 0.1)
        #expect(shownCenter(view).x - 50 < 10)
        scene.simulator.advance(by: 0.4)
        #expect(approximately(shownCenter(view).x, 100, within: 1e-4))
    }

    @Test func completionRunsAfterTheDurationWithFinishedTrue() {
        let (view, log) = card()
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: log.record)
        scene.simulator.advance(by: 0.29)
        #expect(log.calls.isEmpty)
        scene.simulator.advance(by: 0.02)
        #expect(log.calls == [true])
    }

    @Test func aDelayHoldsTheOldValueOnScreenAndDelaysTheCompletion() {
        let (view, log) = card()
        UIView.animate(
            withDuration: 0.2, delay: 0.5, options: .curveLinear, animations: { view.center.y = 150 },
            completion: log.record)
        scene.simulator.advance(by: 0.4)
        #expect(shownCenter(view).y == 50)
        scene.simulator.advance(by: 0.2)
        #expect(approximately(shownCenter(view).y, 100, within: 1e-6))
        #expect(log.calls.isEmpty)
        scene.simulator.advance(by: 0.11)
        #expect(log.calls == [true])
    }

    @Test func hitTestingSeesTheFinalFrameWhileTheViewAnimates() {
        let (view, _) = card()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: {
            view.frame.origin.x = 200
        })
        scene.simulator.advance(by: 0.1)
        scene.simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(view.log == ["began 1", "ended 1"])
        scene.simulator.tap(at: CGPoint(x: 20, y: 50))      // where it is drawn, not where it is
        #expect(view.log.count == 2)
    }

    @Test func anAnimatingViewGetsNoTouchesWithoutAllowUserInteraction() {
        let behind = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), name: "behind")
        let (view, _) = card()
        UIView.animate(withDuration: 1) { view.frame.origin.x = 200 }
        scene.simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(view.log.isEmpty)
        #expect(behind.log == ["began 1", "ended 1"])
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(view.log == ["began 2", "ended 2"])
    }

    @Test func onlyTheAnimatedViewsLoseTheirTouches() {
        let (view, _) = card()
        let other = scene.recordingView(CGRect(x: 0, y: 200, width: 100, height: 100), name: "other")
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        scene.simulator.tap(at: CGPoint(x: 50, y: 250))
        #expect(other.log == ["began 1", "ended 1"])
    }

    @Test func removeAllAnimationsCompletesWithFinishedFalseAndShowsTheModel() {
        let (view, log) = card()
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }, completion: log.record)
        scene.simulator.advance(by: 0.5)
        view.layer.removeAllAnimations()
        #expect(log.calls == [false])
        #expect(shownCenter(view).x == 250)
        scene.simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(view.log == ["began 1", "ended 1"])
        scene.simulator.advance(by: 1)
        #expect(log.calls == [false])
    }

    @Test func aSecondAnimationOfTheSamePropertyAddsToTheFirstAndBothFinish() {
        let (view, first) = card()
        let second = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: first.record)
        scene.simulator.advance(by: 0.5)
        let before = shownCenter(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                       animations: { view.center.x = 50 }, completion: second.record)
        #expect(approximately(shownCenter(view), before, within: 1e-6))   // starts from what is on screen
        scene.simulator.advance(by: 0.5)
        #expect(first.calls == [true])
        scene.simulator.advance(by: 0.5)
        #expect(second.calls == [true])
        #expect(shownCenter(view).x == 50)
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTurnOfTheClock() {
        let (view, log) = card()
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: log.record)
        #expect(view.layer.presentation()!.opacity == 0.2)
        #expect(log.calls.isEmpty)
        scene.window.clock.runDueCallbacks()
        #expect(log.calls == [true])
    }

    @Test func aViewInNoWindowChangesAtOnceAndCompletesAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: log.record)
        #expect(log.calls == [true])
        #expect(view.layer.presentation()!.position.x == 100)
    }

    @Test func performWithoutAnimationInsideAnAnimationsBlockIsNotAnimated() {
        let (view, _) = card()
        UIView.animate(withDuration: 1) {
            view.center.x = 250
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                view.alpha = 0.5
            }
        }
        #expect(view.layer.presentation()!.opacity == 0.5)
        #expect(shownCenter(view).x == 50)
        #expect(view.layer.animationKeys() == ["position"])
    }

    @Test func aSpringSettlesOnItsTargetAndAnUnderdampedOneOvershoots() {
        let (view, log) = card()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 150 }, completion: log.record)
        var farthest: CGFloat = 0
        for _ in 0..<59 {
            scene.simulator.advance(by: 1.0 / 60)
            farthest = max(farthest, shownCenter(view).x)
        }
        #expect(farthest > 160)
        #expect(abs(shownCenter(view).x - 150) < 0.5)
        scene.simulator.advance(by: 1.0 / 60)
        #expect(shownCenter(view).x == 150)
        #expect(log.calls == [true])
    }

    @Test func aCriticallyDampedSpringNeverOvershoots() {
        let (view, _) = card()
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 150 })
        for _ in 0..<30 {
            scene.simulator.advance(by: 1.0 / 60)
            #expect(shownCenter(view).x <= 150)
        }
    }

    @Test func repeatingRunsUntilRemovedAndAutoreverseComesBack() {
        let (view, log) = card()
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { view.alpha = 0 }, completion: log.record)
        scene.simulator.advance(by: 0.25)
        #expect(approximately(CGFloat(view.layer.presentation()!.opacity), 0.5, within: 1e-6))
        scene.simulator.advance(by: 0.5)
        #expect(approximately(CGFloat(view.layer.presentation()!.opacity), 0.5, within: 1e-6))
        scene.simulator.advance(by: 10)
        #expect(log.calls.isEmpty)
        view.layer.removeAllAnimations()
        #expect(log.calls == [false])
    }

    @Test func aRotationTurnsRatherThanShrinking() {
        let (view, _) = card()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        scene.simulator.advance(by: 0.5)
        let shown = view.layer.presentation()!.affineTransform()
        #expect(approximately(atan2(shown.b, shown.a), .pi / 4, within: 1e-9))
        #expect(approximately((shown.a * shown.a + shown.b * shown.b).squareRoot(), 1, within: 1e-9))
    }

    @Test func aViewLeavingItsWindowLosesItsAnimations() {
        let (view, log) = card()
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }, completion: log.record)
        view.removeFromSuperview()
        #expect(log.calls == [false])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func snapshotsDrawThePresentationValues() {
        let (view, _) = card()
        view.backgroundColor = .red
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 250
            view.alpha = 0
        })
        scene.simulator.advance(by: 0.5)
        let drawn = SceneSnapshot(of: scene.window).root.subviews[0]
        #expect(approximately(drawn.transform.tx, 100, within: 1e-6))
        #expect(approximately(drawn.alpha, 0.5, within: 1e-6))
    }

    @Test func nonFiniteDurationsAndDelaysDoNotAnimate() {
        let (view, log) = card()
        UIView.animate(
            withDuration: .nan, delay: .infinity, options: [], animations: { view.center.x = 250 },
            completion: log.record)
        #expect(shownCenter(view).x == 250)
        scene.simulator.advance(by: 0.01)
        #expect(log.calls == [true])
    }

    @Test func aCompletionCanStartTheNextAnimation() {
        let (view, log) = card()
        UIView.animate(withDuration: 0.2, animations: { view.center.x = 250 }, completion: { _ in
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: log.record)
        })
        scene.simulator.advance(by: 0.2)
        #expect(view.layer.animationKeys() == ["opacity"])
        scene.simulator.advance(by: 0.2)
        #expect(log.calls == [true])
        #expect(view.layer.presentation()!.opacity == 0)
    }

    /// A WWDC talk's card: a pan drags it; let go, it springs back to where it came from. While it springs back it
    /// takes the next pan (`.allowUserInteraction`), which stops the spring where it is shown and drags it from there.
    @Test func aCardDraggedAndReleasedSpringsBackAndCanBeCaughtMidway() {
        let (card, _) = card()
        card.center = CGPoint(x: 200, y: 200)
        let home = card.center
        var grabbed = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            switch pan.state {
            case .began:
                grabbed = card.layer.presentation()!.position
                card.layer.removeAllAnimations()
                card.center = grabbed
            case .changed:
                let moved = pan.translation(in: card.superview)
                card.center = CGPoint(x: grabbed.x + moved.x, y: grabbed.y + moved.y)
            case .ended, .cancelled:
                UIView.animate(
                    withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                    options: .allowUserInteraction, animations: { card.center = home })
            default: break
            }
        }
        card.addGestureRecognizer(pan)
        scene.simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400))
        #expect(card.center == home)                                    // the model is home at once
        #expect(card.layer.presentation()!.position.y > 350)           // what is shown is still down there
        scene.simulator.advance(by: 0.05)
        // Hit testing uses the model frame, as UIKit's: the finger goes where the card is, not where it is drawn.
        let finger = scene.simulator.drag(
            from: home, to: CGPoint(x: home.x, y: home.y + 30), duration: 0.05, lift: false)
        #expect(grabbed.y - home.y > 50)                                  // caught on its way back
        #expect(approximately(card.center.y, grabbed.y + pan.translation(in: card.superview).y, within: 1e-6))
        #expect(card.layer.animationKeys() == nil)
        scene.simulator.up(finger)
        scene.simulator.advance(by: 1.1)
        #expect(card.center == home)
        #expect(card.layer.presentation()!.position == home)
    }

    @Test func viewsOfAWindowDroppedMidAnimationGoAway() {
        weak var weakView: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            weakView = view
            UIView.animate(withDuration: 1) { view.center.x = 90 }
        }
        #expect(weakView == nil)
    }

    @Test func filmstripsDrawTheAnimationFrameByFrame() {
        let (view, _) = card()
        let filmstrip = FilmstripRecorder(window: scene.window, schedule: .every(0.25))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        scene.simulator.settle()
        filmstrip.finish()
        #expect(filmstrip.frames.count == 5)
        for frame in filmstrip.frames {   // each taken at the first display frame at or after 0, 0.25, 0.5...
            let drawnX = frame.snapshot.root.subviews[0].transform.tx
            #expect(approximately(drawnX, min(CGFloat(frame.time), 1) * 200, within: 1e-6))
        }
        #expect(!scene.window.clock.hasPendingWork)
    }

    @Test func aNestedAnimationInheritsTheOuterDurationUnlessItOverridesIt() {
        let (view, _) = card()
        let other = scene.recordingView(CGRect(x: 0, y: 200, width: 100, height: 100), name: "other")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 250
            UIView.animate(withDuration: 0.1) { view.alpha = 0 }
            UIView.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve,
                                                                 .curveLinear], animations: { other.alpha = 0 })
        })
        scene.simulator.advance(by: 0.5)
        #expect(approximately(CGFloat(view.layer.presentation()!.opacity), 0.5, within: 1e-6))
        #expect(other.layer.presentation()!.opacity == 0)
    }

    @Test func aViewMadeFromACoderAnimatesAndShowsItsPresentation() {
        let view = UIView(coder: NSCoder())!
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scene.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        scene.simulator.advance(by: 0.5)
        #expect(approximately(view.layer.presentation()!.position.x, 150, within: 1e-6))
        view.layer.removeAllAnimations()
        #expect(view.layer.animationKeys() == nil)
    }
}
