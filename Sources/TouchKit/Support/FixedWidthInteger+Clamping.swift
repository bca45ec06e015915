/// The one conversion of an outside `Double` (a message's time, a file's number, a command-line value) to an integer:
/// total, where `Int(_:)` traps on NaN, infinity and anything out of range. The edges (the playground, the readers,
/// the command line) use it for every number they did not compute themselves; see docs/Reliability.md.
extension FixedWidthInteger {
    /// `value` rounded toward zero and clamped to the type's range: NaN is 0, +infinity the largest value,
    /// -infinity the smallest.
    package init(clamping value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Self.max) {
            // Double(Self.max) rounds up to a power of two that the type cannot hold: compare, do not convert.
            self = Self.max
        } else if value <= Double(Self.min) {
            self = Self.min
        } else {
            self = Self(value.rounded(.towardZero))
        }
    }
}
