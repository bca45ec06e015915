import TouchKit

/// A window's pointer from a mouse's evdev stream: relative motion moves the pointer, buttons click, wheels scroll;
/// each frame's samples go to the ``TouchHost`` (`PointerSample`s and discrete `ScrollSample`s) as it completes.
///
/// ```swift
/// let mouse = EvdevMouseSource(host: host)
/// mouse.consume(bytes: chunk)       // as often as the device has data
/// mouse.endOfStream(error: nil)     // the stream ended: buttons still held are released
/// ```
///
/// Decisions (UIKit has no evdev to say; TouchKit's [?]): the pointer starts at the middle of the window and moves a
/// point per device count (``pointsPerCount``; no acceleration), kept inside the window's bounds; a wheel notch is a
/// line (`TouchHost.pointsPerWheelLine` points), turned away from the user it moves the content down (toward its
/// top), as ``ScrollSample`` counts it; a horizontal notch to the right moves the content left. In one frame the
/// motion comes first, then the presses, the releases, and the wheel.
@preconcurrency @MainActor
public final class EvdevMouseSource {
    /// The window's host the samples go to.
    public let host: TouchHost
    /// Events to frames.
    public var decoder: EvdevMouseDecoder { pump.decoder }
    /// How far the pointer moves per device count, in points: 1.
    public var pointsPerCount: CGFloat = 1
    /// Where the pointer is, in window coordinates.
    public private(set) var location: CGPoint
    /// Called with each diagnostic as it happens.
    public var onDiagnostic: ((EvdevDiagnostic) -> Void)?
    /// Every diagnostic so far, the reader's and the decoder's, oldest first.
    public var diagnostics: [EvdevDiagnostic] { pump.diagnostics }
    private var pump = EvdevEventPump(EvdevMouseDecoder())
    private var times: KernelTimeMapping

    /// A source for `host`'s window; its first frame is at the window clock's time now.
    public init(host: TouchHost) {
        self.host = host
        let bounds = host.window.bounds
        location = CGPoint(x: bounds.midX, y: bounds.midY)
        times = KernelTimeMapping(startTime: host.window.clock.now)
    }

    /// Reads a chunk of the byte stream (any size: a record cut between chunks is completed by the next one).
    public func consume(bytes: some Sequence<UInt8>) { consume(pump.events(in: bytes)) }

    /// Reads decoded events (a recording's).
    public func consume(_ events: [InputEvent]) {
        for event in events { send(pump.frames(after: event)) }
    }

    /// The stream ended (`error` when a read failed): an incomplete last record is dropped and the buttons still
    /// held are released, each with a diagnostic.
    public func endOfStream(error: String? = nil) { send(pump.finish(error: error, observer: onDiagnostic)) }

    private func send(_ frames: [EvdevMouseFrame]) {
        for frame in frames {
            let time = times.time(for: frame.time)
            if frame.dx != 0 || frame.dy != 0 {
                let bounds = host.window.bounds
                location = CGPoint(x: min(max(location.x + CGFloat(frame.dx) * pointsPerCount, bounds.minX), bounds.maxX),
                                   y: min(max(location.y + CGFloat(frame.dy) * pointsPerCount, bounds.minY), bounds.maxY))
                host.send(PointerSample(.move, location: location, timestamp: time))
            }
            if !frame.pressed.isEmpty { host.send(PointerSample(.press(frame.pressed), location: location, timestamp: time)) }
            if !frame.released.isEmpty { host.send(PointerSample(.release(frame.released), location: location, timestamp: time)) }
            if frame.wheel != 0 || frame.horizontalWheel != 0 {
                host.send(ScrollSample.wheel(lines: CGPoint(x: -frame.horizontalWheel, y: frame.wheel), at: location, timestamp: time))
            }
        }
        pump.forwardDiagnostics(to: onDiagnostic)
    }
}
