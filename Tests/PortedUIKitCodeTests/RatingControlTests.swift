import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct RatingControlTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let form = ReviewFormView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))

    init() {
        window.addSubview(form)
    }

    @Test func touchingTheSecondStarRatesTwo() {
        // Stars are 50 pt wide from x = 20 in the form (window x 20...270); the second star spans window x 70...120.
        TouchSimulator(window: window).tap(at: CGPoint(x: 95, y: 145))
        #expect(form.ratingControl.rating == 2)
        #expect(form.shownRatings == [2])
    }

    @Test func draggingAcrossTheStarsSendsEachNewRatingOnce() {
        _ = TouchSimulator(window: window).drag(from: CGPoint(x: 30, y: 145), to: CGPoint(x: 260, y: 145))
        #expect(form.shownRatings == [1, 2, 3, 4, 5])
        #expect(form.ratingControl.isHighlighted == false)
    }

    @Test func theControlListsItsTargetsAndEventsAsUIKitDoes() {
        let control = form.ratingControl
        #expect(control.allTargets == [AnyHashable(control), AnyHashable(form)])
        #expect(control.allControlEvents == [.touchDown, .touchDragInside, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged])
        #expect(control.actions(forTarget: form, forControlEvent: .valueChanged)?.count == 1)
        #expect(control.actions(forTarget: form, forControlEvent: .touchDown) == nil)
    }

    @Test func removingTheFormsTargetStopsItsUpdates() {
        form.ratingControl.removeTarget(form, action: ReviewFormView.ratingChanged(_:), for: .valueChanged)
        TouchSimulator(window: window).tap(at: CGPoint(x: 245, y: 145))
        #expect(form.ratingControl.rating == 5)
        #expect(form.shownRatings.isEmpty)
    }

    @Test func aControlDecodedFromACoderKeepsItsOwnTargets() throws {
        let decoded = try #require(RatingControl(coder: NSCoder()))
        #expect(decoded.frame == .zero)
        #expect(decoded.allTargets == [AnyHashable(decoded)])
    }
}
