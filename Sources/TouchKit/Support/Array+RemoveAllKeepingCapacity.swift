// Emptying the engine's short scratch lists (a touch's recognizers, an event's pending touches, the arena's
// candidates) without giving back their storage.

extension Array {
    /// Empties the array and keeps its storage, as `removeAll(keepingCapacity: true)` does.
    ///
    /// That call goes through the generic `replaceSubrange(_:with:)`, even for one element, and every touch sample
    /// makes a few such calls; popping is cheap per element, and these lists hold a handful.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        while popLast() != nil {}
    }
}
