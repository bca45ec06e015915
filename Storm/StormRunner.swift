// The long storm's worker: compiled by `scripts/storm.sh` with swiftc against the TouchKit, TouchKitTesting and
// TouchKitScenarios modules it builds from their source folders, never by SwiftPM (so the package gains no product).
// It plays storm seeds FROM..<FROM+COUNT exactly as `TouchStormTests` does (`TouchScenario.runAndRelease(input:
// FuzzInput(seed:))`, the deallocation check included) and writes one line per seed to standard output, flushed:
//
//     s SEED                 about to play SEED (the last such line names the seed when the process crashes)
//     F SEED VIOLATION...    SEED broke an invariant (violations joined with " | ")
//     E                      every seed was played
//
// Usage: touchkit-storm FROM COUNT

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchKitScenarios

@main
enum StormRunner {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let from = UInt64(arguments[1]), let count = UInt64(arguments[2]) else {
            emit("usage: touchkit-storm FROM COUNT", to: 2)
            exit(2)
        }
        for seed in from..<from + count {
            emit("s \(seed)")
            let violations = TouchScenario.runAndRelease(input: FuzzInput(seed: seed))
            if !violations.isEmpty {
                emit("F \(seed) " + violations.joined(separator: " | ").replacingNewlines())
            }
        }
        emit("E")
    }

    /// Writes a line straight to a file descriptor (standard output by default): nothing buffered is lost if the
    /// next seed crashes.
    private static func emit(_ line: String, to descriptor: Int32 = 1) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}
