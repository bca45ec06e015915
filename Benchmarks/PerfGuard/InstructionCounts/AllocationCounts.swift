#if canImport(Glibc)
import Glibc
#endif

/// The totals of the LD_PRELOAD allocation counter (Benchmarks/PerfGuard/AllocationCounter/allocation-counter.c),
/// read through its exported `touchkit_allocation_counts`; zeros when the counter is not preloaded.
struct AllocationCounts {
    var allocations: UInt64 = 0
    var frees: UInt64 = 0
    var allocatedBytes: UInt64 = 0
    var freedBytes: UInt64 = 0

    private typealias Reader = @convention(c) (UnsafeMutablePointer<UInt64>) -> Void

    /// The counter's reader, looked up once; reading allocates nothing.
    private static let reader: Reader? = {
        #if canImport(Glibc)
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "touchkit_allocation_counts") else {
            return nil
        }
        return unsafeBitCast(symbol, to: Reader.self)
        #else
        return nil
        #endif
    }()

    static var isAvailable: Bool { reader != nil }

    /// The totals now (zeros without the counter).
    @inline(__always)
    static func now() -> AllocationCounts {
        guard let reader else { return AllocationCounts() }
        var values: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &values) { reader($0.baseAddress!.assumingMemoryBound(to: UInt64.self)) }
        return AllocationCounts(allocations: values.0, frees: values.1, allocatedBytes: values.2, freedBytes: values.3)
    }

    /// Adds what happened between `start` and `end`.
    mutating func add(from start: AllocationCounts, to end: AllocationCounts) {
        allocations += end.allocations - start.allocations
        frees += end.frees - start.frees
        allocatedBytes += end.allocatedBytes - start.allocatedBytes
        freedBytes += end.freedBytes - start.freedBytes
    }
}
