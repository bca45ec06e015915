// touchkit-counts OP N: sets up operation OP's scene, warms it up, then runs OP N times, each call inside its
// `measuredOp_OP_` function, for scripts/perf-guard.sh: under callgrind at two N for instructions per operation,
// and natively with the LD_PRELOAD allocation counter for allocations (and bytes kept) per operation.
// `touchkit-counts --list` prints the operations. TOUCHKIT_COUNTS_INJECT_REGRESSION=OP:instructions (or
// OP:allocation) adds a deliberate regression to OP's measured function (the guard's self-test).
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "--list" {
    for name in Operation.names { print(name) }
    exit(0)
}
guard arguments.count == 3, let calls = Int(arguments[2]), calls >= 0 else {
    print("usage: touchkit-counts OP N | --list")
    exit(2)
}
let name = arguments[1]
/// Calls before counting, so one-time growth (scratch capacity, first timers) is set-up, not per-operation cost.
let warmUpCalls = 10
guard let operation = Operation.make(name, calls: calls + warmUpCalls) else {
    print("unknown operation \(name); touchkit-counts --list prints them")
    exit(2)
}
if let variable = getenv("TOUCHKIT_COUNTS_INJECT_REGRESSION") {
    switch String(cString: variable) {
    case "\(name):instructions": injected = .instructions
    case "\(name):allocation": injected = .allocation
    default: break
    }
}
for _ in 0..<warmUpCalls {
    operation.before()
    operation.measure()
    operation.after()
}
var counts = AllocationCounts()
for _ in 0..<calls {
    operation.before()
    let start = AllocationCounts.now()
    operation.measure()
    let end = AllocationCounts.now()
    counts.add(from: start, to: end)
    operation.after()
}
var line = "operation=\(name) calls=\(calls) measured=\(measuredCalls)"
if AllocationCounts.isAvailable, calls > 0 {
    let perCall = Double(counts.allocations) / Double(calls)
    let keptBytes = (Double(counts.allocatedBytes) - Double(counts.freedBytes)) / Double(calls)
    line += " allocations=\(perCall) bytes=\(operation.reportsBytes ? keptBytes : 0)"
}
print(line)
