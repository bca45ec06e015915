/// A pinch driven by a trackpad pinch (a transform event, ``UIEvent/EventType/transform``), as on iPadOS: UIKit
/// hands the trackpad's pinch to `UIPinchGestureRecognizer` (the 2020 talk, Build for the iPadOS pointer).
///
/// The trackpad already decided it is a pinch: there is no hysteresis. The pinch begins at the first scale change,
/// ``UIPinchGestureRecognizer/scale`` is the product of the changes since (1 at the start), the velocity is blended as
/// for fingers, and it ends when the fingers lift (fails if they lift before any change).
/// ``UIGestureRecognizer/location(in:)`` is the pointer's location.
extension UIPinchGestureRecognizer {
    func handleTransform(_ event: TransformEvent) {
        lastCentroidInWindow = event.locationInWindow
        if event.phase != .cancelled { applyTransformScale(event.scale, at: event.timestamp) }
        followIndirectPhase(event.phase, moved: event.scale != 1)
    }
}
