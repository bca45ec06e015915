import TouchKit

/// The axes of a pen tablet (or a pen on a screen), as `EVIOCGABS` reports them or a recording lists them.
public struct EvdevPenAxes: Sendable, Equatable {
    /// `ABS_X`, `ABS_Y`: the tip's position.
    public var x: AbsoluteAxis
    public var y: AbsoluteAxis
    /// `ABS_PRESSURE`, `ABS_DISTANCE`, `ABS_TILT_X`, `ABS_TILT_Y`, when the device has them.
    public var pressure: AbsoluteAxis?
    public var distance: AbsoluteAxis?
    public var tiltX: AbsoluteAxis?
    public var tiltY: AbsoluteAxis?

    /// The axes of a pen.
    public init(x: AbsoluteAxis, y: AbsoluteAxis, pressure: AbsoluteAxis? = nil, distance: AbsoluteAxis? = nil,
                tiltX: AbsoluteAxis? = nil, tiltY: AbsoluteAxis? = nil) {
        self.x = x
        self.y = y
        self.pressure = pressure
        self.distance = distance
        self.tiltX = tiltX
        self.tiltY = tiltY
    }

    /// The pen axes among a recording's (by code); nil without `ABS_X` and `ABS_Y`.
    public init?(axes: [UInt16: AbsoluteAxis]) {
        guard let x = axes[EvdevCode.absX], let y = axes[EvdevCode.absY] else { return nil }
        self.init(x: x, y: y, pressure: axes[EvdevCode.absPressure], distance: axes[EvdevCode.absDistance],
                  tiltX: axes[EvdevCode.absTiltX], tiltY: axes[EvdevCode.absTiltY])
    }
}

/// What a pen reported in one `SYN_REPORT` frame, in device units.
public struct EvdevPenFrame: Sendable, Equatable {
    /// The kernel time of the frame, in seconds.
    public var time: Double
    /// What the pen did: hovering, leaving the range, touching (began, moved, ended), or cancelled when the kernel
    /// lost events while it touched.
    public var phase: PencilSample.Phase
    /// `ABS_X`, `ABS_Y`.
    public var x: Int32
    public var y: Int32
    /// `ABS_PRESSURE`, `ABS_DISTANCE`, `ABS_TILT_X`, `ABS_TILT_Y`, once the device sent them.
    public var pressure: Int32?
    public var distance: Int32?
    public var tiltX: Int32?
    public var tiltY: Int32?
}

/// Decodes a pen's evdev events into frames: `BTN_TOOL_PEN` (or `BTN_TOOL_RUBBER`) says the pen is in range,
/// `BTN_TOUCH` that its tip touches, `ABS_X`/`ABS_Y` where, `ABS_PRESSURE`, `ABS_TILT_X`/`Y` and `ABS_DISTANCE` how
/// (the kernel's `Documentation/input/event-codes.rst`, "Tablets"; libinput reads a tablet tool so too).
///
/// Decisions, each with an ``EvdevDiagnostic`` where the input is bad:
/// - a frame in range and not touching is a hover (sent when something changed); touching begins, moves and ends a
///   stroke; out of range after being in range is `leftRange` (after an `ended` if it still touched);
/// - `BTN_TOUCH` with no tool in range (a kernel sends the tool first; a recording may not): taken as the pen in
///   range (`toolMissing`);
/// - `SYN_DROPPED`: a stroke under way is cancelled, the pen is taken as out of range, and events up to the next
///   `SYN_REPORT` are dropped (`eventsDropped`);
/// - event types and codes the kernel does not define are reported once each; other keys (`BTN_STYLUS`…), `EV_REL`
///   and `EV_MSC` are ignored;
/// - ``finish(time:reason:)`` cancels a stroke under way (`contactsLeftDown`) or takes a hovering pen out of range.
public struct EvdevPenDecoder: Sendable {
    /// What went wrong so far, oldest first.
    public var diagnostics: [EvdevDiagnostic] { log.diagnostics }
    private var inRange = false, touching = false
    private var wasInRange = false, wasTouching = false
    private var changed = false
    private var x: Int32 = 0, y: Int32 = 0
    private var pressure: Int32?, distance: Int32?, tiltX: Int32?, tiltY: Int32?
    var dropping = false
    var log = EvdevDecoderLog()

    /// A decoder with the pen out of range.
    public init() {}

    /// Reads one event; returns the frames it completed (an `ended` and a `leftRange` when both happen in one).
    public mutating func feed(_ event: InputEvent) -> [EvdevPenFrame] { dispatch(event) }

    /// The stream ended: a stroke under way is cancelled, a hover leaves the range.
    public mutating func finish(time: Double, reason: String) -> [EvdevPenFrame] {
        dropping = false
        defer { inRange = false; touching = false; wasInRange = false; wasTouching = false }
        if wasTouching {
            log.report(.contactsLeftDown, "\(reason) with the pen touching: its stroke is cancelled", time)
            return [frame(.cancelled, time)]
        }
        return wasInRange ? [frame(.leftRange, time)] : []
    }

    mutating func dropEvents(time: Double) -> [EvdevPenFrame] {
        var frames: [EvdevPenFrame] = []
        if wasTouching { frames.append(frame(.cancelled, time)) }
        log.report(.eventsDropped, "SYN_DROPPED: the kernel lost events; the pen's stroke is cancelled and it is taken as out of range", time)
        inRange = false
        touching = false
        wasInRange = false
        wasTouching = false
        changed = false
        return frames
    }

    mutating func completeFrame(time: Double) -> [EvdevPenFrame] {
        var frames: [EvdevPenFrame] = []
        if touching && !inRange {
            log.report(.toolMissing, "BTN_TOUCH with no pen in range: taken as the pen", time)
            inRange = true
        }
        switch (wasTouching, touching) {
        case (false, true): frames.append(frame(.began, time))
        case (true, true): if changed { frames.append(frame(.moved, time)) }
        case (true, false):
            frames.append(frame(.ended, time))
            if inRange { frames.append(frame(.hovering, time)) }
        case (false, false):
            if inRange && (changed || !wasInRange) { frames.append(frame(.hovering, time)) }
        }
        if wasInRange && !inRange { frames.append(frame(.leftRange, time)) }
        wasInRange = inRange
        wasTouching = touching
        changed = false
        return frames
    }

    mutating func key(_ event: InputEvent) {
        switch event.code {
        case EvdevCode.toolPen, EvdevCode.toolRubber:
            if event.value == 0 || event.value == 1 { inRange = event.value == 1 }
        case EvdevCode.buttonTouch:
            if event.value == 0 || event.value == 1 { touching = event.value == 1 }
        case ...EvdevCode.keyMax:
            break
        default:
            log.reportUnknown(event)
        }
    }

    mutating func absolute(_ event: InputEvent) {
        switch event.code {
        case EvdevCode.absX: x = event.value
        case EvdevCode.absY: y = event.value
        case EvdevCode.absPressure: pressure = event.value
        case EvdevCode.absDistance: distance = event.value
        case EvdevCode.absTiltX: tiltX = event.value
        case EvdevCode.absTiltY: tiltY = event.value
        case ...EvdevCode.absoluteMax: return
        default: return log.reportUnknown(event)
        }
        changed = true
    }

    private func frame(_ phase: PencilSample.Phase, _ time: Double) -> EvdevPenFrame {
        EvdevPenFrame(time: time, phase: phase, x: x, y: y, pressure: pressure, distance: distance, tiltX: tiltX, tiltY: tiltY)
    }
}
