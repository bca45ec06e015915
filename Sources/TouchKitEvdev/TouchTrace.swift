import TouchKit

/// A recorded touch trace: what a touch screen (or any input source) sent, as ``TouchHost`` events, in a small
/// versioned text format, so that a bug seen on a device becomes a deterministic test.
///
/// The format is JSON lines (one JSON object per line, UTF-8). The first line describes the recording:
///
/// ```
/// {"format":"touchkit-trace","version":1,"device":{"name":"ILITEK Multi-Touch","width":800,"height":480,"source":"evdev"}}
/// ```
///
/// then one line per event, samples that happened together, `t` in seconds from the trace's start, locations in the
/// window points of a `width` × `height` window, `force` (1 = an average touch) and `radius` (points):
///
/// ```
/// {"t":0.016,"touches":[{"id":1,"phase":"began","x":120.5,"y":300,"force":1,"radius":20}]}
/// ```
///
/// Phases are `began`, `moved`, `stationary`, `ended`, `cancelled`. Blank lines and lines starting with `#` are
/// skipped. A reader of version 1 rejects other versions (``FormatError``).
public struct TouchTrace: Sendable, Equatable {
    /// The format's version, written in the header.
    public static let version = 1

    /// What the trace was recorded from.
    public struct Device: Sendable, Equatable, Codable {
        public var name: String
        /// The window's size in points, which the locations are in.
        public var width: Double
        public var height: Double
        /// `evdev`, `evemu`, `simulator`, …: informational.
        public var source: String?

        /// A device line.
        public init(name: String, width: Double, height: Double, source: String? = nil) {
            self.name = name
            self.width = width
            self.height = height
            self.source = source
        }
    }

    /// One finger's sample.
    public struct Sample: Sendable, Equatable, Codable {
        /// The finger id (``TouchSample/id``).
        public var id: Int
        /// `began`, `moved`, `stationary`, `ended` or `cancelled`.
        public var phase: String
        /// The location in window points.
        public var x: Double
        public var y: Double
        /// ``TouchSample/force``: 1 is an average touch.
        public var force: Double
        /// ``TouchSample/majorRadius``, in points.
        public var radius: Double
    }

    /// Samples that happened together: one ``TouchHost`` event.
    public struct Event: Sendable, Equatable, Codable {
        /// Seconds from the trace's start.
        public var t: Double
        /// The fingers that changed.
        public var touches: [Sample]
    }

    /// Why a trace could not be read.
    public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// What was expected there.
        public var reason: String
        public var description: String { "trace line \(line): \(reason)" }
    }

    private struct Header: Codable {
        var format: String
        var version: Int
        var device: Device
    }

    /// What the trace was recorded from.
    public var device: Device
    /// The events, in order.
    public var events: [Event]

    /// A trace from its parts (empty: record into it with ``append(_:startTime:)``).
    public init(device: Device, events: [Event] = []) {
        self.device = device
        self.events = events
    }

    /// Reads a trace from its text. Lines may end in `\n`, `\r\n` or nothing. A file of another kind (an evemu
    /// or libinput recording) is named as such in the ``FormatError``; so is a device whose size is not finite
    /// and positive (its locations would mean nothing).
    public init(jsonLines text: String) throws {
        let decoder = JSONDecoder()
        var header: Header?
        var events: [Event] = []
        for (index, rawLine) in InputFileKind.lines(of: text).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let data = Data(line.utf8)
            if header == nil {
                guard let read = try? decoder.decode(Header.self, from: data), read.format == "touchkit-trace" else {
                    let found = InputFileKind(text: text)
                    if found == .evemu || found == .libinputRecord {
                        throw FormatError(line: index + 1, reason: "this looks like \(found), not a TouchKit trace (`touchkit trace import` converts it)")
                    }
                    throw FormatError(line: index + 1, reason: "expected the header {\"format\":\"touchkit-trace\",\"version\":1,\"device\":{…}}")
                }
                guard read.version == Self.version else {
                    throw FormatError(line: index + 1, reason: "version \(read.version); this reader knows version \(Self.version)")
                }
                let size = [read.device.width, read.device.height]
                guard size.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= Self.maximumSide }) else {
                    throw FormatError(line: index + 1, reason: "the device's width and height must be more than 0 and at most \(Int(Self.maximumSide)) points")
                }
                header = read
                continue
            }
            guard let event = try? decoder.decode(Event.self, from: data) else {
                throw FormatError(line: index + 1, reason: "expected an event {\"t\":…,\"touches\":[{\"id\":…,\"phase\":…,\"x\":…,\"y\":…,\"force\":…,\"radius\":…}]}")
            }
            if let bad = event.touches.first(where: { Self.phase(named: $0.phase) == nil }) {
                throw FormatError(line: index + 1, reason: "unknown phase \"\(bad.phase)\"")
            }
            events.append(event)
        }
        guard let header else { throw FormatError(line: 1, reason: "empty trace: no header") }
        self.init(device: header.device, events: events)
    }

    /// The trace as text, one JSON object per line, ending in a newline.
    public var jsonLines: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func line(_ value: some Encodable) -> String {
            (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        }
        var lines = [line(Header(format: "touchkit-trace", version: Self.version, device: device))]
        for event in events { lines.append(line(event)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Adds one event's samples, their times taken from `startTime`.
    public mutating func append(_ samples: [TouchSample], startTime: TimeInterval) {
        guard let first = samples.first else { return }
        events.append(Event(t: first.timestamp - startTime, touches: samples.map { sample in
            Sample(
                id: sample.id, phase: sample.phase.description, x: Double(sample.location.x),
                y: Double(sample.location.y), force: Double(sample.force), radius: Double(sample.majorRadius))
        }))
    }

    /// The ``TouchHost`` samples of each event, times from `startTime`.
    public func samples(startTime: TimeInterval = 0) -> [[TouchSample]] {
        events.map { event in
            event.touches.map { sample in
                TouchSample(
                    id: sample.id, phase: Self.phase(named: sample.phase) ?? .cancelled,
                    location: CGPoint(x: sample.x, y: sample.y), timestamp: startTime + event.t, type: .direct,
                    force: CGFloat(sample.force), majorRadius: CGFloat(sample.radius))
            }
        }
    }

    /// Sends every event to `host`, from the window clock's current time, as the device sent them. The clock is left
    /// at the last event's time: advance it (`TouchSimulator.advance(by:)` or `settle()`) to let timers run out.
    ///
    /// A trace that ends with fingers down (cut short, or recorded by a tool that stopped mid-gesture) has them
    /// cancelled at its last event's time, as a recording's are (``EvdevDiagnostic/Kind/contactsLeftDown``): every
    /// touch that began ends. Returns that diagnostic, if any.
    @MainActor
    @discardableResult
    public func play(into host: TouchHost) -> [EvdevDiagnostic] {
        let startTime = host.window.clock.now
        for samples in samples(startTime: startTime) { host.send(samples) }
        let down = host.activeFingers.count
        guard down > 0 else { return [] }
        host.cancelAllTouches()
        return [EvdevDiagnostic(
            kind: .contactsLeftDown, message: "the trace ended with \(down) finger(s) down: cancelled",
            time: events.last?.t ?? 0)]
    }

    /// The largest window side a trace's device may give, in points: far beyond any screen, small enough that
    /// locations keep their precision.
    public static let maximumSide = 1_000_000.0

    static func phase(named name: String) -> UITouch.Phase? {
        switch name {
        case "began": .began
        case "moved": .moved
        case "stationary": .stationary
        case "ended": .ended
        case "cancelled": .cancelled
        default: nil
        }
    }
}
