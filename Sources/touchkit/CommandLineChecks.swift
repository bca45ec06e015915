import ArgumentParser
import Foundation

/// The command line's checks of what it is given, each with a message that says what is wrong and a non-zero exit
/// (ArgumentParser's for a ``ValidationError``, 1 for a ``CommandFailure``): numbers that make no window, files that
/// cannot be read or written. Run in `validate()`, before any work, so that a long `listen --record` does not find
/// out at its end that its output cannot be written.
enum CommandLineChecks {
    /// A window side: finite, more than 0 and at most a million points (NaN, infinity and 0 make a window whose
    /// every location is out of range, where replay would silently recognize nothing).
    static func windowSide(_ value: Double, option: String) throws {
        guard value.isFinite, value > 0, value <= 1_000_000 else {
            throw ValidationError("\(option) must be a number of points more than 0 and at most 1000000 (got \(value))")
        }
    }

    /// That `path` can be written: its directory exists and is writable, and it is not a directory itself.
    static func writable(_ path: String, option: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw ValidationError("\(option) \(path): is a directory") }
            guard manager.isWritableFile(atPath: path) else { throw ValidationError("\(option) \(path): not writable") }
            return
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(option) \(path): no such directory \(directory)")
        }
        guard manager.isWritableFile(atPath: directory) else {
            throw ValidationError("\(option) \(path): the directory \(directory) is not writable")
        }
    }

    /// A file's text, or a message naming the file and what is wrong with it.
    static func readText(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure("\(path): is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot be read") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `text` to `path`; a failure left after ``writable(_:option:)`` (the disk filled, the directory went
    /// away) is told in a sentence, not as Foundation's error.
    static func write(_ text: String, to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure("cannot write \(path): \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
        }
    }
}

/// A command that could not do its work, in one sentence (exit status 1).
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
