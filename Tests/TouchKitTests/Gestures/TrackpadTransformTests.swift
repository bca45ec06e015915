import Testing
@testable import TouchKit
import TouchKitTesting

/// Pinch and rotation recognizing a trackpad's transform events, as on iPadOS.
@MainActor
@Suite struct TrackpadTransformTests {
    private let point = CGPoint(x: 150, y: 250)

    @Test func aPinchRecognizesATrackpadPinchWithItsScaleAndLocation() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let scales = pinch.record { $0.scale }
        pinch.simulator.trackpadPinch(at: point, scale: 2, duration: 0.2)
        #expect(pinch.actions.names.first == "began")
        #expect(pinch.actions.names.last == "ended")
        #expect(abs(scales.values.last! - 2) < 0.0001)
        #expect(pinch.recognizer.location(in: nil) == point)
    }

    @Test func aTrackpadPinchHasAVelocityInScalePerSecond() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let velocities = pinch.record { $0.velocity }
        pinch.simulator.trackpadPinch(at: point, scale: 2, duration: 0.5, lift: false)
        #expect(velocities.values.last! > 1)
    }

    @Test func settingTheScaleReadsTheTrackpadPinchAsIncrements() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        var product: CGFloat = 1
        pinch.recognizer.addTarget(handler: { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            product *= pinch.scale
            pinch.scale = 1
        })
        pinch.simulator.trackpadPinch(at: point, scale: 3, duration: 0.2)
        #expect(abs(product - 3) < 0.0001)
    }

    @Test func aRotationRecognizesATrackpadRotation() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        let angles = rotation.record { $0.rotation }
        rotation.simulator.trackpadRotate(at: point, by: .pi / 4, duration: 0.2)
        #expect(rotation.actions.names.first == "began")
        #expect(rotation.actions.names.last == "ended")
        #expect(abs(angles.values.last! - .pi / 4) < 0.0001)
    }

    @Test func aTrackpadPinchThatDoesNotTurnNeverBeginsARotation() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.trackpadPinch(at: point, scale: 2, duration: 0.2)
        #expect(rotation.actions.names.isEmpty)
        #expect(rotation.recognizer.state == .possible)
    }

    @Test func aPanDoesNotTakeATrackpadPinch() {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let fixture = RecognizerFixture(pan)
        fixture.simulator.trackpadPinch(at: point, scale: 2, duration: 0.2)
        #expect(fixture.actions.names.isEmpty)
    }
}
