// Emptying the engine's short scratch lists (a touch's recognizers, an event's pending touches, the arena's
// candidates) without giving back their storage.

extension Array {
    /// Empties the array and keeps its storage, as `removeAll(keepingCapacity: true)` does.
    ///
    /// That call goes through the generic `replaceSubrange(_:with:)`, about 130 instructions even for one element and
    /// a few such calls in every touch sample; popping costs a few instructions an element, and these lists hold
    /// a handful.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        while popLast() != nil {}
    }
}
