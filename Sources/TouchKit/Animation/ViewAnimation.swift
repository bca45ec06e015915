/// The animations of one animations block (or one property animator) in flight on a window's clock: its tracks, where
/// it is (``AnimationProgress``), and what happens at its end.
///
/// It registers with each animated view's ``ViewAnimationRecord`` (what ``UIView`` shows and whether it takes
/// touches) and schedules one timer on the clock, at its end. It ends in one of two ways:
/// - it runs to its end: ``onEnd`` gets `true` (a block animation's completion with `finished` true);
/// - it is removed (``removeTracks(of:)`` for every view, from `layer.removeAllAnimations()`, or its views leaving the
///   window): ``onEnd`` gets `false`. When only some of its views lose their animations, the rest run on and the end
///   reports `false`, as UIKit's completion reports whether *all* its animations finished.
///
/// While it moves it also runs a display link that does nothing, as Core Animation redraws every frame while an
/// animation runs: a host pumping the clock (``MediaClock/hasPendingWork``) and a `FilmstripRecorder` see a frame
/// each display frame, and draw what is shown then.
///
/// Ownership: the views' records and the clock's timer hold it; it holds its views (through its tracks) and its
/// clock until it ends, when every one of those references is dropped.
@MainActor
final class ViewAnimation {
    let clock: MediaClock
    private(set) var tracks: [AnimationTrack] = []
    var progress: AnimationProgress
    /// Whether the animated views skip hit testing while it is in flight.
    let blocksInteraction: Bool
    /// Called once, when it ends: `true` when it ran to its end with all its tracks.
    var onEnd: (@MainActor (Bool) -> Void)?
    /// Set when some of its tracks were removed: its end reports `false`.
    private(set) var wasInterrupted = false
    private(set) var hasEnded = false
    private var endTimer: MediaTimer?
    private var frameLink: CADisplayLink?

    init(clock: MediaClock, progress: AnimationProgress, blocksInteraction: Bool) {
        self.clock = clock
        self.progress = progress
        self.blocksInteraction = blocksInteraction
    }

    /// The fraction of the change applied now.
    var currentProgress: CGFloat { progress.progress(at: clock.now) }

    /// Adds tracks and registers with their views.
    func add(_ newTracks: [AnimationTrack]) {
        for track in newTracks {
            tracks.append(track)
            ViewAnimationRecord.record(for: track.view).add(self)
        }
    }

    /// (Re)schedules the timer for the end and the frames, after any change to ``progress``.
    func scheduleEnd() {
        endTimer?.invalidate()
        endTimer = nil
        if progress.isRunning && !hasEnded {
            if frameLink == nil {
                let link = CADisplayLink { _ in }
                link.add(to: clock)
                frameLink = link
            }
        } else {
            frameLink?.invalidate()
            frameLink = nil
        }
        guard !hasEnded, let end = progress.endTime else { return }
        endTimer = clock.scheduledTimer(withTimeInterval: max(end - clock.now, 0)) { [weak self] _ in
            self?.runToEnd()
        }
    }

    /// Removes the tracks of `view` (its layer's `removeAllAnimations()`); ends the animation when none is left.
    func removeTracks(of view: UIView) {
        guard !hasEnded else { return }
        tracks.removeAll { $0.view === view }
        ViewAnimationRecord.existingRecord(for: view)?.remove(self)
        wasInterrupted = true
        if tracks.isEmpty { end(finished: false) }
    }

    /// Removes every track: the animation ends with `finished` false.
    func remove() {
        guard !hasEnded else { return }
        wasInterrupted = true
        end(finished: false)
    }

    /// With it, reaching the end pauses there instead of ending (``UIViewPropertyAnimator/pausesOnCompletion``).
    var pausesAtEnd = false

    /// The clock reached the end. A reversed animation (a property animator's) ends on its start values: the model
    /// values are set back, as UIKit does.
    private func runToEnd() {
        if pausesAtEnd {
            progress.pause(at: clock.now)
            return
        }
        if progress.isReversed { applyStartValues() }
        end(finished: !wasInterrupted)
    }

    /// Ends it now: detaches from the views and the clock, then calls ``onEnd``.
    func end(finished: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        endTimer?.invalidate()
        endTimer = nil
        frameLink?.invalidate()
        frameLink = nil
        let ended = tracks
        tracks = []
        var views: [UIView] = []
        for track in ended where !views.containsIdentical(track.view) { views.append(track.view) }
        for view in views { ViewAnimationRecord.existingRecord(for: view)?.remove(self) }
        let onEnd = self.onEnd
        self.onEnd = nil
        onEnd?(finished)
    }

    /// Ends it without calling ``onEnd``: UIKit's `stopAnimation(true)`, and a window going away.
    func discard() {
        onEnd = nil
        end(finished: false)
    }

    /// Sets each track's view to the value this animation shows now (``UIViewAnimatingPosition/current``), without
    /// animating.
    func applyCurrentValues() {
        let progress = currentProgress
        for track in tracks {
            var values = AnimatableValues(of: track.view)
            track.addOffset(at: progress, to: &values)
            AnimationTrack.apply(
                AnimationTrack.components(of: track.property, in: values), to: track.property, of: track.view)
        }
    }

    /// Sets each track's view back to its start value (``UIViewAnimatingPosition/start``), without animating.
    func applyStartValues() {
        for track in tracks { AnimationTrack.apply(track.from, to: track.property, of: track.view) }
    }
}
