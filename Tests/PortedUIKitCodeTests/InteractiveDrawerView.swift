// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the interruptible bottom drawers of public iOS
// projects, after WWDC 2017's "Advanced Animations with UIKit", not a copy of any).

import UIKit

/// A bottom drawer that a pan opens or closes by scrubbing a `UIViewPropertyAnimator`; on release the animator
/// finishes, or reverses when the finger was going back (or, released still, when less than half way).
final class InteractiveDrawerView: UIView {
    enum State {
        case collapsed
        case expanded

        var opposite: State { self == .collapsed ? .expanded : .collapsed }
    }

    let collapsedHeight: CGFloat = 80
    let expandedHeight: CGFloat = 600
    private(set) var state: State = .collapsed
    private(set) var transitionAnimator: UIViewPropertyAnimator?
    private var fractionAtStartOfPan: CGFloat = 0
    private var travel: CGFloat { expandedHeight - collapsedHeight }

    /// Called with the state the drawer came to rest in.
    var onSettle: ((State) -> Void)?

    init(in container: UIView) {
        super.init(frame: .zero)
        backgroundColor = .white
        layer.cornerRadius = 12
        container.addSubview(self)
        frame = frame(for: .collapsed)
        let pan = UIPanGestureRecognizer(target: self, action: InteractiveDrawerView.handlePan(_:))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func frame(for state: State) -> CGRect {
        guard let container = superview else { return .zero }
        let visibleHeight = state == .expanded ? expandedHeight : collapsedHeight
        return CGRect(
            x: 0, y: container.bounds.height - visibleHeight, width: container.bounds.width, height: expandedHeight)
    }

    private func animateTransitionIfNeeded(to newState: State, duration: TimeInterval) {
        guard transitionAnimator == nil else { return }
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1) {
            self.frame = self.frame(for: newState)
            self.layer.cornerRadius = newState == .expanded ? 0 : 12
        }
        animator.addCompletion { position in
            switch position {
            case .start:
                self.state = newState.opposite
            case .end:
                self.state = newState
            case .current:
                break
            @unknown default:
                break
            }
            self.frame = self.frame(for: self.state)
            self.transitionAnimator = nil
            self.onSettle?(self.state)
        }
        animator.startAnimation()
        transitionAnimator = animator
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animateTransitionIfNeeded(to: state.opposite, duration: 0.5)
            transitionAnimator?.pauseAnimation()
            fractionAtStartOfPan = transitionAnimator?.fractionComplete ?? 0
        case .changed:
            guard let animator = transitionAnimator else { return }
            let translation = recognizer.translation(in: self)
            var fraction = (state == .collapsed ? -translation.y : translation.y) / travel
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + fractionAtStartOfPan
        case .ended, .cancelled:
            guard let animator = transitionAnimator else { return }
            let velocityY = recognizer.velocity(in: self).y
            let towardTarget = state == .collapsed ? velocityY < 0 : velocityY > 0
            let shouldFinish = velocityY == 0 ? animator.fractionComplete > 0.5 : towardTarget
            if shouldFinish == animator.isReversed {
                animator.isReversed = !animator.isReversed
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
