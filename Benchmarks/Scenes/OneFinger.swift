import TouchKit

/// One finger on a scene's host, as the single-finger scenes drive it: a began sample one second after the previous
/// touch (so no tap counts as a second tap), the ended sample at the began sample's timestamp, and moved samples that
/// swing 1 pt sideways at that same timestamp, so no recognizer decides from movement or time.
@MainActor
public final class OneFinger {
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// Where the finger goes down.
    public let point: CGPoint
    private var x: CGFloat
    private var time: TimeInterval = 0

    /// A finger on `host`, going down at `point`.
    public init(host: TouchHost, point: CGPoint) {
        self.host = host
        self.point = point
        x = point.x
    }

    /// The finger's touch while it is down.
    public var touch: UITouch? { host.touch(forFinger: 1) }

    /// A began sample, one second after the previous touch.
    public func down() {
        time += 1
        host.send(TouchSample(id: 1, phase: .began, location: point, timestamp: time))
    }

    /// The ended sample, at the began sample's timestamp.
    public func up() {
        host.send(TouchSample(id: 1, phase: .ended, location: point, timestamp: time))
    }

    /// A moved sample 1 pt from the last, at the began sample's timestamp.
    public func move() {
        x = x == point.x ? point.x + 1 : point.x
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: x, y: point.y), timestamp: time))
    }
}
