/// The pinch a scroll view zooms with (UIKit's `UIScrollViewPinchGestureRecognizer`): it begins only when zooming is
/// possible, and recognizes alongside its scroll view's pan.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { ScrollViewPinchGestureRecognizer.self }

    /// (`unowned`, cleared by the scroll view's `deinit`.)
    unowned var scrollView: UIScrollView?

    override func shouldBeginByDesign() -> Bool { scrollView?.isZoomPossible ?? false }

    override func recognizesSimultaneouslyByDesign(with other: UIGestureRecognizer) -> Bool {
        other === scrollView?.pan
    }
}

extension UIScrollView {
    /// Zooming needs a `viewForZooming` and room between the limits (docs/UIKitFacts.md, "Defaults").
    var isZoomPossible: Bool {
        maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
    }

    private var zoomRubberBand: ZoomRubberBand {
        ZoomRubberBand(minimumScale: minimumZoomScale, maximumScale: max(maximumZoomScale, minimumZoomScale))
    }

    func handlePinch() {
        guard let zoomView = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion(notify: false)
            isZooming = true
            zoomGesture = ZoomGesture(
                startScale: storedZoomScale,
                anchorInZoomView: pinch.location(in: zoomView))
            delegate?.scrollViewWillBeginZooming(self, with: zoomView)
            applyPinch(zoomView)
        case .changed:
            applyPinch(zoomView)
        case .ended, .cancelled:
            isZooming = false
            keepIndicatorsAfterScrolling()
            let scale = storedZoomScale
            let limited = min(max(scale, minimumZoomScale), maximumZoomScale)
            if limited != scale, window != nil {
                isZoomBouncing = true
                motion.zoom = zoomMotion(
                    to: limited, keeping: pinch.location(in: zoomView), at: pinch.location(in: self), zoomView,
                    isProgrammatic: false)
                startMotionLink()
            } else {
                if limited != scale { setZoom(limited, keeping: pinch.location(in: zoomView), at: pinch.location(in: self), zoomView) }
                contentOffset = clampedOffset(contentOffset)
                delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: storedZoomScale)
            }
        default:
            break
        }
    }

    private func applyPinch(_ zoomView: UIView) {
        let requested = zoomGesture.startScale * pinch.scale
        guard requested.isFinite, requested > 0 else { return }
        let shown = bouncesZoom
            ? zoomRubberBand.displayedScale(forUnclamped: requested)
            : min(max(requested, minimumZoomScale), maximumZoomScale)
        setZoom(shown, keeping: zoomGesture.anchorInZoomView, at: pinch.location(in: self), zoomView)
    }

    /// Scales the zoom view, keeps its frame at the content origin, makes the content size follow, and moves the
    /// offset so `anchor` (zoom-view coordinates) stays under `point` (scroll-view coordinates).
    func setZoom(_ scale: CGFloat, keeping anchor: CGPoint, at point: CGPoint, _ zoomView: UIView) {
        guard scale.isFinite, scale > 0 else { return }
        let changed = scale != storedZoomScale
        storedZoomScale = scale
        if changed { observedValuesDidChange() }
        zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = zoomView.bounds.size
        zoomView.center = CGPoint(x: size.width * scale * zoomView.layer.anchorPoint.x, y: size.height * scale * zoomView.layer.anchorPoint.y)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let anchorNow = zoomView.convert(anchor, to: self)
        let offset = contentOffset
        contentOffset = CGPoint(x: offset.x + anchorNow.x - point.x, y: offset.y + anchorNow.y - point.y)
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    func stepZoom(by interval: TimeInterval) {
        guard var zoom = motion.zoom, let zoomView = delegate?.viewForZooming(in: self) else { return }
        zoom.elapsed += interval
        motion.zoom = zoom
        setZoom(zoom.scale, keeping: zoom.anchorInZoomView, at: contentOffset + zoom.anchorInViewport, zoomView)
    }

    func finishZoomMotion(_ zoom: ZoomMotion) {
        motion.zoom = nil
        isZoomBouncing = false
        let zoomView = delegate?.viewForZooming(in: self)
        if let zoomView { setZoom(zoom.to, keeping: zoom.anchorInZoomView, at: contentOffset + zoom.anchorInViewport, zoomView) }
        contentOffset = clampedOffset(contentOffset)
        if zoom.isProgrammatic {
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: storedZoomScale)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: storedZoomScale)
        }
    }

    func performSetZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let zoomView = delegate?.viewForZooming(in: self) else { return }
        let target = min(max(scale, minimumZoomScale), max(maximumZoomScale, minimumZoomScale))
        let center = CGPoint(x: contentOffset.x + storedBounds.width / 2, y: contentOffset.y + storedBounds.height / 2)
        let anchor = zoomView.convert(center, from: self)
        zoom(toScale: target, anchor: anchor, at: center, animated: animated, zoomView)
    }

    func performZoom(to rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0, let zoomView = delegate?.viewForZooming(in: self) else { return }
        let scale = min(storedBounds.width / rect.width, storedBounds.height / rect.height)
        let target = min(max(scale, minimumZoomScale), max(maximumZoomScale, minimumZoomScale))
        let anchor = CGPoint(x: rect.midX, y: rect.midY)
        let center = CGPoint(x: contentOffset.x + storedBounds.width / 2, y: contentOffset.y + storedBounds.height / 2)
        zoom(toScale: target, anchor: anchor, at: center, animated: animated, zoomView)
    }

    /// Zooms to `target` keeping `anchor` (zoom-view coordinates) under `point` (scroll-view coordinates), then
    /// clamps the offset into the range. Animated, it ends exactly there too (``zoomMotion(to:keeping:at:_:isProgrammatic:)``);
    /// at the current scale it is a scroll to that offset.
    private func zoom(toScale target: CGFloat, anchor: CGPoint, at point: CGPoint, animated: Bool, _ zoomView: UIView) {
        stopMotion(notify: false)
        guard animated, window != nil else {
            setZoom(target, keeping: anchor, at: point, zoomView)
            contentOffset = clampedOffset(contentOffset)
            return
        }
        guard target != storedZoomScale else {
            setContentOffset(clampedOffset(zoomedOffset(target, keeping: anchor, at: point, zoomView)), animated: true)
            return
        }
        delegate?.scrollViewWillBeginZooming(self, with: zoomView)
        motion.zoom = zoomMotion(to: target, keeping: anchor, at: point, zoomView, isProgrammatic: true)
        startMotionLink()
    }

    /// The offset a zoom to `scale` keeping `anchor` under `point` rests at: the anchor's content position at that
    /// scale less its place in the viewport, clamped into the range the content has at that scale, on the pixel grid.
    /// (``setZoom(_:keeping:at:_:)`` keeps the zoom view's frame at the content origin, so a zoom-view point `p` sits
    /// at `(p − bounds.origin) × scale` in the content.)
    private func zoomedOffset(_ scale: CGFloat, keeping anchor: CGPoint, at point: CGPoint, _ zoomView: UIView) -> CGPoint {
        let origin = zoomView.bounds.origin, size = zoomView.bounds.size
        let offset = contentOffset
        let unclamped = CGPoint(
            x: (anchor.x - origin.x) * scale - (point.x - offset.x),
            y: (anchor.y - origin.y) * scale - (point.y - offset.y))
        let contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        return pixelGrid.rounded(clampedOffset(unclamped, contentSize: contentSize))
    }

    /// An animated zoom (or zoom bounce) from the current scale and offset to where the same zoom without animation
    /// rests (``zoomedOffset(_:keeping:at:_:)``, clamping included), so the animation lands on the same scale and
    /// offset. TouchKit turns it about the one content point that is at the same place on screen at the start and
    /// the end: per axis `q = (o₁ − o₀) / (s₁ − s₀)` (in unscaled content points), on screen at `q·s₀ − o₀`. Every
    /// frame is then a zoom about that point, so the offset moves monotonically from `o₀` to `o₁` and never leaves
    /// the range on the way. UIKit animates its zoom with Core Animation; it ends on the unanimated result as well
    /// (the path in between is TouchKit's). `target` must differ from the current scale.
    func zoomMotion(
        to target: CGFloat, keeping anchor: CGPoint, at point: CGPoint, _ zoomView: UIView, isProgrammatic: Bool
    ) -> ZoomMotion {
        let start = storedZoomScale, startOffset = contentOffset
        let end = zoomedOffset(target, keeping: anchor, at: point, zoomView)
        let origin = zoomView.bounds.origin
        let pivot = CGPoint(x: (end.x - startOffset.x) / (target - start), y: (end.y - startOffset.y) / (target - start))
        return ZoomMotion(
            from: start, to: target, duration: ZoomAnimation.duration(from: start, to: target),
            anchorInZoomView: CGPoint(x: pivot.x + origin.x, y: pivot.y + origin.y),
            anchorInViewport: CGPoint(x: pivot.x * start - startOffset.x, y: pivot.y * start - startOffset.y),
            isProgrammatic: isProgrammatic)
    }
}

/// Where a pinch started.
struct ZoomGesture {
    var startScale: CGFloat = 1
    var anchorInZoomView: CGPoint = .zero
}
