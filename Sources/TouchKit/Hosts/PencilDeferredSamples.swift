/// The copies that stand for a pencil's coalesced samples (``UIEvent/coalescedTouches(for:)``), reused from one
/// event to the next, except a copy awaiting refinement, which is replaced. One per host's pencil, shared by its
/// touches (one at a time is down).
@MainActor
final class PencilCopyPool {
    // `@exclusivity(unchecked)`: read and written only while the pencil's copies are made, on the main actor, with no
    // access held across app code.
    @exclusivity(unchecked) private var copies: [UITouch] = []

    init() { copies.reserveCapacity(16) }

    /// The copy for the `position`th sample of an event: the one used last time unless it still awaits refinement.
    func copy(at position: Int) -> UITouch {
        if position == copies.count {
            copies.append(UITouch(fingerID: TouchHost.pencilFingerID))
        } else if copies[position].awaitsRefinement {
            copies[position] = UITouch(fingerID: TouchHost.pencilFingerID)
        }
        return copies[position]
    }
}

/// A pencil touch's coalesced and predicted touches, made when asked.
///
/// A pencil event keeps its reports as values (``UITouch/deferredReports``) and makes their copies only when app code
/// asks for them (``UIEvent/coalescedTouches(for:)``, ``UIEvent/predictedTouches(for:)``): a canvas that never asks
/// pays nothing for them (docs/Performance.md). The copies read as the eager ones did, because they are made from the
/// touch as the event left it: the host's pencil paths that change the touch before they are asked for (the
/// pencil's next event drops them unasked; a refinement, a cancel) make them first, and the phase they read is the
/// one the event gave (a finger's later event may mark the touch stationary, with no other change). They are made at
/// once when the event begins the touch (the dispatch gives it its tap count afterwards) or when a report awaits
/// refinement (the refinement needs its copy).
extension UITouch {
    /// The touch takes `report`'s angles and estimates.
    func takePose(of report: PencilSample) {
        altitudeAngle = report.altitudeAngle
        azimuthAngleInWindow = report.azimuthAngle
        rollAngle = report.rollAngle
        estimatedProperties = report.estimatedProperties
        estimatedPropertiesExpectingUpdates = report.estimatedPropertiesExpectingUpdates
        let hasEstimates = !report.estimatedProperties.isEmpty || !report.estimatedPropertiesExpectingUpdates.isEmpty
        estimationIndex = hasEstimates ? report.estimationUpdateIndex : nil
    }

    /// Makes ``coalescedSamples`` and ``predictedSamples`` from ``deferredReports``, if any are waiting, and forgets
    /// the reports.
    @inline(__always)
    func makeDeferredSamples() {
        if !deferredReports.isEmpty { makeSamplesOfDeferredReports() }
    }

    @inline(never)
    private func makeSamplesOfDeferredReports() {
        guard let pool = copyPool else { return deferredReports.removeAllKeepingCapacity() }
        let current = phase
        phase = deferredPhase
        defer { phase = current }
        coalescedSamples.removeAllKeepingCapacity()
        var previous = precisePreviousLocationInWindow
        let last = deferredReports.count - 1
        for position in 0...last {
            let report = deferredReports[position]
            let copy = pool.copy(at: position)
            copy.copyPose(of: self)
            copy.phase = position == last ? phase : .moved
            copy.timestamp = report.timestamp
            copy.force = report.force
            copy.previousLocationInWindow = previous
            copy.precisePreviousLocationInWindow = previous
            copy.locationInWindow = report.location
            copy.preciseLocationInWindow = report.location
            copy.takePose(of: report)
            coalescedSamples.append(copy)
            previous = report.location
        }
        deferredReports.removeAllKeepingCapacity()
        TouchPredictor.predict(self, previousLocation: predictionBasis.location, previousTime: predictionBasis.time)
    }
}
