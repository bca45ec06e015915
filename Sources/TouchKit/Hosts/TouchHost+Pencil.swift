extension TouchHost {
    /// The finger id of the pencil's touch. Reserved: a host's own fingers use other ids.
    public static let pencilFingerID = Int.min + 1_001
    /// How long a hovering pencil may send nothing before the host takes it as gone: 1 s (TouchKit's choice [?]: a
    /// pencil in range reports as it moves, and a digitizer that lost it may never say so).
    public static let pencilHoverTimeout: TimeInterval = 1
    /// The pencil's ``UITouch/maximumPossibleForce``: 25/6 ≈ 4.17, the top of the range Apple Pencil reports [pub,
    /// Apple Developer Forums thread 726359, "0 - 4.2"].
    public static let pencilMaximumPossibleForce: CGFloat = 25.0 / 6.0

    /// Delivers one pencil report (see ``sendPencil(_:)``).
    public func send(_ sample: PencilSample) { sendPencil([sample]) }

    /// Delivers pencil reports gathered since the last frame, as UIKit does Apple Pencil's ([doc] Getting
    /// high-fidelity input with coalesced touches; docs/UIKitFacts.md, "Pointer and pencil"):
    ///
    /// - contact samples (began, moved, ended, cancelled) become a touch of type `UITouch.TouchType.pencil` (finger
    ///   ``pencilFingerID``) delivered as a finger's, with its force, altitude, azimuth, roll and estimates; moved
    ///   samples in a row make one event, whose touch is the last and whose ``UIEvent/coalescedTouches(for:)`` are
    ///   all of them, and whose ``UIEvent/predictedTouches(for:)`` extrapolate it;
    /// - hovering samples move a hover (``UIHoverGestureRecognizer`` with ``UIHoverGestureRecognizer/zOffset``);
    ///   touching down, leaving the range, or ``pencilHoverTimeout`` without a sample ends it;
    /// - samples expecting updates wait for ``refine(_:)``.
    ///
    /// Bad input, each with a ``TouchDiagnostic``: a NaN, infinite or absurd location drops the sample; a timestamp
    /// going back is clamped; a force, angle or zOffset that is not finite is replaced by its default, one out of range
    /// clamped (`invalidPencilValue`); a hovering sample while the pencil touches first ends the touch where it was
    /// (`invalidArgument`), so it still ends exactly once.
    public func sendPencil(_ samples: [PencilSample]) {
        if isInEvent { queueUntilTheEventIsOver({ [self] in sendPencil(samples) }); return }
        guard acceptsSamples else { return }
        let pencil = self.pencil ?? PencilTracker()
        self.pencil = pencil
        pencil.run.removeAllKeepingCapacity()
        for sample in samples {
            // The usual report, a move with nothing to diagnose, is taken as it came (no copy of it checked).
            if sample.phase == .moved, isUsual(sample) {
                lastTimestamp = sample.timestamp
                pencil.run.append(sample)
                continue
            }
            guard let sample = checked(sample) else { continue }
            switch sample.phase {
            case .hovering:
                deliverPencilRun()
                if let touch = touch(forFinger: Self.pencilFingerID) {
                    diagnose(.invalidArgument, "pencil: hovering while touching: its touch ends first", finger: Self.pencilFingerID)
                    pencil.run.append(PencilSample(.ended, location: touch.preciseLocationInWindow, timestamp: sample.timestamp, force: 0))
                    deliverPencilRun()
                }
                hoverPencil(sample)
            case .leftRange:
                deliverPencilRun()
                pencil.hover.end(in: window, time: sample.timestamp)
            case .began:
                deliverPencilRun()
                pencil.hover.end(in: window, time: sample.timestamp)
                pencil.run.append(sample)
                deliverPencilRun()
            case .moved:
                pencil.run.append(sample)
            case .ended, .cancelled:
                pencil.run.append(sample)
                deliverPencilRun()
            }
        }
        deliverPencilRun()
    }

    /// The refined values of a sample sent with estimates expecting updates: its copy (the coalesced touch that
    /// stood for it, and the pencil's touch if that sample is still its latest) takes them, and the touch's view and
    /// recognizers get `touchesEstimatedPropertiesUpdated(_:)` with it ([doc] UIResponder,
    /// touchesEstimatedPropertiesUpdated(_:)). Once nothing more is expected the sample is forgotten.
    ///
    /// An index no sample awaits is dropped with a diagnostic (`unknownEstimationUpdateIndex`); values as in
    /// ``sendPencil(_:)``.
    public func refine(_ refinement: PencilRefinement) {
        if isInEvent { queueUntilTheEventIsOver({ [self] in refine(refinement) }); return }
        guard acceptsSamples else { return }
        guard let pencil, let position = pencil.pending.firstIndex(where: { $0.index == refinement.estimationUpdateIndex })
        else {
            return diagnose(.unknownEstimationUpdateIndex, "pencil: no sample awaits refinement \(refinement.estimationUpdateIndex): dropped", finger: Self.pencilFingerID)
        }
        let entry = pencil.pending[position]
        // The touch's copies not made yet are made from it as it is, before the refinement changes it.
        entry.touch.makeDeferredSamples()
        var refined: UITouch.Properties = []
        let targets = entry.touch.estimationIndex == entry.index ? [entry.sample, entry.touch] : [entry.sample]
        if let force = refinement.force {
            let value = checkedPencilValue(force, default: 1, range: 0...Self.pencilMaximumPossibleForce, "force")
            for touch in targets { touch.force = value }
            refined.insert(.force)
        }
        if let altitude = refinement.altitudeAngle {
            let value = checkedPencilValue(altitude, default: .pi / 2, range: 0...(.pi / 2), "altitude")
            for touch in targets { touch.altitudeAngle = value }
            refined.insert(.altitude)
        }
        if let azimuth = refinement.azimuthAngle {
            let value = checkedPencilValue(azimuth, default: 0, range: -.infinity...(.infinity), "azimuth")
            for touch in targets { touch.azimuthAngleInWindow = value }
            refined.insert(.azimuth)
        }
        if let roll = refinement.rollAngle {
            let value = checkedPencilValue(roll, default: 0, range: -.infinity...(.infinity), "roll")
            for touch in targets { touch.rollAngle = value }
            refined.insert(.roll)
        }
        if let location = refinement.location, isAcceptable(location) {
            for touch in targets {
                touch.locationInWindow = location
                touch.preciseLocationInWindow = location
            }
            refined.insert(.location)
        }
        let expecting = entry.sample.estimatedPropertiesExpectingUpdates.subtracting(refined).intersection(refinement.stillExpected)
        for touch in targets { touch.estimatedPropertiesExpectingUpdates = expecting }
        if expecting.isEmpty {
            pencil.pending.remove(at: position)
            entry.sample.awaitsRefinement = false
        }
        tellRefined(entry)
    }

    // MARK: Contact

    /// The contact samples gathered (``PencilTracker/run``) as one event: its touch is the last sample.
    private func deliverPencilRun() {
        guard let pencil, let last = pencil.run.last else { return }
        let id = Self.pencilFingerID
        let phase: UITouch.Phase = switch last.phase {
        case .began: .began
        case .ended: .ended
        case .cancelled: .cancelled
        case .moved, .hovering, .leftRange: .moved
        }
        // The timers due before the event fire first (as `send` would run them), since they may change the touch.
        if last.timestamp > window.clock.now { window.clock.advance(to: last.timestamp) }
        var before = (location: last.location, time: last.timestamp)
        if let touch = touch(forFinger: id) {
            before = (touch.preciseLocationInWindow, touch.timestamp)
            // The previous event's copies, never asked for, are not made: this event's replace them.
            touch.deferredReports.removeAllKeepingCapacity()
        }
        let sample = TouchSample(id: id, phase: phase, location: last.location, timestamp: last.timestamp, type: .pencil, force: last.force, majorRadius: 0.25)
        send(sample) { touch in
            fill(touch, from: pencil, before: before)
        }
        pencil.run.removeAllKeepingCapacity()
    }

    /// Gives the pencil's touch the pose of the run's last sample, and the run's reports, whose copies are made when
    /// asked for (`PencilDeferredSamples.swift`); at once when the touch begins or a report awaits refinement.
    private func fill(_ touch: UITouch, from pencil: PencilTracker, before: (location: CGPoint, time: TimeInterval)) {
        let count = pencil.run.count
        guard count > 0 else { return }
        let last = pencil.run[count - 1]
        touch.maximumPossibleForce = Self.pencilMaximumPossibleForce
        touch.precisePreviousLocationInWindow = touch.phase == .began ? last.location : before.location
        touch.takePose(of: last)
        if touch.copyPool !== pencil.copies { touch.copyPool = pencil.copies }
        if count > 1 {
            let previous = pencil.run[count - 2]
            touch.predictionBasis = (previous.location, previous.timestamp)
        } else {
            touch.predictionBasis = before
        }
        // The reports change hands, storage and all; the run takes the touch's emptied list.
        swap(&touch.deferredReports, &pencil.run)
        touch.deferredPhase = touch.phase
        if pencil.run.capacity < 16 { pencil.run.reserveCapacity(16) }
        var awaitsRefinement = false
        for report in touch.deferredReports where !report.estimatedPropertiesExpectingUpdates.isEmpty {
            awaitsRefinement = true
        }
        guard touch.phase == .began || awaitsRefinement else { return }
        let reports = touch.deferredReports
        touch.makeDeferredSamples()
        for position in reports.indices {
            let report = reports[position]
            if !report.estimatedPropertiesExpectingUpdates.isEmpty, let index = report.estimationUpdateIndex {
                let entry = PencilTracker.PendingEstimate(index: index, sample: touch.coalescedSamples[position], touch: touch)
                awaitRefinement(entry, in: pencil)
            }
        }
    }

    /// Records a sample awaiting refinement; past ``PencilTracker/maximumPendingEstimates`` the oldest is given up.
    private func awaitRefinement(_ entry: PencilTracker.PendingEstimate, in pencil: PencilTracker) {
        if let duplicate = pencil.pending.firstIndex(where: { $0.index == entry.index }) {
            diagnose(.invalidArgument, "pencil: estimation update index \(entry.index) sent twice: the later sample awaits it", finger: Self.pencilFingerID)
            pencil.pending[duplicate].sample.awaitsRefinement = false
            pencil.pending.remove(at: duplicate)
        }
        entry.sample.awaitsRefinement = true
        pencil.pending.append(entry)
        guard pencil.pending.count > PencilTracker.maximumPendingEstimates else { return }
        let oldest = pencil.pending.removeFirst()
        oldest.sample.awaitsRefinement = false
        oldest.sample.estimatedPropertiesExpectingUpdates = []
        if oldest.touch.estimationIndex == oldest.index { oldest.touch.estimatedPropertiesExpectingUpdates = [] }
        diagnose(.estimationUpdateAbandoned, "pencil: more than \(PencilTracker.maximumPendingEstimates) samples await refinement: \(oldest.index) given up", finger: Self.pencilFingerID)
        tellRefined(oldest)
    }

    /// The touch's view and its recognizers learn of the refined (or given up) sample.
    private func tellRefined(_ entry: PencilTracker.PendingEstimate) {
        let touches: Set<UITouch> = [entry.sample]
        entry.touch.view?.touchesEstimatedPropertiesUpdated(touches)
        for recognizer in Array(entry.touch.recognizers) { recognizer.touchesEstimatedPropertiesUpdated(touches) }
    }

    // MARK: Hover

    private func hoverPencil(_ sample: PencilSample) {
        guard let pencil else { return }
        if sample.timestamp > window.clock.now { window.clock.advance(to: sample.timestamp) }
        pencil.lastHoverTime = sample.timestamp
        let pose = HoverPose(
            location: sample.location, touchType: .pencil, zOffset: sample.zOffset, altitudeAngle: sample.altitudeAngle,
            azimuthAngleInWindow: sample.azimuthAngle, rollAngle: sample.rollAngle)
        pencil.hover.move(to: pose, in: window, time: sample.timestamp)
        if pencil.hoverTimer?.isValid != true { armPencilHoverTimeout(after: Self.pencilHoverTimeout) }
    }

    /// The hover timeout checks, when it fires, how long the pencil has been silent: long enough ends the hover;
    /// otherwise it waits for the rest. One timer per timeout, not one per sample.
    private func armPencilHoverTimeout(after delay: TimeInterval) {
        pencil?.hoverTimer = window.clock.scheduledTimer(withTimeInterval: delay) { [weak self] _ in
            guard let self, let pencil = self.pencil, pencil.hover.pose != nil else { return }
            let now = self.window.clock.now
            let silence = now - pencil.lastHoverTime
            if silence >= Self.pencilHoverTimeout - 1e-9 {
                self.diagnose(.pencilHoverTimedOut, "pencil: hovered \(silence) s without a sample: its hover ends", finger: Self.pencilFingerID)
                pencil.hover.end(in: self.window, time: now)
            } else {
                self.armPencilHoverTimeout(after: Self.pencilHoverTimeout - silence)
            }
        }
    }

    // MARK: Checks

    /// Whether ``checked(_:)`` would take `sample` unchanged and say nothing: its location finite and within ±1e7 pt,
    /// its time finite, not before the last and not beyond ``MediaClock/maximumTime``, every value finite and in its
    /// range (NaN fails every comparison).
    @inline(__always)
    private func isUsual(_ sample: PencilSample) -> Bool {
        sample.location.isFinite && abs(sample.location.x) <= 1e7 && abs(sample.location.y) <= 1e7
            && sample.timestamp.isFinite && sample.timestamp >= lastTimestamp && sample.timestamp <= MediaClock.maximumTime
            && hasUsualValues(sample)
    }

    /// Whether every pencil value of `sample` is finite and in its range (NaN fails these).
    @inline(__always)
    private func hasUsualValues(_ sample: PencilSample) -> Bool {
        sample.force >= 0 && sample.force <= Self.pencilMaximumPossibleForce
            && sample.altitudeAngle >= 0 && sample.altitudeAngle <= .pi / 2
            && sample.azimuthAngle.isFinite && sample.rollAngle.isFinite && sample.zOffset >= 0 && sample.zOffset <= 1
    }

    /// `sample` as the host takes it (location, time and values checked, with diagnostics), or nil when dropped.
    private func checked(_ sample: PencilSample) -> PencilSample? {
        let id = Self.pencilFingerID
        guard sample.location.isFinite else {
            diagnose(.nonFiniteLocation, "pencil: non-finite location dropped", finger: id)
            return nil
        }
        guard isAcceptable(sample.location) else {
            diagnose(.locationOutOfRange, "pencil: location beyond ±1e7 pt dropped", finger: id)
            return nil
        }
        var sample = sample
        sample.timestamp = checkedTimestamp(sample.timestamp, finger: id)
        // The usual report, every value finite and in its range, has nothing to replace or clamp.
        if hasUsualValues(sample) { return sample }
        sample.force = checkedPencilValue(sample.force, default: 0, range: 0...Self.pencilMaximumPossibleForce, "force")
        sample.altitudeAngle = checkedPencilValue(sample.altitudeAngle, default: .pi / 2, range: 0...(.pi / 2), "altitude")
        sample.azimuthAngle = checkedPencilValue(sample.azimuthAngle, default: 0, range: -.infinity...(.infinity), "azimuth")
        sample.rollAngle = checkedPencilValue(sample.rollAngle, default: 0, range: -.infinity...(.infinity), "roll")
        sample.zOffset = checkedPencilValue(sample.zOffset, default: 0, range: 0...1, "zOffset")
        return sample
    }

    /// `value` if finite and in `range`; otherwise `defaultValue` (not finite) or clamped, with a diagnostic.
    private func checkedPencilValue(_ value: CGFloat, default defaultValue: CGFloat, range: ClosedRange<CGFloat>, _ name: String) -> CGFloat {
        guard value.isFinite else {
            diagnose(.invalidPencilValue, "pencil: \(name) \(value) replaced by \(defaultValue)", finger: Self.pencilFingerID)
            return defaultValue
        }
        guard range.contains(value) else {
            let clamped = min(max(value, range.lowerBound), range.upperBound)
            diagnose(.invalidPencilValue, "pencil: \(name) \(value) clamped to \(clamped)", finger: Self.pencilFingerID)
            return clamped
        }
        return value
    }
}
