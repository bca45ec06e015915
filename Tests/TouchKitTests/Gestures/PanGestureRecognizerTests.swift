import Testing
@testable import TouchKit
import TouchKitTesting

/// Keeps only the first touch of an attempt, ignoring the others as they come; begins on the first move.
@MainActor
private final class FirstTouchOnlyRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch !== trackedTouches.first { ignore(touch, for: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
}

@MainActor
@Suite struct PanGestureRecognizerTests {
    // MARK: Hysteresis

    @Test(arguments: [(9.0, false), (11.0, true)])
    func panBeginsOnlyOnceTheCentroidMovesMoreThan10PointsAlongX(distance: CGFloat, begins: Bool) {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 100 + distance, y: 400))
        #expect(pan.actions.names == (begins ? ["began"] : []))
    }

    @Test(arguments: [(9.0, false), (11.0, true)])
    func panBeginsOnlyOnceTheCentroidMovesMoreThan10PointsAlongY(distance: CGFloat, begins: Bool) {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 100, y: 400 - distance))
        #expect(pan.actions.names == (begins ? ["began"] : []))
    }

    @Test func hysteresisIsMeasuredPerAxisNotAsADistance() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 108, y: 408))   // 11.3 pt away, but 8 pt on each axis
        #expect(pan.actions.names.isEmpty)
    }

    @Test func liftingBeforeTheHysteresisFailsThePanAndTheViewGetsTheWholeTouch() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 105, y: 400), duration: 3.0 / 60)
        #expect(pan.actions.names.isEmpty)
        #expect(pan.view.log == ["began 1", "moved 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func panEndsWhenTheFingerLifts() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 3.0 / 60)
        // 33.3 pt per sample: the first sample passes the hysteresis.
        #expect(pan.actions.names == ["began", "changed", "changed", "ended"])
        #expect(pan.view.log == ["began 1", "cancelled 1"])
    }

    // MARK: Translation

    @Test func translationAtBeganHasTheHysteresisSubtractedAlongTheMovement() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let translations = pan.record { $0.translation(in: nil) }
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 130, y: 440))
        // Moved (30, 40), 50 pt long: the 10 pt taken off along it is (6, 8).
        #expect(translations.values.count == 1)
        #expect(approximately(translations.values[0], CGPoint(x: 24, y: 32)))
    }

    @Test func translationAfterDragging100PointsIs90() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let translations = pan.record { $0.translation(in: nil) }
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        // 18 samples of 5.56 pt; the second (11.1 pt) begins the pan; 100 − 10 at the end.
        #expect(pan.actions.names.first == "began")
        #expect(pan.actions.names.last == "ended")
        #expect(approximately(translations.values.first!, CGPoint(x: 100.0 * 2 / 18 - 10, y: 0), within: 1e-9))
        #expect(approximately(translations.values.last!, CGPoint(x: 90, y: 0), within: 1e-9))
    }

    /// A pan's fixture with a 100 × 100 view at (50, 60) inside its view, transformed by `transform`.
    private func panWithInnerView(_ transform: CGAffineTransform) -> (RecognizerFixture<UIPanGestureRecognizer>, UIView) {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let inner = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        inner.transform = transform
        pan.view.addSubview(inner)
        return (pan, inner)
    }

    @Test func translationIsConvertedAsAVectorIntoAScaledView() {
        let (pan, inner) = panWithInnerView(CGAffineTransform(scaleX: 2, y: 2))
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3, lift: false)
        #expect(approximately(pan.recognizer.translation(in: inner), CGPoint(x: 45, y: 0), within: 1e-9))
    }

    @Test func translationIsConvertedAsAVectorIntoARotatedView() {
        let (pan, inner) = panWithInnerView(CGAffineTransform(rotationAngle: .pi / 2))
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3, lift: false)
        // The view's +x axis points down the window: a rightward (90, 0) is (0, −90) in it.
        #expect(approximately(pan.recognizer.translation(in: inner), CGPoint(x: 0, y: -90), within: 1e-9))
    }

    @Test func setTranslationRebasesLaterMovement() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 150, y: 400))
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 40, y: 0)))
        pan.recognizer.setTranslation(.zero, in: nil)
        pan.simulator.move(finger, to: CGPoint(x: 170, y: 410))
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 20, y: 10)))
    }

    @Test func setTranslationInAScaledViewIsConvertedToTheWindow() {
        let (pan, inner) = panWithInnerView(CGAffineTransform(scaleX: 2, y: 2))
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 150, y: 400))
        pan.recognizer.setTranslation(CGPoint(x: 5, y: 0), in: inner)
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 10, y: 0), within: 1e-9))
    }

    @Test func readingTheTranslationAsIncrementsAddsUpToTheWholeDrag() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        var total = CGPoint.zero
        pan.recognizer.addTarget(handler: { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            total = total + pan.translation(in: nil)
            pan.setTranslation(.zero, in: nil)
        })
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 460), duration: 0.3)
        // 116.6 pt along (100, 60); 10 pt of it went to the hysteresis.
        let length = (100.0 * 100 + 60 * 60).squareRoot()
        #expect(approximately(total, CGPoint(x: 100 - 10 * 100 / length, y: 60 - 10 * 60 / length), within: 1e-9))
    }

    // MARK: Velocity

    @Test func velocityOfADragAtAConstant600PointsPerSecondIs600() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        pan.simulator.flick(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 600, y: -300), duration: 0.25, lift: false)
        let velocity = pan.recognizer.velocity(in: nil)
        #expect(abs(velocity.x - 600) < 6)
        #expect(abs(velocity.y + 300) < 3)
    }

    @Test func velocityBlends20PercentOfTheLatestSampleWith80PercentOfThePrevious() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.flick(
            from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 600, y: 0), duration: 10.0 / 60, lift: false)
        pan.simulator.advance(by: 1.0 / 60)
        pan.simulator.move(finger, to: CGPoint(x: 205, y: 400))   // 300 pt/s for one frame
        #expect(abs(pan.recognizer.velocity(in: nil).x - (0.2 * 300 + 0.8 * 600)) < 1e-6)
        pan.simulator.advance(by: 1.0 / 60)
        pan.simulator.move(finger, to: CGPoint(x: 210, y: 400))
        #expect(abs(pan.recognizer.velocity(in: nil).x - (0.2 * 300 + 0.8 * 540)) < 1e-6)
    }

    @Test func samplesLessThanAMillisecondApartDoNotChangeTheVelocity() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.flick(
            from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 600, y: 0), duration: 10.0 / 60, lift: false)
        pan.simulator.advance(by: 0.0005)
        pan.simulator.move(finger, to: CGPoint(x: 201, y: 400))   // 2,000 pt/s over 0.5 ms: ignored
        #expect(abs(pan.recognizer.velocity(in: nil).x - 600) < 1e-6)
        pan.simulator.advance(by: 1.0 / 60 - 0.0005)
        pan.simulator.move(finger, to: CGPoint(x: 210, y: 400))   // measured from x = 200, 1/60 s earlier
        #expect(abs(pan.recognizer.velocity(in: nil).x - 600) < 1e-6)
    }

    @Test func velocityIsConvertedIntoAScaledView() {
        let (pan, inner) = panWithInnerView(CGAffineTransform(scaleX: 2, y: 2))
        pan.simulator.flick(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 600, y: 0), duration: 0.25, lift: false)
        #expect(abs(pan.recognizer.velocity(in: inner).x - 300) < 3)
    }

    @Test func velocityAtEndedIsTheReleaseVelocity() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let velocities = pan.record { $0.velocity(in: nil) }
        pan.simulator.flick(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 0, y: 1200), duration: 0.1)
        #expect(pan.actions.names.last == "ended")
        #expect(abs(velocities.values.last!.y - 1200) < 12)
    }

    // MARK: Several fingers

    @Test func twoFingerPanFollowsTheirCentroid() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let fingers = pan.simulator.downTogether(CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400))
        pan.simulator.moveTogether(fingers, to: CGPoint(x: 130, y: 400), CGPoint(x: 210, y: 400))
        // The centroid moved from 150 to 170: 20 pt, less the hysteresis.
        #expect(pan.actions.names == ["began"])
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 10, y: 0)))
        #expect(approximately(pan.recognizer.location(in: nil), CGPoint(x: 170, y: 400)))
        pan.simulator.move(fingers[1], to: CGPoint(x: 210, y: 420))   // one finger: the centroid moves half as far
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 10, y: 10)))
    }

    @Test func liftingAFingerMidPanDoesNotMakeTheTranslationJump() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let fingers = pan.simulator.downTogether(CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400))
        pan.simulator.moveTogether(fingers, to: CGPoint(x: 130, y: 400), CGPoint(x: 230, y: 400))
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 20, y: 0)))
        pan.simulator.up(fingers[1])   // the centroid jumps from 180 to 130; the translation does not
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 20, y: 0)))
        pan.simulator.move(fingers[0], to: CGPoint(x: 140, y: 400))
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 30, y: 0)))
        #expect(pan.actions.names == ["began", "changed"])
        pan.simulator.up(fingers[0])
        #expect(pan.actions.names == ["began", "changed", "ended"])
    }

    @Test func addingAFingerMidPanDoesNotMakeTheTranslationJump() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let first = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(first, to: CGPoint(x: 140, y: 400))
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 30, y: 0)))
        let second = pan.simulator.down(at: CGPoint(x: 300, y: 400))   // the centroid jumps from 140 to 220
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 30, y: 0)))
        pan.simulator.move(second, to: CGPoint(x: 330, y: 400))        // centroid 220 → 235
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 45, y: 0)))
    }

    @Test func panWithATwoFingerMinimumCountsMovementOnlyOnceBothAreDown() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.minimumNumberOfTouches = 2
        let pan = RecognizerFixture(recognizer)
        let first = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(first, to: CGPoint(x: 150, y: 400))
        #expect(pan.actions.names.isEmpty)
        let second = pan.simulator.down(at: CGPoint(x: 250, y: 400))
        pan.simulator.moveTogether([first, second], to: CGPoint(x: 161, y: 400), CGPoint(x: 261, y: 400))
        #expect(pan.actions.names == ["began"])
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 1, y: 0), within: 1e-9))
    }

    @Test func moreFingersThanTheMaximumFailAPanThatHasNotBegun() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        let pan = RecognizerFixture(recognizer)
        let fingers = pan.simulator.downTogether(CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400))
        pan.simulator.move(fingers[0], to: CGPoint(x: 200, y: 500), duration: 0.1)
        #expect(pan.actions.names.isEmpty)
    }

    @Test func fingersBeyondTheMaximumAfterThePanBeganAreIgnored() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        let pan = RecognizerFixture(recognizer)
        pan.view.isMultipleTouchEnabled = true
        let first = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(first, to: CGPoint(x: 150, y: 400))
        let second = pan.simulator.down(at: CGPoint(x: 300, y: 400))
        pan.simulator.move(second, to: CGPoint(x: 300, y: 600))
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 40, y: 0)))
        #expect(pan.recognizer.numberOfTouches == 1)
        pan.simulator.up(first)
        #expect(pan.actions.names == ["began", "ended"])
        // The ignored finger reaches the view as if the pan were not there.
        pan.simulator.up(second)
        #expect(pan.view.log == ["began 1", "cancelled 1", "began 2", "moved 2", "ended 2"])
    }

    @Test func aFingerIgnoredByOneRecognizerStillReachesTheNextRecognizerOnIt() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        let pan = RecognizerFixture(recognizer)
        let other = BeginOnMoveRecognizer()
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        other.delegate = delegate
        pan.view.addGestureRecognizer(other)
        let first = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(first, to: CGPoint(x: 150, y: 400))
        pan.simulator.down(at: CGPoint(x: 300, y: 400))   // the pan ignores it in its touchesBegan
        #expect(other.touchesSeen == 2)
    }

    @Test func aTouchIgnoredBeforeRecognitionIsNotCancelledInTheView() {
        let fixture = RecognizerFixture(FirstTouchOnlyRecognizer())
        fixture.view.isMultipleTouchEnabled = true
        let first = fixture.simulator.down(at: CGPoint(x: 100, y: 400))
        fixture.simulator.down(at: CGPoint(x: 300, y: 400))
        fixture.simulator.move(first, to: CGPoint(x: 120, y: 400))   // recognizes: cancels its touches in the view
        #expect(fixture.actions.names == ["began"])
        #expect(fixture.view.log == ["began 1", "began 2", "cancelled 1"])
    }

    // MARK: Cancellation

    @Test func aCancelledTouchCancelsAPanThatBegan() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 150, y: 400))
        pan.simulator.cancel(finger)
        #expect(pan.actions.names == ["began", "cancelled"])
        #expect(pan.recognizer.state == .possible)
    }

    /// Two fingers pan; one touch is cancelled: UIKit hands a cancelled touch to the same code as a lifted one
    /// (`_handleEndedTouches:` [re]), so the pan goes on with the other finger and ends when that one lifts.
    @Test func aCancelledFingerLeavesThePanToTheOthers() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let fingers = pan.simulator.downTogether(CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400))
        pan.simulator.moveTogether(fingers, to: CGPoint(x: 130, y: 400), CGPoint(x: 230, y: 400))
        pan.simulator.cancel(fingers[1])
        #expect(pan.actions.names == ["began"])
        pan.simulator.move(fingers[0], to: CGPoint(x: 150, y: 400))
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 40, y: 0)))
        pan.simulator.up(fingers[0])
        #expect(pan.actions.names == ["began", "changed", "ended"])
    }

    /// A four-finger pan (minimumNumberOfTouches 4) that began, whose first three fingers then lift: UIKit's pan
    /// checks the count only to begin, so it runs on the fourth finger alone, each move a change, and ends when it
    /// lifts (Apple: it "ends when all fingers are lifted").
    @Test func aFourFingerPanRunsOnItsLastFingerAfterTheOthersLeave() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.minimumNumberOfTouches = 4
        let pan = RecognizerFixture(recognizer)
        var fingers: [TouchSimulator.Finger] = []
        pan.simulator.perform { frame in
            for index in 0..<4 { fingers.append(frame.down(at: CGPoint(x: 50 + 60 * CGFloat(index), y: 400))) }
        }
        pan.simulator.perform { frame in
            for (index, finger) in fingers.enumerated() { frame.move(finger, to: CGPoint(x: 70 + 60 * CGFloat(index), y: 400)) }
        }
        #expect(pan.actions.names == ["began"])
        pan.simulator.perform { frame in for finger in fingers.prefix(3) { frame.up(finger) } }
        pan.simulator.move(fingers[3], to: CGPoint(x: 260, y: 400))
        pan.simulator.move(fingers[3], to: CGPoint(x: 290, y: 400))
        #expect(pan.actions.names == ["began", "changed", "changed"])
        // 20 pt together (10 after the hysteresis), then 40 pt by the fourth finger alone (250 → 290).
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: 50, y: 0)))
        pan.simulator.up(fingers[3])
        #expect(pan.actions.names.last == "ended")
    }

    @Test func aCancelledTouchFailsAPanThatHadNotBegun() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let finger = pan.simulator.down(at: CGPoint(x: 100, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 105, y: 400))
        pan.simulator.cancel(finger)
        #expect(pan.actions.names.isEmpty)
        // The next pan starts afresh.
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        #expect(pan.actions.names.first == "began")
    }

    @Test func translationAndVelocityStartAfreshForTheNextPan() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        pan.simulator.flick(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 600, y: 0), duration: 0.25)
        #expect(pan.recognizer.translation(in: nil) == .zero)
        #expect(pan.recognizer.velocity(in: nil) == .zero)
    }

    // MARK: Target-action

    @Test func targetActionTakesAMethodWithAPanParameter() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let controller = PanTestController()
        pan.recognizer.addTarget(controller, action: PanTestController.handlePan)
        let direct = UIPanGestureRecognizer(target: controller, action: PanTestController.handlePan)
        #expect(direct.maximumNumberOfTouches == .max)
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 150, y: 400), duration: 1.0 / 60)
        #expect(controller.translations.count == 2)
        #expect(approximately(controller.translations[0], CGPoint(x: 40, y: 0)))
    }
}

