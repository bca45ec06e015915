import TouchKit

/// A source of decisions for ``TouchScenario``: either a fuzzer's bytes or a seed.
///
/// Every read is total: on short input the bytes run out and every further read returns the smallest allowed value
/// (a zero byte), so any byte string, even an empty one, decodes to some scene and stream. From a seed the bytes come
/// from a SplitMix64 generator and never run out, so a seeded scenario replays exactly.
///
/// Reads take one byte for a choice among at most 256 values and two bytes for a fraction, so a fuzzer's mutation of
/// one byte changes one decision.
///
/// UIKit has no such type; it is TouchKit's own.
public struct FuzzInput: Sendable {
    private let bytes: [UInt8]
    private var position = 0
    /// SplitMix64's state when the input comes from a seed; nil for bytes.
    private var seedState: UInt64?
    /// The seed the input started from, if any.
    private var initialSeed: UInt64?

    /// Decisions taken from `bytes`, in order.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Decisions taken from an endless pseudo-random byte stream (SplitMix64) started at `seed`.
    public init(seed: UInt64) {
        self.bytes = []
        self.seedState = seed
        self.initialSeed = seed
    }

    /// A second, endless source of decisions fixed by the whole input (the seed, or a hash of every byte) that
    /// reading this one never consumes. Parts of the decoder added later draw from it, so inputs kept from before
    /// (the corpus, the regression inputs) still decode to the same scene and touch stream. Each `stream` is a
    /// separate source (0: the one drag interactions and edge swipes draw from; 1: animations), so a part added later
    /// takes its own stream and leaves the earlier parts' decisions alone.
    public func sideInput(stream: UInt64 = 0) -> FuzzInput {
        let salt = stream &* 0x9E37_79B9_7F4A_7C15
        if let initialSeed { return FuzzInput(seed: initialSeed ^ 0xD1B5_4A32_D192_ED03 ^ salt) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325   // FNV-1a
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return FuzzInput(seed: hash ^ salt)
    }

    /// Whether every byte has been read (never true for a seeded input).
    public var isExhausted: Bool { seedState == nil && position >= bytes.count }

    /// The next byte, or 0 once the bytes have run out.
    public mutating func byte() -> UInt8 {
        if var state = seedState {
            state &+= 0x9E37_79B9_7F4A_7C15
            seedState = state
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
        }
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A coin flip from one byte.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// True `numerator` times in `denominator` (at most 256), from one byte.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(in: 0...(max(denominator, 1) - 1)) < numerator
    }

    /// An integer in `range`: one byte when the range has at most 256 values, two bytes otherwise (larger ranges
    /// are not covered evenly).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        let raw = span <= 256 ? UInt64(byte()) : UInt64(byte()) << 8 | UInt64(byte())
        let offset = span == 0 ? raw : raw % span
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// A fraction in 0...1 from two bytes (65,536 steps, both ends included).
    public mutating func unit() -> Double {
        let raw = UInt16(byte()) << 8 | UInt16(byte())
        return Double(raw) / Double(UInt16.max)
    }

    /// A value in `range` from two bytes.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A value in `range` from two bytes.
    public mutating func cgFloat(in range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat(double(in: Double(range.lowerBound)...Double(range.upperBound)))
    }

    /// One of `elements` (nil when empty), from one byte.
    public mutating func element<Element>(of elements: [Element]) -> Element? {
        guard !elements.isEmpty else { return nil }
        return elements[int(in: 0...(elements.count - 1))]
    }
}
