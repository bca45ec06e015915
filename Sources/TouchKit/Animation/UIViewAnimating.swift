/// The states of an interruptible animator (UIKit's `UIViewAnimatingState`, raw values as UIKit's).
///
/// `inactive` → (`startAnimation`, `pauseAnimation`) → `active` → (`stopAnimation(false)`) → `stopped` →
/// (`finishAnimation(at:)`) → `inactive`; an animation that runs to its end goes back to `inactive` on its own.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations have not been applied, or are done.
    case inactive = 0
    /// Started or paused: the animations are in flight.
    case active = 1
    /// Stopped without finishing: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's animations ended (UIKit's `UIViewAnimatingPosition`), passed to its completions.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end = 0
    /// Back at their start values (a reversed animation, or `finishAnimation(at: .start)`).
    case start = 1
    /// Where they were when stopped.
    case current = 2
}
