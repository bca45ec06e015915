/// Kernel times onto a window clock: the first event's kernel time is `startTime`, later ones keep the kernel's
/// intervals, rounded to its microseconds (as ``EvdevSampleMapper`` maps a touch screen's).
struct KernelTimeMapping: Sendable {
    let startTime: Double
    private var firstKernelTime: Double?

    init(startTime: Double) { self.startTime = startTime }

    /// The window clock's time for kernel time `time`.
    mutating func time(for time: Double) -> Double {
        let origin = firstKernelTime ?? time
        firstKernelTime = origin
        return startTime + ((time - origin) * 1_000_000).rounded() / 1_000_000
    }
}
