import TouchKit

/// The page's indirect input: a mouse, a wheel (or a trackpad's scroll and pinch, as a browser reports them) and a
/// pen, each checked here before a session maps it onto the host (``PlaygroundSession``).
extension PlaygroundMessage {
    /// The mouse after one browser pointer event of `pointerType` mouse.
    public struct Mouse: Equatable, Sendable {
        /// Where it is, in window points: x.
        public var x: Double
        /// y.
        public var y: Double
        /// The buttons held now: the browser's `PointerEvent.buttons`, whose bits are UIKit's button numbers less one.
        public var buttons: UIEvent.ButtonMask
        /// The modifier keys held.
        public var modifierFlags: UIKeyModifierFlags
        /// It left the screen (`pointerleave` with no button held).
        public var leaves: Bool
    }

    /// A browser's `WheelEvent`'s unit (`deltaMode`).
    public enum WheelMode: Int, Equatable, Sendable {
        /// `DOM_DELTA_PIXEL`: a high-resolution wheel or a trackpad; the page sends window points.
        case pixel = 0
        /// `DOM_DELTA_LINE`: a wheel's notches (Firefox's wheel).
        case line = 1
        /// `DOM_DELTA_PAGE`: a page per unit.
        case page = 2
    }

    /// One `WheelEvent`.
    public struct Wheel: Equatable, Sendable {
        /// The pointer's location, in window points: x.
        public var x: Double
        /// y.
        public var y: Double
        /// The browser's `deltaX` (and ``dy`` its `deltaY`): positive scrolls toward the content's end (the content
        /// moves left or up).
        public var dx: Double
        /// The vertical delta.
        public var dy: Double
        /// Their unit.
        public var mode: WheelMode
        /// The modifier keys held; Control makes the event a trackpad pinch (browsers report a pinch so).
        public var modifierFlags: UIKeyModifierFlags
    }

    /// A pen sample's phase.
    public enum PenPhase: String, Equatable, Sendable {
        /// In range above the screen (`pointermove` with no button).
        case hover
        /// Out of range (`pointerleave` with no button).
        case leave
        /// The tip touched (`pointerdown`).
        case began
        /// The tip moved on the screen.
        case moved
        /// The tip lifted (`pointerup`).
        case ended
        /// The browser took the pen (`pointercancel`).
        case cancelled
    }

    /// One pen sample, its angles as the Pointer Events give them.
    public struct PenSample: Equatable, Sendable {
        /// What the pen did.
        public var phase: PenPhase
        /// The sample's browser time, milliseconds (the message's when the sample has none).
        public var time: Double
        /// Where the tip is, in window points: x.
        public var x: Double
        /// y.
        public var y: Double
        /// The normalized pressure, 0 through 1 (0 while hovering).
        public var pressure: Double
        /// The tilt toward positive x, degrees, -90 through 90.
        public var tiltX: Double
        /// The tilt toward positive y, degrees, -90 through 90.
        public var tiltY: Double
        /// The rotation around the pen's axis, degrees, 0 through 359.
        public var twist: Double
    }

    /// The most samples in one pen message (a frame's coalesced events).
    public static let maximumPenSamples = 32
    /// The largest `buttons` value: 16 buttons.
    public static let maximumButtons = 0xFFFF

    static func parseIndirect(_ wire: Wire, seq: Int, time: Double) -> Result<PlaygroundMessage, Rejection> {
        let what = "\(wire.type) \(seq)"
        var flags: UIKeyModifierFlags = []
        if wire.shift == true { flags.insert(.shift) }
        if wire.ctrl == true { flags.insert(.control) }
        if wire.alt == true { flags.insert(.alternate) }
        if wire.meta == true { flags.insert(.command) }
        switch wire.type {
        case "mouse":
            guard let x = wire.x, let y = wire.y, x.isFinite, y.isFinite else {
                return .failure(Rejection("\(what): no finite location"))
            }
            let buttons = wire.buttons ?? 0
            guard (0...maximumButtons).contains(buttons) else {
                return .failure(Rejection("\(what): buttons \(buttons) not 0 through \(maximumButtons)"))
            }
            return .success(.mouse(seq: seq, time: time, Mouse(
                x: x, y: y, buttons: UIEvent.ButtonMask(rawValue: buttons), modifierFlags: flags, leaves: wire.leave == true)))
        case "wheel":
            guard let x = wire.x, let y = wire.y, x.isFinite, y.isFinite else {
                return .failure(Rejection("\(what): no finite location"))
            }
            let dx = wire.dx ?? 0
            guard let dy = wire.dy, dx.isFinite, dy.isFinite else {
                return .failure(Rejection("\(what): no finite deltas"))
            }
            guard let mode = WheelMode(rawValue: wire.mode ?? 0) else {
                return .failure(Rejection("\(what): unknown delta mode \(wire.mode ?? 0)"))
            }
            return .success(.wheel(seq: seq, time: time, Wheel(x: x, y: y, dx: dx, dy: dy, mode: mode, modifierFlags: flags)))
        default:
            guard let wireSamples = wire.samples, !wireSamples.isEmpty, wireSamples.count <= maximumPenSamples else {
                return .failure(Rejection("\(what): 1 to \(maximumPenSamples) samples expected"))
            }
            var samples: [PenSample] = []
            samples.reserveCapacity(wireSamples.count)
            for sample in wireSamples {
                guard let phase = PenPhase(rawValue: sample.phase) else {
                    return .failure(Rejection("\(what): unknown phase '\(excerpt(sample.phase))'"))
                }
                let sampleTime = sample.t ?? time
                guard sampleTime.isFinite, sampleTime >= 0, sample.x.isFinite, sample.y.isFinite else {
                    return .failure(Rejection("\(what): non-finite time or location"))
                }
                let pressure = sample.pressure ?? 0, tiltX = sample.tiltX ?? 0, tiltY = sample.tiltY ?? 0
                let twist = sample.twist ?? 0
                guard (0...1).contains(pressure) else { return .failure(Rejection("\(what): pressure not 0 through 1")) }
                guard (-90...90).contains(tiltX), (-90...90).contains(tiltY) else {
                    return .failure(Rejection("\(what): tilt not -90 through 90 degrees"))
                }
                guard twist >= 0, twist < 360 else { return .failure(Rejection("\(what): twist not 0 through 359 degrees")) }
                samples.append(PenSample(
                    phase: phase, time: sampleTime, x: sample.x, y: sample.y, pressure: pressure, tiltX: tiltX,
                    tiltY: tiltY, twist: twist))
            }
            return .success(.pen(seq: seq, time: time, samples: samples))
        }
    }
}
