/// The reset-step protocol, fenced: lets engine code that every reset of a batch would repeat for nothing (a scroll
/// view's rest check, ``UIScrollView/settleAfterCaughtMotion(resetting:)``, run by the reset of both its pan and its
/// touch-delay recognizer when they finish together) skip the repetition, and only when nothing else ran in between.
///
/// The invariant: a step is a value of the arena's epoch counter. The arena's reset walk starts a step before each
/// reset (``begin(resetting:)``) and ends it after (``end()``). Whatever may run app code between two resets (a touch
/// or a view freed, key-value observers) advances the counter (``appCodeMayRun()``), and the reset under way has no
/// step from then on. So when engine code remembered step `s` (``remember()``) and the next reset's step is `s + 1`,
/// only engine code that changes nothing it read has run since. A reset not run by the arena's walk, or `reset()`
/// called by app code, has no step (``current(of:)`` is nil) and does the work.
///
/// Kept rather than removed: the guard measures what it saves on every lift (see the commit that fenced it).
@MainActor
enum ResetStep {
    // `@exclusivity(unchecked)`, once for the type: the arena's reset walk reads and writes these for every recognizer
    // it resets after a lift, on the main actor only, and no engine code holds an access to one across a call out to
    // app code, so the runtime's dynamic exclusivity check (a call per access, more than the access itself) is left
    // out.
    /// The recognizer the arena's reset walk is resetting; nil between resets, and once app code may have run
    /// during its reset.
    @exclusivity(unchecked) private static var recognizerBeingReset: ObjectIdentifier?
    /// The last step some engine code remembered (``remember()``): the next reset's start checks, only then,
    /// whether the touch it lets go of is freed (``mayFree(_:)``).
    @exclusivity(unchecked) private static var rememberedStep: UInt64 = .max

    /// The arena's walk starts the reset of `recognizer` (the counter was just advanced for it).
    @inline(__always)
    static func begin(resetting recognizer: UIGestureRecognizer) {
        recognizerBeingReset = ObjectIdentifier(recognizer)
    }

    /// The arena's walk finished a reset.
    @inline(__always)
    static func end() {
        recognizerBeingReset = nil
    }

    /// The step of the reset of `recognizer` by the arena's walk under way; nil when it is not being reset by one.
    static func current(of recognizer: UIGestureRecognizer) -> UInt64? {
        recognizerBeingReset == ObjectIdentifier(recognizer) ? GestureArena.lastEpoch : nil
    }

    /// Engine code run by the reset of the current step will be skipped by the next reset if nothing ran in between:
    /// from now on the start of that next reset tells whether it freed something (``mayFree(_:)``).
    static func remember() {
        rememberedStep = GestureArena.lastEpoch
    }

    /// App code may run before the next reset of the walk (a reset recognizer's observers, a deinit): the next reset
    /// starts a step of its own, so nothing remembered from this one is taken as still true, and the rest of this
    /// reset has no step (app code it runs may call engine code that would otherwise remember it).
    static func appCodeMayRun() {
        GestureArena.lastEpoch &+= 1
        recognizerBeingReset = nil
    }

    /// At the start of a reset, about to let go of `touch`: when the reset just before remembered its step, and this
    /// is the touch's last reference (freeing it may free its view, whose `deinit` may be app code), a new step.
    @inline(__always)
    static func mayFree(_ touch: inout UITouch) {
        guard rememberedStep &+ 1 == GestureArena.lastEpoch else { return }
        if isKnownUniquelyReferenced(&touch) { appCodeMayRun() }
    }
}
