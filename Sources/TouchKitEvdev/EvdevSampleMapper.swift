import TouchKit

/// Turns decoded frames into ``TouchSample``s for a window: positions through the axis ranges, calibration and
/// rotation; the kernel's timestamps onto the window's clock; pressure and contact size into force and radius.
///
/// Decisions (UIKit has no evdev to say):
/// - time: the first frame's kernel time is `startTime` (the window clock's time when the source started); later
///   frames keep the kernel's intervals. Kernel timestamps are `CLOCK_MONOTONIC` or wall-clock seconds, in the
///   billions: read as the window's seconds they would be clamped by ``TouchHost`` as absurd. A jump in the kernel's
///   time is passed on as it is (``TouchHost`` clamps one that goes backwards, with its diagnostic);
/// - force: `ABS_MT_PRESSURE` normalized to its range, times 2, so that mid-range is 1 (``TouchSample``'s "an average
///   touch"); 1 without a pressure axis;
/// - radius: half of `ABS_MT_TOUCH_MAJOR` (a diameter, in the position axes' units), in points along x; 20 (the
///   simulator's) without a touch-major axis.
public struct EvdevSampleMapper: Sendable {
    /// The axis ranges positions are normalized with.
    public var device: EvdevDeviceDescription
    /// The matrix and rotation applied to normalized positions.
    public var calibration: EvdevCalibration
    /// The window's size, in points: the panel covers the window.
    public var size: CGSize
    /// The window clock's time of the first frame.
    public var startTime: TimeInterval
    private var firstKernelTime: Double?

    /// A mapper whose first frame will be at `startTime`.
    public init(device: EvdevDeviceDescription, calibration: EvdevCalibration = .identity, size: CGSize, startTime: TimeInterval = 0) {
        self.device = device
        self.calibration = calibration
        self.size = size
        self.startTime = startTime
    }

    /// One ``TouchHost`` event's samples.
    public mutating func samples(for frame: EvdevFrame) -> [TouchSample] {
        let origin = firstKernelTime ?? frame.time
        firstKernelTime = origin
        // Rounded to the kernel's microseconds, so that 5000.06 - 5000 is 0.06 and traces read back exactly.
        let timestamp = startTime + ((frame.time - origin) * 1_000_000).rounded() / 1_000_000
        return frame.changes.map { change in
            TouchSample(
                id: change.contact, phase: change.phase,
                location: calibration.point(x: change.x, y: change.y, device: device, in: size),
                timestamp: timestamp, type: .direct, force: force(change.pressure), majorRadius: radius(change.touchMajor))
        }
    }

    private func force(_ pressure: Int32?) -> CGFloat {
        guard let pressure, let axis = device.pressure else { return 1 }
        return CGFloat(min(max(axis.normalized(pressure), 0), 1) * 2)
    }

    private func radius(_ touchMajor: Int32?) -> CGFloat {
        guard let touchMajor, device.touchMajor != nil else { return 20 }
        let span = Double(device.x.maximum) - Double(device.x.minimum)
        guard span > 0 else { return 20 }
        return CGFloat(max(Double(touchMajor), 0) / 2 * Double(size.width) / span)
    }
}
