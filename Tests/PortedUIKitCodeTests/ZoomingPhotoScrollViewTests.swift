import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct ZoomingPhotoScrollViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photo = ZoomingPhotoScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let simulator: TouchSimulator

    init() {
        window.addSubview(photo)
        photo.display(imageOfSize: CGSize(width: 800, height: 600))
        simulator = TouchSimulator(window: window)
    }

    /// The image's frame in window coordinates (model values, what hit testing sees).
    var imageFrame: CGRect { photo.imageView.convert(photo.imageView.bounds, to: window) }

    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }

    @Test func theFittedPhotoIsCentredVerticallyByTheContentInset() {
        #expect(near(photo.zoomScale, 390.0 / 800))
        #expect(near(photo.contentInset.top, (844 - 292.5) / 2))
        #expect(near(imageFrame.midX, 195) && near(imageFrame.midY, 422))
        #expect(near(imageFrame.width, 390))
    }

    @Test func aPinchZoomsInAndKeepsThePhotoCentredWhileItIsShorterThanTheScreen() {
        simulator.pinch(center: CGPoint(x: 195, y: 422), from: 100, to: 200)
        simulator.settle()
        #expect(photo.zoomScale > 0.9 && photo.zoomScale < 1.05)
        #expect(photo.contentInset.left == 0)
        #expect(near(photo.contentInset.top, (844 - photo.contentSize.height) / 2))
        #expect(near(imageFrame.midY, 422))
    }

    @Test func aPinchPastTheMaximumBouncesBackToIt() {
        simulator.pinch(center: CGPoint(x: 195, y: 422), from: 40, to: 340)
        simulator.settle()
        #expect(near(photo.zoomScale, photo.maximumZoomScale, 0.001))
    }

    @Test func aDoubleTapZoomsAroundTheTappedPointOverAnAnimationAndTheNextZoomsBackOut() {
        let tapped = CGPoint(x: 100, y: 400)
        let pointInImage = window.convert(tapped, to: photo.imageView)
        simulator.doubleTap(at: tapped)
        simulator.advance(by: 0.05)
        #expect(photo.zoomScale < photo.maximumZoomScale, "the zoom is animated, not done at once")
        simulator.settle()
        #expect(near(photo.zoomScale, photo.maximumZoomScale, 0.001))
        // The tapped spot of the photo is now in the middle of the screen, unless that would show past an edge.
        let spot = photo.imageView.convert(pointInImage, to: window)
        #expect(near(spot.x, 195, 1) && near(spot.y, 422, 1))
        #expect(photo.contentInset == .zero, "zoomed past the screen, no centring inset is left")

        simulator.advance(by: 0.5)
        simulator.doubleTap(at: CGPoint(x: 195, y: 422))
        simulator.settle()
        #expect(near(photo.zoomScale, photo.minimumZoomScale, 0.001))
        #expect(near(imageFrame.midX, 195) && near(imageFrame.midY, 422))
    }
}
