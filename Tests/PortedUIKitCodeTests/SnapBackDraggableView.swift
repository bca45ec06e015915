// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the UIKit Dynamics drag-and-snap demos of public iOS
// projects and tutorials, not a copy of any).

import UIKit

/// A square that the finger drags through an attachment behaviour (so it trails and swings like a real object) and
/// that snaps back home when let go; it collides with the edges of the view.
final class SnapBackDraggableView: UIView {
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    private(set) var home: CGPoint = .zero

    private var animator: UIDynamicAnimator!
    private var attachmentBehavior: UIAttachmentBehavior?
    private var snapBehavior: UISnapBehavior?
    private var collisionBehavior: UICollisionBehavior!

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        home = CGPoint(x: bounds.midX, y: bounds.midY)
        square.center = home
        square.backgroundColor = .blue
        addSubview(square)

        animator = UIDynamicAnimator(referenceView: self)
        collisionBehavior = UICollisionBehavior(items: [square])
        collisionBehavior.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collisionBehavior)

        let pan = UIPanGestureRecognizer(target: self, action: SnapBackDraggableView.handlePan(_:))
        square.addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var isSnappingBack: Bool { snapBehavior != nil }
    var isAttachedToFinger: Bool { attachmentBehavior != nil }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let location = gesture.location(in: self)
        switch gesture.state {
        case .began:
            if let snapBehavior = snapBehavior {
                animator.removeBehavior(snapBehavior)
                self.snapBehavior = nil
            }
            let locationInSquare = gesture.location(in: square)
            let offset = UIOffset(
                horizontal: locationInSquare.x - square.bounds.midX,
                vertical: locationInSquare.y - square.bounds.midY)
            let attachment = UIAttachmentBehavior(item: square, offsetFromCenter: offset, attachedToAnchor: location)
            animator.addBehavior(attachment)
            attachmentBehavior = attachment
        case .changed:
            attachmentBehavior?.anchorPoint = location
        case .ended, .cancelled, .failed:
            if let attachmentBehavior = attachmentBehavior {
                animator.removeBehavior(attachmentBehavior)
                self.attachmentBehavior = nil
            }
            let snap = UISnapBehavior(item: square, snapTo: home)
            snap.damping = 0.5
            animator.addBehavior(snap)
            snapBehavior = snap
        default:
            break
        }
    }
}
