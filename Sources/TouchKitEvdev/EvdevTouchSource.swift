import TouchKit

/// A window's touch input from an evdev stream: bytes or events in (from a device, ``EvdevDeviceFile``, or from a
/// recording), ``TouchHost`` events out, one per `SYN_REPORT` frame. Optionally records what it sent as a
/// ``TouchTrace``.
///
/// ```swift
/// let source = EvdevTouchSource(host: host, device: description)
/// source.consume(bytes: chunk)       // as often as the device has data
/// source.endOfStream(error: nil)     // the stream ended: contacts still down are cancelled
/// ```
///
/// Every contact that began ends, whatever the input: bad input is dropped or corrected with an
/// ``EvdevDiagnostic`` (``diagnostics``; the host's own are in ``TouchHost/diagnostics``).
@preconcurrency @MainActor
public final class EvdevTouchSource {
    /// The window's host the samples go to.
    public let host: TouchHost
    /// The protocol B state: slots, contacts, what went wrong.
    public var decoder: MultitouchDecoder { pump.decoder }
    /// Device units and kernel times to window points and clock times.
    public private(set) var mapper: EvdevSampleMapper
    /// What was sent, when the source was made with `recording: true`.
    public private(set) var recording: TouchTrace?
    /// Called with each diagnostic as it happens.
    public var onDiagnostic: ((EvdevDiagnostic) -> Void)?
    /// Every diagnostic so far, the reader's and the decoder's, oldest first.
    public var diagnostics: [EvdevDiagnostic] { pump.diagnostics }
    private var pump: EvdevEventPump<MultitouchDecoder>

    /// A source for `host`'s window, reading a device described by `device`.
    public init(host: TouchHost, device: EvdevDeviceDescription, calibration: EvdevCalibration = .identity, recording: Bool = false) {
        self.host = host
        pump = EvdevEventPump(MultitouchDecoder(device: device))
        mapper = EvdevSampleMapper(
            device: device, calibration: calibration, size: host.window.bounds.size, startTime: host.window.clock.now)
        if recording {
            self.recording = TouchTrace(device: TouchTrace.Device(
                name: device.name, width: Double(host.window.bounds.width), height: Double(host.window.bounds.height),
                source: "evdev"))
        }
    }

    /// Reads a chunk of the byte stream (any size: a record cut between chunks is completed by the next one).
    public func consume(bytes: some Sequence<UInt8>) { consume(pump.events(in: bytes)) }

    /// Reads decoded events (a recording's).
    public func consume(_ events: [InputEvent]) {
        for event in events { consume(event) }
    }

    /// Reads one event; a `SYN_REPORT` that completes a frame sends it to the host.
    public func consume(_ event: InputEvent) { send(pump.frames(after: event)) }

    /// The stream ended (end of a recording; `error` when a read failed, say the device was unplugged): an incomplete
    /// last record is dropped and every contact still down is cancelled, each with a diagnostic.
    public func endOfStream(error: String? = nil) { send(pump.finish(error: error, observer: onDiagnostic)) }

    private func send(_ frames: [EvdevFrame]) {
        for frame in frames {
            let samples = mapper.samples(for: frame)
            recording?.append(samples, startTime: mapper.startTime)
            host.send(samples)
        }
        pump.forwardDiagnostics(to: onDiagnostic)
    }
}
