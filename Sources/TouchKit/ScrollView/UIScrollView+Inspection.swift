/// What the testing library's lint and explorer read of a scroll view: `package` access, for TouchKitTesting only.
extension UIScrollView {
    /// How long content touches are held while ``delaysContentTouches`` is on (docs/UIKitFacts.md, "Touch delay").
    package static var contentTouchDelay: TimeInterval { ScrollViewDelayedTouchesBeganGestureRecognizer.touchDelay }

    /// Whether a drag can move the content horizontally (or it bounces there anyway).
    package var scrollsHorizontally: Bool { canScrollHorizontally }
    /// Whether a drag can move the content vertically (or it bounces there anyway).
    package var scrollsVertically: Bool { canScrollVertically }

    /// Whether `recognizer` is one of the scroll view's own (its pan, pinch and touch-delay recognizer).
    package func isOwnRecognizer(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer === pan || recognizer === pinch || recognizer === touchDelay
    }
}
