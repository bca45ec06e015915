import TouchKit

/// What an evdev device sent, read from a recording: the device's description (from the recording's own axis
/// ranges) and its events. Read from evemu's text format (``init(evemu:)``), `libinput record`'s YAML
/// (``init(libinputRecord:)``), or either, told apart by their first lines (``init(text:)``).
public struct EvdevRecording: Sendable {
    /// The device, as the recording describes it.
    public var device: EvdevDeviceDescription
    /// What it sent, in order.
    public var events: [InputEvent]
    /// `evemu` or `libinput-record`: the trace's `source`.
    public var format: String
    /// The lines that could not be read (skipped).
    public internal(set) var diagnostics: [EvdevDiagnostic] = []

    /// Why a recording cannot be used at all.
    public struct MissingAxis: Error, Sendable, CustomStringConvertible {
        public var description: String { "the recording has no ABS_MT_POSITION_X/Y axes (codes 0x35, 0x36)" }
    }

    /// Reads either kind of recording, told apart by ``InputFileKind``: `libinput record` output starts with
    /// `version:` and has `libinput:` and `devices:` keys; evemu's has its tagged lines. Anything else (a TouchKit
    /// trace, an empty file, random bytes) throws ``WrongInputKind``, naming what it looks like.
    public init(text: String) throws {
        switch InputFileKind(text: text) {
        case .libinputRecord: try self.init(libinputRecord: text)
        case .evemu: try self.init(evemu: text)
        case let found: throw WrongInputKind(found: found, expected: "an evemu or libinput recording")
        }
    }

    /// Throws ``WrongInputKind`` unless `text` is a recording of kind `kind`.
    static func require(_ kind: InputFileKind, in text: String) throws {
        let found = InputFileKind(text: text)
        guard found == kind else { throw WrongInputKind(found: found, expected: kind.description) }
    }

    /// A recording from its parts; throws without position axes. `axes` by code (`ABS_MT_SLOT`'s maximum gives the
    /// slots).
    init(
        name: String, axes: [UInt16: AbsoluteAxis], events: [InputEvent], diagnostics: [EvdevDiagnostic], format: String
    ) throws {
        guard let x = axes[EvdevCode.positionX], let y = axes[EvdevCode.positionY] else { throw MissingAxis() }
        let slots = axes[EvdevCode.slot].map { Int($0.maximum) + 1 } ?? 1
        device = EvdevDeviceDescription(
            name: name, x: x, y: y, pressure: axes[EvdevCode.pressure], touchMajor: axes[EvdevCode.touchMajor], slots: slots)
        self.events = events
        self.diagnostics = diagnostics
        self.format = format
    }

    /// A diagnostic for a line that could not be read.
    static func malformedLine(_ number: Int, _ line: Substring, time: Double) -> EvdevDiagnostic {
        EvdevDiagnostic(kind: .malformedRecording, message: "line \(number) skipped: \(line.prefix(80))", time: time)
    }

    /// The recording decoded and mapped into a trace for a window of `size` points (the recording's first event
    /// at t = 0), with the decoder's diagnostics.
    public func trace(size: CGSize, calibration: EvdevCalibration = .identity) -> (trace: TouchTrace, diagnostics: [EvdevDiagnostic]) {
        var decoder = MultitouchDecoder(device: device)
        var mapper = EvdevSampleMapper(device: device, calibration: calibration, size: size)
        var trace = TouchTrace(device: TouchTrace.Device(
            name: device.name, width: Double(size.width), height: Double(size.height), source: format))
        for event in events {
            for frame in decoder.feed(event) { trace.append(mapper.samples(for: frame), startTime: 0) }
        }
        for frame in decoder.finish(time: events.last?.time ?? 0, reason: "the recording ended") {
            trace.append(mapper.samples(for: frame), startTime: 0)
        }
        return (trace, diagnostics + decoder.diagnostics)
    }
}
