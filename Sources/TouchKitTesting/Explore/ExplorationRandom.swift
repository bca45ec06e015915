import TouchKit

/// The explorer's random numbers: SplitMix64, so that one seed gives the same scripts on every machine and Swift
/// version (the standard library's generator promises neither).
struct ExplorationRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator started at `seed`.
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    /// An integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One of `values`, which must not be empty.
    mutating func pick<T>(_ values: [T]) -> T { values[int(in: 0...(values.count - 1))] }

    /// True `count` times in `total`.
    mutating func chance(_ count: Int, in total: Int) -> Bool { int(in: 1...total) <= count }
}
