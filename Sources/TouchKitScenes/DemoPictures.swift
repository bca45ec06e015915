import TouchKit
import TouchKitPictures

/// When `touchkit demo --frames` takes a frame: every so many milliseconds of virtual time, or after each touch
/// event.
public enum FrameSchedule: Equatable, Sendable {
    case milliseconds(Double)
    case touch

    /// Parses `touch` (or `touches`), or a positive number of milliseconds with an optional `ms`.
    public init?(argument: String) {
        let text = argument.lowercased()
        if text == "touch" || text == "touches" {
            self = .touch
        } else if let value = Double(text.hasSuffix("ms") ? String(text.dropLast(2)) : text), value.isFinite, value > 0 {
            self = .milliseconds(value)
        } else {
            return nil
        }
    }

    /// How `--help` shows the value.
    public var defaultValueDescription: String {
        switch self {
        case .milliseconds(let value): value == value.rounded() ? String(Int(value)) : String(value)
        case .touch: "touch"
        }
    }

    var recorderSchedule: FilmstripRecorder.Schedule {
        switch self {
        case .milliseconds(let value): .every(value / 1000)
        case .touch: .afterEachTouchEvent
        }
    }
}

/// The pictures of one demo run: a timeline recorder and a filmstrip recorder on each window the demo attaches,
/// written out when the demo is done.
@MainActor
public final class DemoPictures {
    let demoName: String
    let timelinePath: String?
    let framesDirectory: String?
    let schedule: FrameSchedule
    private var timelines: [(recorder: TimelineRecorder, name: String?)] = []
    private var filmstrips: [FilmstripRecorder] = []
    private var windowCount = 0
    /// Every frame of every window, in the order taken, with its window's number and name.
    private var frames: [(frame: FilmstripRecorder.Frame, window: Int, name: String?)] = []

    /// Pictures of the demo `demoName`: a timeline written to `timelinePath`, frames to `framesDirectory` (each
    /// optional), frames taken on `schedule`.
    public init(demoName: String, timelinePath: String?, framesDirectory: String?, schedule: FrameSchedule) {
        self.demoName = demoName
        self.timelinePath = timelinePath
        self.framesDirectory = framesDirectory
        self.schedule = schedule
    }

    /// Starts recording a window the demo attached.
    public func record(_ window: UIWindow, name: String?) {
        windowCount += 1
        let number = windowCount
        if timelinePath != nil {
            timelines.append((TimelineRecorder(window: window), name))
        }
        if framesDirectory != nil {
            let filmstrip = FilmstripRecorder(window: window, schedule: schedule.recorderSchedule)
            filmstrip.frameTaken = { [unowned self] frame in self.frames.append((frame, number, name)) }
            filmstrips.append(filmstrip)
        }
    }

    /// Takes the last frames and writes the files; returns what it wrote, for the log.
    public func write() throws -> [String] {
        var written: [String] = []
        for filmstrip in filmstrips { filmstrip.finish() }
        if let timelinePath {
            let several = timelines.count > 1
            let pictures = timelines.enumerated().map { index, entry in
                var timeline = entry.recorder.timeline
                timeline.title = title(window: index + 1, name: entry.name, several: several)
                return timeline
            }
            try write(SVGTimeline().render(pictures), to: timelinePath)
            written.append(timelinePath)
        }
        if let framesDirectory {
            let fileManager = FileManager.default
            try fileManager.createDirectory(atPath: framesDirectory, withIntermediateDirectories: true)
            // Replace an earlier run's frames, and only those.
            for old in try fileManager.contentsOfDirectory(atPath: framesDirectory)
            where old.hasPrefix("frame-") && old.hasSuffix(".svg") {
                try fileManager.removeItem(atPath: framesDirectory + "/" + old)
            }
            let several = filmstrips.count > 1
            for (index, entry) in frames.enumerated() {
                // The scenes draw their own text, so the views' names stay out of the way.
                let renderer = SVGSnapshot(title: "\(title(window: entry.window, name: entry.name, several: several)) · frame \(index)",
                                           showsNames: false)
                let path = framesDirectory + "/" + Self.frameFileName(index)
                try write(renderer.render(entry.frame.snapshot), to: path)
            }
            written.append("\(frames.count) frames in \(framesDirectory)")
        }
        return written
    }

    /// `frame-000.svg`, `frame-001.svg`, …
    static func frameFileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".svg"
    }

    private func title(window: Int, name: String?, several: Bool) -> String {
        var title = "touchkit demo \(demoName)"
        if several { title += " · window \(window)" }
        if let name { title += " (\(name))" }
        return title
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw DemoPicturesError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// A picture that could not be written; its description is the message the CLI prints.
public struct DemoPicturesError: Error, CustomStringConvertible {
    /// What went wrong, with the path.
    public let description: String

    init(_ description: String) { self.description = description }
}
