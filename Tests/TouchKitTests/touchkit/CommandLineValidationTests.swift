import Foundation
import Testing

/// Issue 32: the command line refuses what makes no sense with a message that says so and a non-zero exit, before
/// doing any work: sizes that make no window, ports that are none, output paths that cannot be written, files of the
/// wrong kind. Runs the built `touchkit` executable (next to the test bundle).
@Suite struct CommandLineValidationTests {
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `touchkit` (or `executable`) with `arguments`; its standard output and error together.
    static func run(_ arguments: [String], executable: String = "touchkit") throws -> Run {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = folder.appendingPathComponent(executable)
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "build \(executable) first: \(url.path)")
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static let tap = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces/tap.evemu").path

    @Test(arguments: ["0", "nan", "inf", "-3", "2e6"])
    func aWindowSizeThatMakesNoWindowIsRefused(_ value: String) throws {
        for option in ["--width", "--height"] {
            let result = try Self.run(["replay", Self.tap, "\(option)=\(value)"])
            #expect(result.status != 0)
            #expect(result.output.contains("\(option) must be a number of points more than 0 and at most 1000000"), "\(result.output)")
        }
    }

    @Test func anUnwritableOutputPathIsToldInASentenceBeforeAnyWork() throws {
        let missing = try Self.run(["trace", "import", Self.tap, "-o", "/nonexistent-directory/out.jsonl"])
        #expect(missing.status != 0)
        #expect(missing.output.contains("--output /nonexistent-directory/out.jsonl: no such directory /nonexistent-directory"), "\(missing.output)")
        let directory = try Self.run(["trace", "import", Self.tap, "-o", "/tmp"])
        #expect(directory.status != 0)
        #expect(directory.output.contains("--output /tmp: is a directory"))
        let timeline = try Self.run(["replay", Self.tap, "--timeline", "/nonexistent-directory/t.svg"])
        #expect(timeline.status != 0)
        #expect(timeline.output.contains("--timeline /nonexistent-directory/t.svg: no such directory"))
        #expect(!timeline.output.contains("tap"), "no replay before the refusal: \(timeline.output)")
    }

    @Test func aFileOfTheWrongKindIsNamedAndAMissingFileToo() throws {
        let trace = URL(fileURLWithPath: Self.tap).deletingLastPathComponent().appendingPathComponent("pinch-out.jsonl").path
        let wrong = try Self.run(["trace", "import", trace])
        #expect(wrong.status == 1)
        #expect(wrong.output.contains("this looks like a TouchKit trace, not an evemu or libinput recording"), "\(wrong.output)")
        let missing = try Self.run(["replay", "/nonexistent-file.evemu"])
        #expect(missing.status == 1)
        #expect(missing.output.contains("/nonexistent-file.evemu: no such file"))
    }

    /// `play --port` outside 0...65535 (0: any free port) is refused instead of listening on the number truncated.
    @Test(arguments: ["99999", "-1", "65536"])
    func aPortOutOfRangeIsRefused(_ port: String) throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The playground may be its own executable.
        let split = FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("touchkit-play").path)
        let result = try split ? Self.run(["--port=\(port)"], executable: "touchkit-play") : Self.run(["play", "--port=\(port)"])
        #expect(result.status != 0)
        #expect(result.output.contains("--port must be 1 through 65535 (0: any free port), not \(port)"), "\(result.output)")
    }
}
