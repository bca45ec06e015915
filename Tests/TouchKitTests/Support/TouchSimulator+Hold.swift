import TouchKit
import TouchKitTesting

/// What a test watched while a finger was held across a time threshold.
struct HeldFinger<Value> {
    let finger: TouchSimulator.Finger
    /// Read 10 ms before the threshold.
    let beforeThreshold: Value
    /// Read 10 ms after the threshold, the finger still down.
    let afterThreshold: Value
    /// Read once the finger lifted.
    let afterLift: Value
}

extension TouchSimulator {
    /// Puts a finger down at `point`, holds it until 10 ms past `threshold` and lifts it, reading `watch` 10 ms
    /// before the threshold, 10 ms after it, and after the lift: one script for every "not yet, now" delay.
    func hold<Value>(
        at point: CGPoint, across threshold: TimeInterval, watching watch: () -> Value
    ) -> HeldFinger<Value> {
        let finger = down(at: point)
        advance(by: threshold - 0.01)
        let before = watch()
        advance(by: 0.02)
        let after = watch()
        up(finger)
        return HeldFinger(finger: finger, beforeThreshold: before, afterThreshold: after, afterLift: watch())
    }

    /// Puts a finger down at `start`, holds it still for `hold`, drags it to `end` over `duration` and lifts it:
    /// a drag that begins after a touch delay has run out.
    func holdThenDrag(from start: CGPoint, to end: CGPoint, holding hold: TimeInterval, duration: TimeInterval) {
        let finger = down(at: start)
        advance(by: hold)
        move(finger, to: end, duration: duration)
        up(finger)
    }
}
