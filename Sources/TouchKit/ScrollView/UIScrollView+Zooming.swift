/// The pinch a scroll view zooms with (UIKit's `UIScrollViewPinchGestureRecognizer`): it begins only when zooming is
/// possible, and recognizes alongside its scroll view's pan.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    /// (`unowned`, cleared by the scroll view's `deinit`.)
    unowned var scrollView: UIScrollView?

    override func shouldBeginByDesign() -> Bool { scrollView?.isZoomPossible ?? false }

    override func recognizesSimultaneouslyByDesign(with other: UIGestureRecognizer) -> Bool {
        other === scrollView?.pan
    }
}

extension UIScrollView {
    /// Zooming needs a `viewForZooming` and room between the limits (UIKIT_FACTS "Defaults").
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
                motion.zoom = ZoomMotion(
                    from: scale, to: limited, duration: ZoomAnimation.duration(from: scale, to: limited),
                    anchorInZoomView: pinch.location(in: zoomView), anchorInScrollView: pinch.location(in: self),
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
        setZoom(zoom.scale, keeping: zoom.anchorInZoomView, at: zoom.anchorInScrollView, zoomView)
    }

    func finishZoomMotion(_ zoom: ZoomMotion) {
        motion.zoom = nil
        isZoomBouncing = false
        let zoomView = delegate?.viewForZooming(in: self)
        if let zoomView { setZoom(zoom.to, keeping: zoom.anchorInZoomView, at: zoom.anchorInScrollView, zoomView) }
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

    private func zoom(toScale target: CGFloat, anchor: CGPoint, at point: CGPoint, animated: Bool, _ zoomView: UIView) {
        stopMotion(notify: false)
        guard animated, window != nil, target != storedZoomScale else {
            let pointInViewport = CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
            setZoom(target, keeping: anchor, at: CGPoint(x: contentOffset.x + pointInViewport.x, y: contentOffset.y + pointInViewport.y), zoomView)
            contentOffset = clampedOffset(contentOffset)
            return
        }
        delegate?.scrollViewWillBeginZooming(self, with: zoomView)
        motion.zoom = ZoomMotion(
            from: storedZoomScale, to: target, duration: ZoomAnimation.duration(from: storedZoomScale, to: target),
            anchorInZoomView: anchor, anchorInScrollView: point, isProgrammatic: true)
        startMotionLink()
    }
}

/// Where a pinch started.
struct ZoomGesture {
    var startScale: CGFloat = 1
    var anchorInZoomView: CGPoint = .zero
}
