/// UIKit's rule (since iOS 6) that a standard control's own action wins over a gesture recognizer on one of its
/// superviews that would recognize the same gesture: Apple's "Attaching gesture recognizers to UIKit controls" names
/// a single-finger single tap on `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl` and `UIPageControl`, and
/// a single-finger swipe or pan on a `UISlider`'s or `UISwitch`'s knob, parallel to the control [doc]
/// (docs/UIKitFacts.md, "Controls").
///
/// The controls answer false to such a recognizer's `gestureRecognizerShouldBegin(_:)` (the window asks every hit
/// view); a recognizer on the control itself comes first and is never refused. The exact test on the recognizer is
/// TouchKit's reading of the documentation [doc, ?]. ``UIButton`` applies the tap half of the rule itself.
@MainActor
enum ControlActionPrecedence {
    /// Whether `recognizer` is a single-finger, single-tap recognizer on another view than `control`.
    static func isSingleTapOnAncestor(_ recognizer: UIGestureRecognizer, of control: UIControl) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.view !== control else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether `recognizer`, on another view than `control`, is a single-finger horizontal swipe, or a one-finger pan
    /// that started on the knob (`startsOnKnob`, in the control's coordinates) and has moved more across than down.
    static func isParallelDragOnKnob(
        _ recognizer: UIGestureRecognizer, of control: UIControl, startsOnKnob: (CGPoint) -> Bool
    ) -> Bool {
        guard recognizer.view !== control else { return false }
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            return swipe.numberOfTouchesRequired == 1 && swipe.direction.isSubset(of: [.left, .right])
        }
        guard let pan = recognizer as? UIPanGestureRecognizer, recognizer.numberOfTouches == 1 else { return false }
        let translation = pan.translation(in: control)
        let now = pan.location(in: control)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        return abs(translation.x) > abs(translation.y) && startsOnKnob(start)
    }
}