extension PanGestureRecognizerTests {
    @Test(.tags(.factSheet)) func panDefaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
    }

    @Test(.tags(.factSheet)) func panHysteresisIs10PointsOnXOrY() {
        let pan = UIPanGestureRecognizer()
        let (scene, _) = viewWithRecognizer(with: pan)
        let f = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(f, to: CGPoint(x: 108, y: 108))   // 11.3 pt diagonally, under 10 on each axis
        #expect(pan.state == .possible)
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(f, to: CGPoint(x: 111, y: 100))
        #expect(pan.state == .began)
        // At began the hysteresis is subtracted: translation starts near zero.
        let t = pan.translation(in: nil)
        #expect(abs(t.x) <= 1.5 && abs(t.y) <= 1.5)
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(f, to: CGPoint(x: 161, y: 100))
        #expect(approximately(pan.translation(in: nil).x, t.x + 50, within: 1e-6))
        scene.simulator.up(f)
    }

    /// A pan on a view, with finger `a` down at (100, 100) and moved, a frame later, 50 pt right: the pan has begun.
    private func panMovedRight() -> (UIPanGestureRecognizer, Scene, TouchSimulator.Finger) {
        let pan = UIPanGestureRecognizer()
        let (scene, _) = viewWithRecognizer(with: pan)
        let a = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(a, to: CGPoint(x: 150, y: 100))
        return (pan, scene, a)
    }

    @Test(.tags(.factSheet)) func panTranslationDoesNotJumpWhenFingersComeOrGo() {
        let (pan, scene, a) = panMovedRight()
        let before = pan.translation(in: nil)
        scene.simulator.advance(by: 0.016)
        let b = scene.simulator.down(at: CGPoint(x: 300, y: 300))
        #expect(approximately(pan.translation(in: nil), before, within: 1e-6))
        scene.simulator.advance(by: 0.016)
        scene.simulator.moveTogether([a, b], to: CGPoint(x: 170, y: 100), CGPoint(x: 320, y: 300))
        let moved = pan.translation(in: nil)
        #expect(approximately(moved, CGPoint(x: before.x + 20, y: before.y), within: 1e-6))
        scene.simulator.up(b)
        #expect(approximately(pan.translation(in: nil), moved, within: 1e-6))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(a, to: CGPoint(x: 180, y: 100))
        #expect(approximately(pan.translation(in: nil), CGPoint(x: moved.x + 10, y: moved.y), within: 1e-6))
        scene.simulator.up(a)
    }

    @Test(.tags(.factSheet)) func panSetTranslationWorksWhileTouchesAreDown() {
        let (pan, scene, a) = panMovedRight()
        pan.setTranslation(CGPoint(x: 5, y: 7), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 7))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(a, to: CGPoint(x: 160, y: 100))
        #expect(approximately(pan.translation(in: nil), CGPoint(x: 15, y: 7), within: 1e-6))
        scene.simulator.up(a)
    }

    @Test(.tags(.factSheet)) func panVelocityBlends02LatestWith08Previous() {
        let pan = UIPanGestureRecognizer()
        let (scene, _) = viewWithRecognizer(with: pan)
        let a = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(a, to: CGPoint(x: 120, y: 100))   // 2000 pt/s
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(a, to: CGPoint(x: 140, y: 100))   // 2000 pt/s
        let v0 = pan.velocity(in: nil).x
        #expect(approximately(v0, 2000, within: 1e-6))
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(a, to: CGPoint(x: 180, y: 100))   // 4000 pt/s
        #expect(approximately(pan.velocity(in: nil).x, 0.2 * 4000 + 0.8 * v0, within: 1e-3))
        let v1 = pan.velocity(in: nil).x
        scene.simulator.advance(by: 0.0005)                    // < 1 ms: ignored
        scene.simulator.move(a, to: CGPoint(x: 200, y: 100))
        #expect(approximately(pan.velocity(in: nil).x, v1, within: 1e-6))
        scene.simulator.up(a)
    }

    @Test(.tags(.factSheet)) func panTouchesEndEndsIfBeganElseFails() {
        let (scene, view) = Scene.withRecordingView()
        let pan = UIPanGestureRecognizer()
        let actions = ActionLog(attachedTo: pan)
        var states: [UIGestureRecognizer.State] = []
        _ = scene.window.addTraceObserver { event in
            if case .stateChanged(_, let to) = event.kind { states.append(to) }
        }
        view.addGestureRecognizer(pan)
        scene.simulator.tap(at: p50)
        #expect(actions.states.isEmpty)
        #expect(states.contains(.failed))
        scene.simulator.drag(from: p50, to: CGPoint(x: 150, y: 50))
        #expect(actions.states.last == .ended)
    }
}
