// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the Tinder-style swipe cards of public iOS projects,
// not a copy of any).

import UIKit

protocol FlyOffCardViewDelegate: AnyObject {
    func cardView(_ cardView: FlyOffCardView, didSwipeRight right: Bool, finished: Bool)
}

/// A card that follows the finger and tilts; let go past the threshold (or flung) it flies off the screen and
/// removes itself when the animation ends, else it springs back to where it was.
final class FlyOffCardView: UIView {
    weak var delegate: FlyOffCardViewDelegate?
    var swipeThreshold: CGFloat = 120
    private var originalCenter: CGPoint = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        backgroundColor = .white
        let pan = UIPanGestureRecognizer(target: self, action: FlyOffCardView.handlePan(_:))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let superview = superview else { return }
        let translation = recognizer.translation(in: superview)
        switch recognizer.state {
        case .began:
            originalCenter = center
        case .changed:
            center = CGPoint(x: originalCenter.x + translation.x, y: originalCenter.y + translation.y)
            let rotation = min(translation.x / superview.bounds.width, 1) * (.pi / 8)
            transform = CGAffineTransform(rotationAngle: rotation)
        case .ended:
            let velocity = recognizer.velocity(in: superview)
            if abs(translation.x) > swipeThreshold || abs(velocity.x) > 1000 {
                flyOff(toRight: (translation.x + velocity.x * 0.1) > 0, in: superview)
            } else {
                springBack()
            }
        case .cancelled, .failed:
            springBack()
        default:
            break
        }
    }

    private func flyOff(toRight: Bool, in superview: UIView) {
        let direction: CGFloat = toRight ? 1 : -1
        UIView.animate(withDuration: 0.3, animations: {
            self.center = CGPoint(
                x: self.originalCenter.x + direction * superview.bounds.width * 1.5,
                y: self.center.y + 50)
            self.transform = CGAffineTransform(rotationAngle: direction * .pi / 4)
        }, completion: { finished in
            self.removeFromSuperview()
            self.delegate?.cardView(self, didSwipeRight: toRight, finished: finished)
        })
    }

    private func springBack() {
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
            options: [.allowUserInteraction, .curveEaseOut],
            animations: {
                self.center = self.originalCenter
                self.transform = .identity
            },
            completion: nil)
    }
}
