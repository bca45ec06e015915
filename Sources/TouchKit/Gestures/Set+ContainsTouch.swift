// Membership of a touch in the sets the recognizers are given, which usually hold one touch (one finger).

extension Set where Element == UITouch {
    /// Whether the set holds `touch`. A one-touch set is answered by comparing its element, without hashing `touch`
    /// (touches are equal only to themselves, so the answer is `contains(_:)`'s).
    @inline(__always)
    func containsTouch(_ touch: UITouch) -> Bool {
        if count == 1, let only = first { return only === touch }
        return contains(touch)
    }
}
