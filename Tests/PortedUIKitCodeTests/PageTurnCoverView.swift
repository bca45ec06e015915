// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the book-cover and card-flip views of public iOS
// projects, not a copy of any): the hinge set with the classic "anchor point without moving" helper, a perspective
// `m34`, the turn scrubbed inside `CATransaction.setDisableActions(true)`, and the end animated with a transaction
// completion block.

import QuartzCore
import UIKit

/// A cover hinged on its left edge: a pan to the left turns it open in 3D, released past half way (or flung) it
/// opens flat to the left of the hinge, else it closes; a tap toggles it.
final class PageTurnCoverView: UIView {
    private(set) var isOpen = false
    private(set) var turnsCompleted = 0
    private var angleAtStart: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .blue
        setAnchorPoint(CGPoint(x: 0, y: 0.5))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PageTurnCoverView.handlePan(_:)))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PageTurnCoverView.handleTap(_:)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Moves the anchor point without moving the view on screen.
    private func setAnchorPoint(_ anchorPoint: CGPoint) {
        let oldOrigin = frame.origin
        layer.anchorPoint = anchorPoint
        let newOrigin = frame.origin
        layer.position = CGPoint(
            x: layer.position.x - (newOrigin.x - oldOrigin.x), y: layer.position.y - (newOrigin.y - oldOrigin.y))
    }

    /// The cover turned by `angle` about its hinge, seen in perspective.
    private func turned(by angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        return CATransform3DRotate(perspective, angle, 0, 1, 0)
    }

    var currentAngle: CGFloat {
        let t = layer.transform
        return atan2(-t.m13, t.m11)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: superview)
        switch pan.state {
        case .began:
            angleAtStart = isOpen ? -.pi : 0
        case .changed:
            let angle = max(-.pi, min(0, angleAtStart + translation.x / bounds.width * .pi))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.transform = turned(by: angle)
            CATransaction.commit()
        case .ended:
            let velocity = pan.velocity(in: superview).x
            let angle = angleAtStart + translation.x / bounds.width * .pi
            setOpen(velocity < -800 || (velocity <= 800 && angle < -.pi / 2))
        case .cancelled, .failed:
            setOpen(isOpen)
        default:
            break
        }
    }

    func handleTap(_ tap: UITapGestureRecognizer) {
        setOpen(!isOpen)
    }

    private func setOpen(_ open: Bool) {
        isOpen = open
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.turnsCompleted += 1 }
        UIView.animate(withDuration: 0.35) {
            self.layer.transform = self.turned(by: open ? -.pi : 0)
        }
        CATransaction.commit()
    }
}
