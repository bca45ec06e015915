extension TouchDispatcher {
    /// Delivers a scroll or transform event: the recognizers that take it (``GestureArena/deliver(_:)``) change
    /// state as one event's touches would make them, and are settled together once every one of them has seen it.
    /// No view gets it, as in UIKit.
    ///
    /// - Note: a host sends these through ``UIWindow/sendEvent(_:)``, which brings them here, so an override of
    ///   `sendEvent` sees them as UIKit's sees every event; the window tells them from its touch event by class, after
    ///   one comparison, so the touch path pays nothing for them.
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
        arena.settleAfterDelivery()
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        ArenaInvariants.checkAtRest(self, event: window.touchEvent)
        #endif
    }
}
