import TouchKit

/// The rule about pans inside scroll views.
extension GestureLint {
    /// App pans (not screen-edge pans) on a scroll view or inside one that scrolls: a drag starting on the pan's view
    /// along a scrolling axis goes to whichever recognizes first, and on the same sample the deeper view's pan wins
    /// the tie (docs/UIKitFacts.md, "Gesture recognizer core", Ties), so the content cannot be scrolled from there.
    ///
    /// A warning when nothing in the scene decides between them. A pan subclass, or a pan with a delegate, may refuse
    /// an axis (fail on the cross axis, as the 2014 talk's vertical pan does, or answer no in
    /// `gestureRecognizerShouldBegin`): the lint plays a drag along each axis with it in a window of its own
    /// (`PanAxisProbe`) and warns only about the scrolling axes along which it would begin; one that refuses every
    /// one of them does not fight the scroll view. No finding when a failure requirement links the two, or when they
    /// may recognize together by design of a delegate (both move then, which a delegate asks for on purpose).
    static func pansInsideScrollViews(in scene: LintScene) -> [GestureLintFinding] {
        var findings: [GestureLintFinding] = []
        for entry in scene.entries where !scene.isEngineOwned(entry) {
            guard let pan = entry.recognizer as? UIPanGestureRecognizer, !(pan is UIScreenEdgePanGestureRecognizer),
                  let scrollView = enclosingScrollingView(of: entry.view)
            else { continue }
            let scrollPan = LintScene.Entry(recognizer: scrollView.panGestureRecognizer, view: scrollView)
            if LintScene.linked(entry, scrollPan) || LintScene.recognizeTogether(entry, scrollPan) { continue }
            var horizontal = scrollView.scrollsHorizontally, vertical = scrollView.scrollsVertically
            let decides = pan.delegate != nil || type(of: pan) != UIPanGestureRecognizer.self
            let probed = decides ? PanAxisProbe.axes(of: pan, on: entry.view) : nil
            if let probed {
                horizontal = horizontal && probed.horizontal
                vertical = vertical && probed.vertical
                if !horizontal && !vertical { continue }
            }
            let axes = [horizontal ? "horizontally" : nil, vertical ? "vertically" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            // Not probed (it is in a gesture): it may still refuse the scrolling axis.
            let mayDecide = decides && probed == nil
            let scrollName = TraceEvent.describe(scrollView)
            let fix = "make the pan fail for \(axes == "horizontally" ? "horizontal" : axes == "vertically" ? "vertical" : "scrolling") "
                + "movement in gestureRecognizerShouldBegin(_:) (a delegate or subclass reading velocity(in:)), or "
                + "link the two: \(scrollName).panGestureRecognizer.require(toFail: \(TraceEvent.describe(pan))) "
                + "(or the other way round)"
            findings.append(GestureLintFinding(
                severity: mayDecide ? .note : .warning, rule: .panInsideScrollView,
                recognizer: TraceEvent.describe(pan), view: TraceEvent.describe(entry.view),
                reason: "\(LintScene.name(entry)) is inside \(scrollName), which scrolls \(axes): a drag that starts on "
                    + "\(TraceEvent.describe(entry.view)) moves whichever recognizes first, and the deeper view's pan wins "
                    + "the tie, so the scroll view cannot be scrolled from there"
                    + (mayDecide ? " (unless its \(pan.delegate != nil ? "delegate" : "subclass") refuses the scrolling axis in gestureRecognizerShouldBegin)" : ""),
                fix: fix))
        }
        return findings
    }

    /// The nearest scroll view at or above `view` that can scroll.
    private static func enclosingScrollingView(of view: UIView) -> UIScrollView? {
        var current: UIView? = view
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView, scrollView.scrollsHorizontally || scrollView.scrollsVertically {
                return scrollView
            }
            current = candidate.superview
        }
        return nil
    }
}
