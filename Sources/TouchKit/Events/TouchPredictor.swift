/// The predictor behind ``UIEvent/predictedTouches(for:)``: constant velocity.
///
/// UIKit does not document its predictor. TouchKit's [?] takes the velocity between the last two samples of a
/// moved event (its coalesced samples, or the touch's previous and current location) and extrapolates
/// ``predictionCount`` touches, spaced by the interval between those samples, clamped to
/// ``minimumInterval`` ... ``maximumInterval`` so the last is at most a 60 Hz frame ahead. No prediction for a began,
/// ended or cancelled touch, or when the two samples share a time.
enum TouchPredictor {
    /// How many touches are predicted.
    static let predictionCount = 2
    /// The shortest spacing of predicted touches (a 240 Hz pencil's).
    static let minimumInterval: TimeInterval = 1.0 / 240
    /// The longest spacing: ``predictionCount`` of them make one 60 Hz frame.
    static let maximumInterval: TimeInterval = 1.0 / 120

    /// Fills `touch.predictedSamples` from its last sample and the one before (`previous`: location and time),
    /// reusing the touches already there.
    @MainActor
    static func predict(_ touch: UITouch, previousLocation: CGPoint, previousTime: TimeInterval) {
        let dt = touch.timestamp - previousTime
        guard touch.phase == .moved, dt > 0 else {
            touch.predictedSamples.removeAllKeepingCapacity()
            return
        }
        let step = min(max(dt, minimumInterval), maximumInterval)
        let velocity = CGPoint(
            x: (touch.preciseLocationInWindow.x - previousLocation.x) / dt,
            y: (touch.preciseLocationInWindow.y - previousLocation.y) / dt)
        while touch.predictedSamples.count < predictionCount {
            touch.predictedSamples.append(UITouch(fingerID: touch.fingerID))
        }
        var before = touch.preciseLocationInWindow
        for index in 0..<predictionCount {
            let ahead = step * TimeInterval(index + 1)
            let location = CGPoint(
                x: touch.preciseLocationInWindow.x + velocity.x * ahead,
                y: touch.preciseLocationInWindow.y + velocity.y * ahead)
            let predicted = touch.predictedSamples[index]
            predicted.copyPose(of: touch)
            predicted.timestamp = touch.timestamp + ahead
            predicted.previousLocationInWindow = before
            predicted.precisePreviousLocationInWindow = before
            predicted.locationInWindow = location
            predicted.preciseLocationInWindow = location
            before = location
        }
    }
}
