extension TouchDispatcher {
    /// Delivers a scroll or transform event: the recognizers that take it (``GestureArena/deliver(_:)``) change
    /// state as one event's touches would make them, and are settled together once every one of them has seen it.
    /// No view gets it, as in UIKit.
    ///
    /// - Note: a host sends these here, not through ``UIWindow/sendEvent(_:)``: an override of `sendEvent` sees
    ///   touch events only (UIKit's sees every event). The touch path pays nothing for indirect input this way.
    func dispatchIndirect(_ event: IndirectEvent) {
        guard !isDispatching else {
            window.report(TouchDiagnostic(kind: .invalidArgument, message: "a scroll or transform sent while an event is being delivered: ignored"))
            return
        }
        if MediaClock.current !== window.clock { MediaClock.current = window.clock }
        isDispatching = true
        if window.hasPendingLayout {
            window.hasPendingLayout = false
            window.layoutIfNeeded()
        }
        arena.deliver(event)
        isDispatching = false
        if arena.mayHavePendingWork { arena.settle() }
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        ArenaInvariants.checkAtRest(self, event: window.touchEvent)
        #endif
    }
}
