// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Swift 5 code that was never annotated for concurrency, as many iOS projects still are: a helper object, not
// main-actor isolated, that builds views and installs recognizers from ordinary methods. (A paraphrase of the
// photo-viewer helpers of public iOS projects, not a copy of any.)

import UIKit

/// Builds a photo view and gives it the classic gestures: double tap to zoom, single tap (waiting for the double
/// tap to fail) to toggle the chrome, pinch to zoom, all handled here.
class PhotoGestureInstaller: NSObject {
    private(set) var isChromeHidden = false
    private(set) var zoomScale: CGFloat = 1
    private(set) var installedViews: [UIView] = []

    func makePhotoView(frame: CGRect) -> UIView {
        let photoView = UIImageView(frame: frame)
        photoView.isUserInteractionEnabled = true
        photoView.accessibilityIdentifier = "photo"
        install(on: photoView)
        return photoView
    }

    func install(on view: UIView) {
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoGestureInstaller.handleDoubleTap(_:))
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: PhotoGestureInstaller.toggleChrome)
        singleTap.require(toFail: doubleTap)
        let pinch = UIPinchGestureRecognizer(target: self, action: PhotoGestureInstaller.handlePinch(_:))
        pinch.delegate = self
        view.addGestureRecognizer(singleTap)
        view.addGestureRecognizer(doubleTap)
        view.addGestureRecognizer(pinch)
        installedViews.append(view)
    }

    func uninstall(from view: UIView) {
        for recognizer in view.gestureRecognizers ?? [] {
            recognizer.removeTarget(self, action: nil)
            view.removeGestureRecognizer(recognizer)
        }
        installedViews.removeAll { $0 == view }
    }

    func handleDoubleTap(_ sender: UITapGestureRecognizer) {
        guard sender.state == .ended else { return }
        zoomScale = zoomScale > 1 ? 1 : 2
    }

    func toggleChrome() {
        isChromeHidden.toggle()
    }

    func handlePinch(_ sender: UIPinchGestureRecognizer) {
        if sender.state == .changed || sender.state == .ended {
            zoomScale = min(max(zoomScale * sender.scale, 1), 4)
            sender.scale = 1
        }
    }
}

extension PhotoGestureInstaller: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return installedViews.contains { $0 == gestureRecognizer.view }
    }
}
