// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the star rating controls of public iOS projects, not
// a copy of any).

import UIKit

/// Five stars side by side; touching or dragging across them sets the rating, sent as `.valueChanged`.
final class RatingControl: UIControl {
    let starCount = 5
    private(set) var rating = 0 {
        didSet {
            if rating != oldValue {
                sendActions(for: .valueChanged)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addTarget(self, action: RatingControl.touchMoved(_:event:), for: [.touchDown, .touchDragInside])
        addTarget(self, action: RatingControl.touchFinished, for: [.touchUpInside, .touchUpOutside, .touchCancel])
    }

    func touchMoved(_ sender: RatingControl, event: UIEvent) {
        guard let touch = event.touches(for: self)?.first else { return }
        let x = touch.location(in: self).x
        let starWidth = bounds.width / CGFloat(starCount)
        rating = min(starCount, max(1, Int(x / starWidth) + 1))
    }

    func touchFinished() {
        isHighlighted = false
    }
}

/// The screen that shows the rating: it listens to the control with a sender-only action.
final class ReviewFormView: UIView {
    let ratingControl = RatingControl(frame: CGRect(x: 20, y: 20, width: 250, height: 50))
    private(set) var shownRatings: [Int] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(ratingControl)
        ratingControl.addTarget(self, action: ReviewFormView.ratingChanged(_:), for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func ratingChanged(_ sender: UIControl) {
        guard let control = sender as? RatingControl else { return }
        shownRatings.append(control.rating)
    }
}
