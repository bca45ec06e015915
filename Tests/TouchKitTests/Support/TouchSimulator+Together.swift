import TouchKit
import TouchKitTesting

/// Several fingers acting in one frame: put down, moved or lifted in the same sample, as a multi-finger gesture's
/// tests need them.
extension TouchSimulator {
    /// Puts one finger down at each point, all in one frame; returns them in the points' order.
    @discardableResult
    func downTogether(_ points: CGPoint...) -> [Finger] {
        var fingers: [Finger] = []
        perform { frame in
            for point in points { fingers.append(frame.down(at: point)) }
        }
        return fingers
    }

    /// Moves `fingers[i]` to `points[i]`, all in one frame.
    func moveTogether(_ fingers: [Finger], to points: CGPoint...) {
        precondition(fingers.count == points.count, "one point per finger")
        perform { frame in
            for (finger, point) in zip(fingers, points) { frame.move(finger, to: point) }
        }
    }

    /// Lifts every finger in one frame.
    func upTogether(_ fingers: [Finger]) {
        perform { frame in
            for finger in fingers { frame.up(finger) }
        }
    }
}
