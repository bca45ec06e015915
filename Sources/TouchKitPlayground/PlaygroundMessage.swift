import TouchKit

/// A message a playground page sends over its WebSocket, after validation.
///
/// The wire format is one JSON object per WebSocket text message, with a `type`:
/// - `{"type":"pointers","seq":12,"t":1834.5,"points":[{"id":1,"phase":"began","x":120,"y":300}]}`: pointer samples
///   that happened together (one `UIEvent`). `seq` counts the page's pointer messages from 1, `t` is the browser's
///   event time in milliseconds (`PointerEvent.timeStamp`), `x`/`y` are window points.
/// - `{"type":"mouse","seq":13,"t":1840.1,"x":120,"y":300,"buttons":1,"ctrl":true}`: the mouse's state after a
///   browser pointer event of `pointerType` mouse: where it is, the buttons held (the browser's `buttons` bits, which
///   are UIKit's ``TouchKit/UIEvent/ButtonMask`` bits: 1 primary, 2 secondary, 4 middle), the modifier keys (`shift`,
///   `ctrl`, `alt`, `meta`, each optional) and `"leave":true` when it left the screen. See ``Mouse``.
/// - `{"type":"wheel","seq":14,"t":1850,"x":120,"y":300,"dx":0,"dy":-3,"mode":1,"ctrl":false}`: a `WheelEvent`,
///   its deltas as the browser gives them (`mode` 0 pixels, already divided into window points; 1 lines; 2 pages).
///   With `ctrl` it is a trackpad pinch, as browsers report one. See ``Wheel``.
/// - `{"type":"pen","seq":15,"t":1860,"samples":[{"phase":"moved","t":1858,"x":1,"y":2,"pressure":0.5,"tiltX":20,
///   "tiltY":0,"twist":0}]}`: a pen's samples since the last message (the browser's coalesced events), phase
///   `hover`, `leave`, `began`, `moved`, `ended` or `cancelled`. See ``PenSample``.
/// - `{"type":"scene","name":"drawer"}`: load a scene from ``TouchKitScenes/DemoCatalog``.
/// - `{"type":"reset"}`: load the current scene again.
/// - `{"type":"speed","rate":0.25}`: run the clock at a fraction of real time (slow motion), 0.05 through 1.
///
/// - `{"type":"record","on":true}`: start recording the tab's finger touches as a trace (``PlaygroundTraceRecorder``);
///   `false` stops, and the next frame carries the trace to download.
///
/// Every input message (`pointers`, `mouse`, `wheel`, `pen`) counts in the one `seq`.
public enum PlaygroundMessage: Equatable, Sendable {
    /// One pointer sample: the page's pointer id, its phase, and where it is in window points.
    public struct Point: Equatable, Sendable {
        public var id: Int
        public var phase: UITouch.Phase
        public var x: Double
        public var y: Double
    }

    case pointers(seq: Int, time: Double, points: [Point])
    case mouse(seq: Int, time: Double, Mouse)
    case wheel(seq: Int, time: Double, Wheel)
    case pen(seq: Int, time: Double, samples: [PenSample])
    case record(Bool)
    case scene(String)
    case reset
    case speed(Double)

    /// The largest message the server reads, in bytes (the WebSocket layer refuses larger frames too). A pointer
    /// message for 32 fingers is about 2 KB.
    public static let maximumSize = 8 * 1024
    /// The most pointers in one message (``TouchHost/maximumSimultaneousTouches``' default).
    public static let maximumPoints = 32
    /// The slowest slow motion: a twentieth of real time.
    public static let slowestRate = 0.05

    /// Why a message was dropped: the text of the log line.
    public struct Rejection: Error, Equatable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The message in `text`, or why it is not one.
    public static func parse(_ text: String) -> Result<PlaygroundMessage, Rejection> {
        guard text.utf8.count <= maximumSize else {
            return .failure(Rejection("message of \(text.utf8.count) bytes is over \(maximumSize)"))
        }
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(text.utf8)) else {
            return .failure(Rejection("not a JSON object of the expected shape: \(excerpt(text))"))
        }
        switch wire.type {
        case "pointers":
            guard let seq = wire.seq, seq > 0 else { return .failure(Rejection("pointers without a positive seq")) }
            guard let time = wire.t, time.isFinite, time >= 0 else {
                return .failure(Rejection("pointers \(seq): no finite, non-negative time"))
            }
            guard let wirePoints = wire.points, !wirePoints.isEmpty, wirePoints.count <= maximumPoints else {
                return .failure(Rejection("pointers \(seq): 1 to \(maximumPoints) points expected"))
            }
            var points: [Point] = []
            points.reserveCapacity(wirePoints.count)
            for point in wirePoints {
                guard let phase = phases[point.phase] else {
                    return .failure(Rejection("pointers \(seq): unknown phase '\(excerpt(point.phase))'"))
                }
                guard point.x.isFinite, point.y.isFinite else {
                    return .failure(Rejection("pointers \(seq): non-finite location"))
                }
                points.append(Point(id: point.id, phase: phase, x: point.x, y: point.y))
            }
            return .success(.pointers(seq: seq, time: time, points: points))
        case "mouse", "wheel", "pen":
            guard let seq = wire.seq, seq > 0 else { return .failure(Rejection("\(wire.type) without a positive seq")) }
            guard let time = wire.t, time.isFinite, time >= 0 else {
                return .failure(Rejection("\(wire.type) \(seq): no finite, non-negative time"))
            }
            return parseIndirect(wire, seq: seq, time: time)
        case "record":
            guard let on = wire.on else { return .failure(Rejection("record without on")) }
            return .success(.record(on))
        case "scene":
            guard let name = wire.name else { return .failure(Rejection("scene without a name")) }
            return .success(.scene(name))
        case "reset":
            return .success(.reset)
        case "speed":
            guard let rate = wire.rate, rate.isFinite, rate >= slowestRate, rate <= 1 else {
                return .failure(Rejection("speed rate must be \(slowestRate) through 1"))
            }
            return .success(.speed(rate))
        default:
            return .failure(Rejection("unknown message type '\(excerpt(wire.type))'"))
        }
    }

    /// The page's phase names: the Pointer Events' down/move/up/cancel, as UIKit phases.
    static let phases: [String: UITouch.Phase] = [
        "began": .began, "moved": .moved, "ended": .ended, "cancelled": .cancelled,
    ]

    /// The start of a bad message, for a log line.
    static func excerpt(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(60)) + "…"
    }

    /// Every field any message has; which are required depends on `type`.
    struct Wire: Decodable {
        var type: String
        var seq: Int?
        var t: Double?
        var name: String?
        var rate: Double?
        var on: Bool?
        var points: [WirePoint]?
        var x: Double?
        var y: Double?
        var buttons: Int?
        var leave: Bool?
        var shift: Bool?
        var ctrl: Bool?
        var alt: Bool?
        var meta: Bool?
        var dx: Double?
        var dy: Double?
        var mode: Int?
        var samples: [WirePenSample]?
    }

    struct WirePenSample: Decodable {
        var phase: String
        var t: Double?
        var x: Double
        var y: Double
        var pressure: Double?
        var tiltX: Double?
        var tiltY: Double?
        var twist: Double?
    }

    struct WirePoint: Decodable {
        var id: Int
        var phase: String
        var x: Double
        var y: Double
    }
}
