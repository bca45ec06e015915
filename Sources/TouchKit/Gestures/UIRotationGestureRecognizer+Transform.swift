/// A rotation driven by a trackpad rotation (a transform event, ``UIEvent/EventType/transform``), as on iPadOS.
///
/// The trackpad already decided it is a rotation: there is no threshold. The rotation begins at the first angle
/// change, ``UIRotationGestureRecognizer/rotation`` is the sum of the changes since, the velocity is blended as for
/// fingers, and it ends when the fingers lift (fails if they lift before any change). A trackpad pinch that does
/// not turn never begins a rotation.
extension UIRotationGestureRecognizer {
    func handleTransform(_ event: TransformEvent) {
        lastCentroidInWindow = event.locationInWindow
        if event.phase != .cancelled { applyTransformRotation(event.rotation, at: event.timestamp) }
        followIndirectPhase(event.phase, moved: event.rotation != 0)
    }
}
