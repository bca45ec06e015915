import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct PhotoGestureInstallerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let installer = PhotoGestureInstaller()

    @Test func aSingleTapTogglesTheChromeOnceTheDoubleTapHasFailed() {
        window.addSubview(installer.makePhotoView(frame: window.bounds))
        let simulator = TouchSimulator(window: window)
        simulator.tap(at: CGPoint(x: 200, y: 400))
        #expect(installer.isChromeHidden == false)
        simulator.advance(by: 0.5)
        #expect(installer.isChromeHidden)
    }

    @Test func aDoubleTapZoomsWithoutTogglingTheChrome() {
        window.addSubview(installer.makePhotoView(frame: window.bounds))
        let simulator = TouchSimulator(window: window)
        simulator.doubleTap(at: CGPoint(x: 200, y: 400))
        simulator.advance(by: 0.5)
        #expect(installer.zoomScale == 2 && installer.isChromeHidden == false)
    }

    @Test func aPinchOutZoomsThroughTheDelegateThatAllowsIt() {
        window.addSubview(installer.makePhotoView(frame: window.bounds))
        _ = TouchSimulator(window: window).pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 200)
        #expect(installer.zoomScale > 1.8 && installer.zoomScale <= 2.01)
    }

    @Test func uninstallingRemovesEveryRecognizerAndItsTargets() {
        let photo = installer.makePhotoView(frame: window.bounds)
        window.addSubview(photo)
        installer.uninstall(from: photo)
        TouchSimulator(window: window).doubleTap(at: CGPoint(x: 200, y: 400))
        #expect(installer.zoomScale == 1 && photo.gestureRecognizers?.isEmpty ?? true)
        #expect(installer.installedViews.isEmpty)
    }
}
