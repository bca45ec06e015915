// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the swipeable card stacks of public iOS projects,
// not a copy of any).

import UIKit

/// A stack of cards; the top card follows the finger and is swiped away past a threshold, else it snaps back.
final class CardStackView: UIView {
    private(set) var cards: [UIView] = []
    private(set) var swipedCards = Set<UIView>()
    private var originalCenters: [UIView: CGPoint] = [:]
    var swipeThreshold: CGFloat = 100
    var onSwipe: ((UIView, Bool) -> Void)?

    var topCard: UIView? { cards.last }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func commonInit() {
        backgroundColor = .white
    }

    func reload(count: Int) {
        cards.forEach { $0.removeFromSuperview() }
        cards.removeAll()
        swipedCards.removeAll()
        originalCenters.removeAll()
        for index in 0..<count {
            let card = UIView(frame: bounds.insetBy(dx: 20, dy: 40))
            card.tag = index
            card.layer.cornerRadius = 12
            let pan = UIPanGestureRecognizer(target: self, action: CardStackView.handlePan)
            card.addGestureRecognizer(pan)
            addSubview(card)
            cards.append(card)
            originalCenters[card] = card.center
        }
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let card = gesture.view, card == topCard else { return }
        let translation = gesture.translation(in: self)
        switch gesture.state {
        case .changed:
            guard let origin = originalCenters[card] else { return }
            card.center = CGPoint(x: origin.x + translation.x, y: origin.y + translation.y)
            card.transform = CGAffineTransform(rotationAngle: translation.x / bounds.width * 0.4)
        case .ended, .cancelled:
            if abs(translation.x) > swipeThreshold {
                swipedCards.insert(card)
                cards.removeAll { $0 == card }
                card.removeFromSuperview()
                onSwipe?(card, translation.x > 0)
            } else {
                card.transform = .identity
                card.center = originalCenters[card] ?? card.center
            }
        default:
            break
        }
    }
}
