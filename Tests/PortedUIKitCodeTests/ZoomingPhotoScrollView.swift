// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the zoomable image scroll views of public iOS
// projects and Apple's PhotoScroller sample, not a copy of any).  Porting gap: TouchKit has no `UIImage`, so where the
// original does `imageView.image = image` and sizes the image view to `image.size`, this takes the image's size (the
// only thing the touch code reads from it).

import UIKit

/// A photo that fits the screen, pinches between its fitting scale and four times that, zooms in around a double
/// tap and back out on the next, and stays centred while smaller than the screen.
final class ZoomingPhotoScrollView: UIScrollView, UIScrollViewDelegate {
    let imageView = UIImageView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        bouncesZoom = true
        decelerationRate = .fast
        contentInsetAdjustmentBehavior = .never
        imageView.isUserInteractionEnabled = true
        addSubview(imageView)

        let doubleTap = UITapGestureRecognizer(target: self, action: ZoomingPhotoScrollView.handleDoubleTap(_:))
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func display(imageOfSize size: CGSize) {
        zoomScale = 1
        imageView.frame = CGRect(origin: .zero, size: size)
        contentSize = size
        configureZoomScales(for: size)
        zoomScale = minimumZoomScale
        centerImage()
    }

    private func configureZoomScales(for imageSize: CGSize) {
        let widthScale = bounds.width / imageSize.width
        let heightScale = bounds.height / imageSize.height
        let fittingScale = min(widthScale, heightScale)
        minimumZoomScale = fittingScale
        maximumZoomScale = fittingScale * 4
    }

    // MARK: - UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return imageView
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        centerImage()
    }

    private func centerImage() {
        let horizontalInset = max((bounds.width - contentSize.width) / 2, 0)
        let verticalInset = max((bounds.height - contentSize.height) / 2, 0)
        contentInset = UIEdgeInsets(
            top: verticalInset, left: horizontalInset, bottom: verticalInset, right: horizontalInset)
    }

    // MARK: - Double tap

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let center = recognizer.location(in: imageView)
            zoom(to: zoomRect(forScale: maximumZoomScale, center: center), animated: true)
        }
    }

    private func zoomRect(forScale scale: CGFloat, center: CGPoint) -> CGRect {
        var zoomRect = CGRect.zero
        zoomRect.size.width = frame.size.width / scale
        zoomRect.size.height = frame.size.height / scale
        zoomRect.origin.x = center.x - zoomRect.size.width / 2
        zoomRect.origin.y = center.y - zoomRect.size.height / 2
        return zoomRect
    }
}
