/// The property changes made inside an animations block: for each view and property, the value before the block's
/// first change to it. The animation layer listens to views (``UIView/animatablePropertyWillChange``) only while a
/// block runs.
///
/// Blocks nest: an animations block run inside another one records into its own capture, and inherits the outer
/// block's duration and curve unless it passes `.overrideInheritedDuration` / `.overrideInheritedCurve`, as in UIKit.
/// ``UIView/performWithoutAnimation(_:)`` runs its block with no capture, so its changes are not animated even
/// inside an animations block.
@MainActor
final class AnimationCapture {
    /// The duration and timing an animation nested in this block inherits.
    let duration: TimeInterval
    let timing: AnimationTiming
    private(set) var changes: [(view: UIView, property: AnimatableProperty, from: [CGFloat])] = []

    private init(duration: TimeInterval, timing: AnimationTiming) {
        self.duration = duration
        self.timing = timing
    }

    /// The open blocks, innermost last; nil for a `performWithoutAnimation` block.
    private static var stack: [AnimationCapture?] = []

    /// The innermost open animations block, if any (nil inside `performWithoutAnimation`).
    static var current: AnimationCapture? { stack.last ?? nil }

    /// Whether the innermost open block is a `performWithoutAnimation` block.
    static var isSuppressed: Bool {
        guard let last = stack.last else { return false }
        return last == nil
    }

    /// Runs `body` recording its changes; returns them.
    static func capture(duration: TimeInterval, timing: AnimationTiming, _ body: () -> Void) -> AnimationCapture {
        let capture = AnimationCapture(duration: duration, timing: timing)
        run(body, under: capture)
        return capture
    }

    /// Runs `body` with no capture: its changes apply at once, even inside an animations block.
    static func withoutCapture(_ body: () -> Void) {
        run(body, under: nil)
    }

    private static func run(_ body: () -> Void, under capture: AnimationCapture?) {
        stack.append(capture)
        updateObserver()
        defer {
            stack.removeLast()
            updateObserver()
        }
        body()
    }

    private static func updateObserver() {
        if current == nil {
            UIView.animatablePropertyWillChange = nil
        } else {
            UIView.animatablePropertyWillChange = { view, property in AnimationCapture.current?.note(view, property) }
        }
    }

    private func note(_ view: UIView, _ property: AnimatableProperty) {
        for change in changes where change.view === view && change.property == property { return }
        changes.append((view, property, AnimationTrack.components(of: property, in: AnimatableValues(of: view))))
    }

    /// The changes that moved a value, as tracks (a value set back to where it was animates nothing).
    func tracks(startFraction: CGFloat = 0) -> [AnimationTrack] {
        var tracks: [AnimationTrack] = []
        for change in changes {
            let to = AnimationTrack.components(of: change.property, in: AnimatableValues(of: change.view))
            var from = change.from
            if change.property == .transform {
                // Turn the short way round, as Core Animation does.
                while from[0] - to[0] > .pi { from[0] -= 2 * .pi }
                while from[0] - to[0] < -.pi { from[0] += 2 * .pi }
            }
            guard from != to else { continue }
            tracks.append(AnimationTrack(
                view: change.view, property: change.property, from: from, to: to, startFraction: startFraction))
        }
        return tracks
    }

    /// The views whose properties the block set.
    var views: [UIView] {
        var views: [UIView] = []
        for change in changes where !views.containsIdentical(change.view) { views.append(change.view) }
        return views
    }
}
