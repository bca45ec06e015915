import TouchKit

/// A window's pencil from a pen's evdev stream (a pen tablet, a screen with a pen): hover, strokes with pressure and
/// tilt, leaving the range. The samples of one display frame (``frameDuration`` of the pen's time) go to the
/// ``TouchHost`` together: a pen reports several times a frame (200 Hz and more), and a stroke's moves of one frame
/// become one event and its coalesced touches, as UIKit delivers Apple Pencil's. A chunk read ends its last frame.
///
/// ```swift
/// let pen = EvdevPenSource(host: host, axes: axes)
/// pen.consume(bytes: chunk)       // as often as the device has data
/// pen.endOfStream(error: nil)     // the stream ended: a stroke under way is cancelled
/// ```
///
/// Mapping (UIKit has no evdev to say; TouchKit's [?] unless marked):
/// - position: `ABS_X`/`ABS_Y` through their ranges onto the window, with ``calibration`` as a touch screen's;
/// - force: `ABS_PRESSURE` as a fraction of its range times `TouchHost.pencilMaximumPossibleForce` (the full range of
///   the pen is the full range of Apple Pencil's force); 1 without a pressure axis;
/// - tilt: `ABS_TILT_X`/`Y` in radians (value / the axis resolution, which the kernel gives in units per radian; a
///   resolution of 0 is read as degrees), positive when the top leans right or down. The pen's axis is then
///   (tan x, tan y, 1): its altitude is the angle of that vector with the surface, its azimuth the direction it leans;
///   upright without tilt axes;
/// - hover height: `ABS_DISTANCE` as a fraction of its range is the hover's `zOffset`; 0 without it (UIKit's value for
///   a device that does not report it, [doc] UIHoverGestureRecognizer.zOffset).
@preconcurrency @MainActor
public final class EvdevPenSource {
    /// The window's host the samples go to.
    public let host: TouchHost
    /// The pen's axes.
    public let axes: EvdevPenAxes
    /// The matrix and rotation applied to normalized positions.
    public var calibration: EvdevCalibration
    /// Events to frames.
    public var decoder: EvdevPenDecoder { pump.decoder }
    /// Called with each diagnostic as it happens.
    public var onDiagnostic: ((EvdevDiagnostic) -> Void)?
    /// Every diagnostic so far, the reader's and the decoder's, oldest first.
    public var diagnostics: [EvdevDiagnostic] { pump.diagnostics }
    private var pump = EvdevEventPump(EvdevPenDecoder())
    private var times: KernelTimeMapping
    private var pending: [PencilSample] = []
    /// The display frame the pending samples fall in.
    private var pendingFrame: Double = 0
    /// The display frame whose samples are sent together: 1/60 s (TouchKit's choice [?]: a 60 Hz display).
    public var frameDuration: TimeInterval = 1.0 / 60

    /// A source for `host`'s window, reading a pen with `axes`; its first frame is at the window clock's time now.
    public init(host: TouchHost, axes: EvdevPenAxes, calibration: EvdevCalibration = .identity) {
        self.host = host
        self.axes = axes
        self.calibration = calibration
        times = KernelTimeMapping(startTime: host.window.clock.now)
    }

    /// Reads a chunk of the byte stream (any size: a record cut between chunks is completed by the next one).
    public func consume(bytes: some Sequence<UInt8>) { consume(pump.events(in: bytes)) }

    /// Reads decoded events (a recording's, or one frame's worth of a device's), and sends their samples together.
    public func consume(_ events: [InputEvent]) {
        for event in events { gather(pump.frames(after: event)) }
        flush()
    }

    /// The stream ended (`error` when a read failed): an incomplete last record is dropped, a stroke under way is
    /// cancelled and a hover leaves the range, each with a diagnostic.
    public func endOfStream(error: String? = nil) {
        gather(pump.finish(error: error, observer: onDiagnostic))
        flush()
    }

    private func gather(_ frames: [EvdevPenFrame]) {
        for frame in frames {
            let sample = sample(for: frame)
            let displayFrame = frameDuration > 0 ? (sample.timestamp / frameDuration).rounded(.down) : 0
            if !pending.isEmpty && displayFrame != pendingFrame { flush() }
            pendingFrame = displayFrame
            pending.append(sample)
        }
        pump.forwardDiagnostics(to: onDiagnostic)
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        let samples = pending
        pending.removeAll(keepingCapacity: true)
        host.sendPencil(samples)
    }

    private func sample(for frame: EvdevPenFrame) -> PencilSample {
        let phase = frame.phase
        let device = EvdevDeviceDescription(name: "pen", x: axes.x, y: axes.y)
        let location = calibration.point(x: frame.x, y: frame.y, device: device, in: host.window.bounds.size)
        var force: CGFloat = 1
        if let pressure = frame.pressure, let axis = axes.pressure {
            force = CGFloat(axis.normalized(pressure)) * TouchHost.pencilMaximumPossibleForce
        }
        if phase != .began && phase != .moved { force = 0 }
        let (altitude, azimuth) = pose(tiltX: frame.tiltX, tiltY: frame.tiltY)
        var zOffset: CGFloat = 0
        if let distance = frame.distance, let axis = axes.distance { zOffset = CGFloat(axis.normalized(distance)) }
        return PencilSample(phase, location: location, timestamp: times.time(for: frame.time), force: force,
                            altitudeAngle: altitude, azimuthAngle: azimuth, zOffset: zOffset)
    }

    /// The altitude and azimuth of a pen tilted by `tiltX` and `tiltY` (device units).
    private func pose(tiltX: Int32?, tiltY: Int32?) -> (altitude: CGFloat, azimuth: CGFloat) {
        func radians(_ value: Int32?, _ axis: AbsoluteAxis?) -> Double {
            guard let value, let axis else { return 0 }
            let angle = axis.resolution > 0 ? Double(value) / Double(axis.resolution) : Double(value) * .pi / 180
            // Just short of lying flat: the tangent stays finite.
            return min(max(angle, -1.5), 1.5)
        }
        let x = tan(radians(tiltX, axes.tiltX)), y = tan(radians(tiltY, axes.tiltY))
        let lean = (x * x + y * y).squareRoot()
        guard lean > 0 else { return (.pi / 2, 0) }
        return (CGFloat(atan2(1, lean)), CGFloat(atan2(y, x)))
    }
}
