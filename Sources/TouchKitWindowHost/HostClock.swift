/// The host's real clock: seconds since the host started, read from the monotonic clock. It lives in the window
/// host, never in the engine: the engine's clock (`MediaClock`) only moves when a host advances it, so tests keep
/// their virtual clock.
public protocol HostClock {
    /// Seconds since the clock started.
    var seconds: Double { get }
}

/// The monotonic clock (`ContinuousClock`), from the moment it is made.
public struct RealHostClock: HostClock {
    private let start = ContinuousClock.now

    /// A clock starting now.
    public init() {}

    /// Seconds since it was made.
    public var seconds: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
