// Ported from UIKit by the mechanical steps only: `import UIKit.UIGestureRecognizerSubclass` dropped, `#selector(m)` →
// the method reference `Type.m`, `@objc` dropped. Everything else reads as the iOS original would (a paraphrase of the
// "recognize on touch down" recognizers common in public iOS projects).

import UIKit

/// Recognizes the moment a finger touches its view, without keeping the view from its touches: for highlighting a
/// cell on touch down while a scroll view or a tap decides what the touch is.
class TouchDownGestureRecognizer: UIGestureRecognizer {
    private(set) var touchDownCount = 0
    var onDeinit: (@Sendable () -> Void)?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    deinit {
        onDeinit?()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        touchDownCount += touches.count
        if state == .possible {
            state = .recognized
        }
    }

    // Never blocks the view's other recognizers, and they never block it.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }
}

/// A row that dims while touched and records its taps: the recognizer above is installed as UIKit code does.
final class HighlightingRowView: UIView {
    private(set) var highlightCount = 0
    private(set) var tapCount = 0
    private(set) var touchDown: TouchDownGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        touchDown = TouchDownGestureRecognizer(target: self, action: HighlightingRowView.highlight)
        addGestureRecognizer(touchDown)
        let tap = UITapGestureRecognizer(target: self, action: HighlightingRowView.didTap(_:))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func highlight() {
        highlightCount += 1
        alpha = 0.5
    }

    func didTap(_ sender: UITapGestureRecognizer) {
        if sender.state == .ended {
            tapCount += 1
            alpha = 1
        }
    }

    func stopHighlighting() {
        touchDown.removeTarget(self, action: nil)
    }
}
