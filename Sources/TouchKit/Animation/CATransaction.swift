/// Core Animation's transaction groups, as far as view animations see them: a completion block that waits for the
/// animations started inside the group, a switch that turns those animations off, and a duration kept as data.
///
/// What UIKit documents (Apple's `CATransaction` reference), and what TouchKit does:
/// - **Groups nest.** ``begin()`` opens a group inside the current one; ``commit()`` closes it. A ``commit()`` with
///   no group open does nothing. Without ``begin()``, ``setCompletionBlock(_:)`` opens an *implicit* group that
///   commits at the clock's next turn (the next `advance(by:)`, `settle()` or `runDueCallbacks()` of
///   ``MediaClock/current``), as Core Animation commits an implicit transaction when the run loop next turns; with no
///   clock yet it commits at once. ``setDisableActions(_:)`` and ``setAnimationDuration(_:)`` outside a group do
///   nothing: a view's layer animates only inside animation blocks, so what they would turn off never starts
///   (TouchKit's choice: an implicit group that outlived its clock would hold them on for good).
/// - **Completion.** ``setCompletionBlock(_:)``'s block runs, on the main actor, once every animation started in the
///   group after it was set has ended (finished or removed, on the window's clock); when there were none, when the
///   group commits. Setting another block seals the first one the same way. Block animations
///   (`UIView.animate`) count; property animators do not (they have their own completions).
/// - **Disabled actions.** With ``setDisableActions(_:)`` true, changes made inside `UIView.animate` blocks in the
///   group apply at once, unanimated, as Core Animation then asks no layer for its action; the animation's
///   completion runs at the clock's next turn with `finished` true.
/// - **Duration.** ``setAnimationDuration(_:)`` is kept and returned (default 0.25 s, Core Animation's): it sets
///   the duration of a standalone layer's implicit animations, and TouchKit's layers all belong to views, which
///   animate only inside animation blocks with their own duration.
@preconcurrency @MainActor
public final class CATransaction {
    /// Core Animation's default implicit-animation duration, 0.25 s (Apple's `animationDuration()` reference).
    nonisolated static let defaultAnimationDuration: TimeInterval = 0.25

    /// Not made: the API is the class methods, as Core Animation's.
    private init() {}

    /// A completion block and the animations it waits for.
    final class Completion {
        private var block: (() -> Void)?
        private var pendingAnimations = 0
        private var isSealed = false

        init(_ block: @escaping () -> Void) { self.block = block }

        func animationStarted() { pendingAnimations += 1 }

        func animationEnded() {
            pendingAnimations -= 1
            runIfDone()
        }

        /// No more animations join it: it runs once those it has end.
        func seal() {
            isSealed = true
            runIfDone()
        }

        private func runIfDone() {
            guard isSealed, pendingAnimations == 0, let block else { return }
            self.block = nil
            block()
        }
    }

    /// One open group.
    final class Group {
        var completion: Completion?
        var completionBlock: (() -> Void)?
        var disablesActions: Bool
        var animationDuration: TimeInterval

        init(inside outer: Group?) {
            // An implicit group holds only a completion block: its settings are the defaults.
            disablesActions = outer?.disablesActions ?? false
            animationDuration = outer?.animationDuration ?? CATransaction.defaultAnimationDuration
        }

        func commit() { completion?.seal() }
    }

    /// The explicit groups, innermost last, inside ``implicitGroup`` when there is one.
    private static var openGroups: [Group] = []
    /// The group a setter opened without ``begin()``; it commits at the clock's next turn.
    private static var implicitGroup: Group?

    /// The innermost open group, opening an implicit one when none is; with no clock to commit an implicit group
    /// on, a group that is open only for the setter (`isOpen` false: the caller commits it at once).
    private static func currentGroup() -> (group: Group, isOpen: Bool) {
        if let group = openGroups.last ?? implicitGroup { return (group, true) }
        let group = Group(inside: nil)
        guard let clock = MediaClock.current else { return (group, false) }
        implicitGroup = group
        clock.scheduledTimer(withTimeInterval: 0) { _ in
            guard CATransaction.implicitGroup === group else { return }
            CATransaction.implicitGroup = nil
            group.commit()
        }
        return (group, true)
    }

    /// The innermost explicit group; nil outside ``begin()``/``commit()``.
    private static var explicitGroup: Group? { openGroups.last }

    /// Opens a group inside the current one.
    public class func begin() {
        openGroups.append(Group(inside: openGroups.last ?? implicitGroup))
    }

    /// Closes the innermost group opened by ``begin()``: its completion block runs once its animations end (at once
    /// when it has none). Without an open group, nothing happens.
    public class func commit() {
        openGroups.popLast()?.commit()
    }

    /// Commits nothing early: TouchKit has no render tree to flush. Here so ported code compiles.
    public class func flush() {}

    /// Sets the block to run when the animations started in the current group from now on have ended.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        let (group, isOpen) = currentGroup()
        group.completion?.seal()
        group.completion = block.map(Completion.init)
        group.completionBlock = block
        if !isOpen { group.commit() }
    }

    /// The current group's completion block.
    public class func completionBlock() -> (() -> Void)? {
        (openGroups.last ?? implicitGroup)?.completionBlock
    }

    /// Whether changes in the current group animate: true turns `UIView.animate` blocks in the group into plain
    /// changes.
    public class func setDisableActions(_ flag: Bool) {
        explicitGroup?.disablesActions = flag
    }

    /// Whether the current group's animations are turned off (false outside any group).
    public class func disableActions() -> Bool {
        explicitGroup?.disablesActions ?? false
    }

    /// Sets the current group's implicit-animation duration (data only; see the type's notes). Negative or
    /// non-finite durations are ignored.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else { return }
        explicitGroup?.animationDuration = duration
    }

    /// The current group's implicit-animation duration: 0.25 s unless set.
    public class func animationDuration() -> TimeInterval {
        explicitGroup?.animationDuration ?? defaultAnimationDuration
    }

    /// Whether block animations started now are turned off.
    static var actionsAreDisabled: Bool { disableActions() }

    /// A block animation started: every open group's completion waits for it.
    static func animationStarted(_ animation: ViewAnimation) {
        // Innermost first: an inner group's completion runs before the outer one's when the same animation ends.
        var completions: [Completion] = []
        for group in openGroups.reversed() { if let completion = group.completion { completions.append(completion) } }
        if let completion = implicitGroup?.completion { completions.append(completion) }
        guard !completions.isEmpty else { return }
        for completion in completions { completion.animationStarted() }
        let onEnd = animation.onEnd
        animation.onEnd = { finished in
            onEnd?(finished)
            for completion in completions { completion.animationEnded() }
        }
    }
}
