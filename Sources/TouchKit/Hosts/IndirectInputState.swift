/// What a host remembers of the indirect gestures under way (a trackpad scroll, a trackpad pinch or rotation), and
/// the one event object of each kind it reuses for every sample.
@MainActor
struct IndirectInputState {
    /// The trackpad's scroll event, and the wheel's: two objects, because an event keeps the recognizers following
    /// its gesture (`IndirectEvent.receivers`), and a wheel turned while a trackpad scroll is under way must not
    /// make that scroll's pan lose its end.
    let scrollEvent = ScrollEvent()
    let wheelEvent = ScrollEvent()
    let transformEvent = TransformEvent()
    /// A trackpad scroll is between its `mayBegin` or `began` and its end.
    var isScrolling = false
    /// The scroll had its `began`.
    var scrollHasBegun = false
    /// Where the trackpad scroll's pointer last was.
    var scrollLocation: CGPoint = .zero
    /// A trackpad transform is between its `began` and its end.
    var isTransforming = false
    var transformLocation: CGPoint = .zero
    /// Cancels a trackpad scroll or transform that stopped sending (``TouchHost/abandonedGestureTimeout``); made
    /// once, re-armed by each sample.
    var abandonTimer: MediaTimer?
}
