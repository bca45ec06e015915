/// Hit testing's walk: the plain views' own path (``UIView/isPlainView``: they cannot override it) and the subviews
/// walked front to back, borrowed from a copy of the list. ``UIView/hitTest(_:with:)`` and
/// ``UIView/point(inside:with:)``, which apps override, stay in the class.
extension UIView {
    /// ``hitTest(_:with:)`` of a plain view (``isPlainView``): the same steps, with UIView's own
    /// ``point(inside:with:)`` and the stored properties, which are what the dynamic calls would reach.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard defaultHitTestAccepts(point) else {
            HitTestRecorder.active?.viewRejected(self, at: point)
            return nil
        }
        return defaultHitTestSubviews(point, with: event)
    }

    /// The checks of ``defaultHitTest(_:with:)`` before the subviews, inlined into the walk so that a rejected plain
    /// view costs no call.
    @inline(__always)
    func defaultHitTestAccepts(_ point: CGPoint) -> Bool {
        !storedIsHidden && storedIsUserInteractionEnabled && storedAlpha >= 0.01 && hasHitTestableGeometry
            && storedBounds.containsInline(point)
    }

    /// The rest of ``defaultHitTest(_:with:)`` once the checks passed: the subviews' answer, or the view itself.
    func defaultHitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestSubviews(point, with: event) ?? self
    }

    /// The subviews' ``hitTest(_:with:)``, front to back; the first non-nil answer.
    ///
    /// The walk is over the subviews as they were when it began, as UIKit's (a copy of `subviews`): app code in an
    /// override may add or remove views meanwhile. That copy keeps every subview alive during the walk, so each is
    /// called through an unretained reference (a retain and release per subview were a third of a hit test's cost).
    /// A plain subview (``isPlainView``) is checked here, so one that is passed over costs no call.
    @inline(__always)
    func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let subviews = storedSubviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let hit = subviews.withUnretainedElement(at: index) { subview -> UIView? in
                let local = subview.convertFromSuperview(point)
                let hit: UIView?
                if !subview.isPlainView {
                    hit = subview.hitTest(local, with: event)
                } else if subview.defaultHitTestAccepts(local) {
                    hit = subview.storedSubviews.isEmpty ? subview : subview.defaultHitTestSubviews(local, with: event)
                } else {
                    HitTestRecorder.active?.viewRejected(subview, at: local)
                    hit = nil
                }
                if hit == nil { HitTestRecorder.active?.subviewMissed(subview) }
                return hit
            }
            if let hit { return hit }
        }
        return nil
    }

    /// Visible and interactive enough to be hit: not hidden, interaction on, alpha at least 0.01 (UIKit's rule), and
    /// not collapsed by a transform without an inverse (TouchKit's rule, see ``transform``), and not being animated by
    /// an animation that disallows user interaction (UIKit: "During an animation, user interactions are temporarily
    /// disabled for all views involved in the animation", `isUserInteractionEnabled`).
    @inline(__always)
    var isHitTestable: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= 0.01 && hasHitTestableGeometry
    }

    /// TouchKit's two rules of ``isHitTestable``: an invertible transform, no animation that blocks interaction.
    @inline(__always)
    var hasHitTestableGeometry: Bool {
        transformIsInvertible && interactionBlockingAnimationCount == 0
    }
}
