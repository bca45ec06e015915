/// The latest latencies (seconds) in a fixed-size ring, so a tab open for hours uses no more memory than a new one;
/// summarized as median and 99th percentile.
public struct LatencyRecorder: Sendable {
    /// How many samples are kept.
    public static let capacity = 20_000
    private var samples: [Double] = []
    private var next = 0
    /// Every sample ever recorded, including those the ring has dropped.
    public private(set) var count = 0

    public init() {}

    /// Adds a latency, in seconds.
    public mutating func record(_ latency: Double) {
        guard latency.isFinite else { return }
        count += 1
        if samples.count < Self.capacity {
            samples.append(latency)
        } else {
            samples[next] = latency
            next = (next + 1) % Self.capacity
        }
    }

    /// The kept samples, in no particular order.
    public var kept: [Double] { samples }

    /// The `fraction` quantile (0.5: median) of `values`, nearest-rank; nil when empty.
    public static func quantile(_ fraction: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = max(Int(clamping: (fraction * Double(sorted.count)).rounded(.up)), 1) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
