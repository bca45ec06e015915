import TouchKit

/// What a mouse reported in one `SYN_REPORT` frame: its motion, the buttons pressed and released, and its wheels.
public struct EvdevMouseFrame: Sendable, Equatable {
    /// The kernel time of the frame's `SYN_REPORT` (or `SYN_DROPPED`), in seconds.
    public var time: Double
    /// `REL_X`, `REL_Y` summed over the frame, in device counts.
    public var dx: Double = 0
    public var dy: Double = 0
    /// The vertical wheel's movement, in notches (fractions from a high-resolution wheel), positive away from the user.
    public var wheel: Double = 0
    /// The horizontal wheel's movement, in notches, positive to the right.
    public var horizontalWheel: Double = 0
    /// Buttons that went down in the frame.
    public var pressed: UIEvent.ButtonMask = []
    /// Buttons that went up in the frame.
    public var released: UIEvent.ButtonMask = []

    /// Whether the frame says anything.
    public var isEmpty: Bool { dx == 0 && dy == 0 && wheel == 0 && horizontalWheel == 0 && pressed.isEmpty && released.isEmpty }
}

/// Decodes a mouse's evdev events (`EV_REL` motion and wheels, `BTN_LEFT`/`RIGHT`/`MIDDLE`) into frames, one per
/// `SYN_REPORT` that changed something.
///
/// Decisions, each with an ``EvdevDiagnostic`` where the input is bad:
/// - buttons: `BTN_LEFT` is UIKit's primary button, `BTN_RIGHT` the secondary, `BTN_MIDDLE` button 3 (iPadOS numbers a
///   mouse's buttons so [?]); value 1 presses, 0 releases, 2 (the kernel's autorepeat) is ignored. A press of a
///   button held or a release of one not held (a kernel never sends either; a recording may) is dropped
///   (`buttonStateMismatch`);
/// - wheels: a device with a high-resolution wheel sends both `REL_WHEEL_HI_RES` (120 a notch) and, for every whole
///   notch, the legacy `REL_WHEEL`; once a high-resolution event has been seen the legacy ones are ignored, so a
///   notch counts once. Before that, `REL_WHEEL` counts a notch a unit. This is libinput's reading (its
///   documentation, "Wheel scrolling" and "Incorrectly enabled high-resolution scroll"), which a recording without
///   the device's capability bits can only follow from the events themselves;
/// - `SYN_DROPPED`: the buttons held are released at once and events up to the next `SYN_REPORT` are dropped
///   (`eventsDropped`), so no click stays held on lost events;
/// - event types and codes the kernel does not define are reported once each; absolute axes, `EV_MSC` and other keys
///   are ignored;
/// - ``finish(time:reason:)`` releases the buttons still held (`contactsLeftDown`).
public struct EvdevMouseDecoder: Sendable {
    /// What went wrong so far, oldest first.
    public var diagnostics: [EvdevDiagnostic] { log.diagnostics }
    /// The buttons held.
    public private(set) var buttons: UIEvent.ButtonMask = []
    private var frame = EvdevMouseFrame(time: 0)
    private var legacyWheel: Double = 0, legacyHorizontalWheel: Double = 0
    private var sawHighResolutionWheel = false, sawHighResolutionHorizontalWheel = false
    var dropping = false
    var log = EvdevDecoderLog()

    /// A decoder with no button held.
    public init() {}

    /// Reads one event; returns the frame it completed, if any.
    public mutating func feed(_ event: InputEvent) -> [EvdevMouseFrame] { dispatch(event) }

    /// The stream ended: the buttons still held are released (one frame, at `time`).
    public mutating func finish(time: Double, reason: String) -> [EvdevMouseFrame] {
        dropping = false
        guard !buttons.isEmpty else { return [] }
        log.report(.contactsLeftDown, "\(reason) with mouse buttons \(buttons.rawValue) held: released", time)
        return [releaseAll(time: time)]
    }

    mutating func completeFrame(time: Double) -> [EvdevMouseFrame] {
        var completed = frame
        completed.time = time
        if !sawHighResolutionWheel { completed.wheel += legacyWheel }
        if !sawHighResolutionHorizontalWheel { completed.horizontalWheel += legacyHorizontalWheel }
        frame = EvdevMouseFrame(time: time)
        legacyWheel = 0
        legacyHorizontalWheel = 0
        return completed.isEmpty ? [] : [completed]
    }

    mutating func dropEvents(time: Double) -> [EvdevMouseFrame] {
        log.report(.eventsDropped, "SYN_DROPPED: the kernel lost events; mouse buttons \(buttons.rawValue) released", time)
        frame = EvdevMouseFrame(time: time)
        legacyWheel = 0
        legacyHorizontalWheel = 0
        return buttons.isEmpty ? [] : [releaseAll(time: time)]
    }

    mutating func relative(_ event: InputEvent) {
        let value = Double(event.value)
        let notches = value / Double(EvdevCode.wheelUnitsPerNotch)
        switch event.code {
        case EvdevCode.relativeX: frame.dx += value
        case EvdevCode.relativeY: frame.dy += value
        case EvdevCode.wheel: legacyWheel += value
        case EvdevCode.horizontalWheel: legacyHorizontalWheel += value
        case EvdevCode.wheelHighResolution:
            sawHighResolutionWheel = true
            frame.wheel += notches
        case EvdevCode.horizontalWheelHighResolution:
            sawHighResolutionHorizontalWheel = true
            frame.horizontalWheel += notches
        case ...EvdevCode.relativeMax: break
        default: log.reportUnknown(event)
        }
    }

    mutating func key(_ event: InputEvent) {
        let button: UIEvent.ButtonMask
        switch event.code {
        case EvdevCode.buttonLeft: button = .primary
        case EvdevCode.buttonRight: button = .secondary
        case EvdevCode.buttonMiddle: button = .button(3)
        case ...EvdevCode.keyMax: return
        default: return log.reportUnknown(event)
        }
        switch event.value {
        case 1:
            guard !buttons.contains(button) else {
                return log.report(.buttonStateMismatch, "mouse button \(button.rawValue) pressed while held: dropped", event.time)
            }
            buttons.insert(button)
            frame.pressed.insert(button)
        case 0:
            guard buttons.contains(button) else {
                return log.report(.buttonStateMismatch, "mouse button \(button.rawValue) released but not held: dropped", event.time)
            }
            buttons.remove(button)
            frame.released.insert(button)
        default:
            break
        }
    }

    private mutating func releaseAll(time: Double) -> EvdevMouseFrame {
        var release = EvdevMouseFrame(time: time)
        release.released = buttons
        buttons = []
        return release
    }
}
