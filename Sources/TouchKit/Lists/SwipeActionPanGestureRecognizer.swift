/// The pan that swipes a table row open (UIKit's `_UISwipeActionPanGestureRecognizer`), installed on every
/// ``UITableView``.
///
/// Its arbitration with the table's scroll is by direction, as UIKit's: it begins only when the finger has moved
/// past the pan's hysteresis mostly horizontally (|Δx| ≥ |Δy|) over a row with actions on that side (or the open
/// row), and fails on a mostly vertical movement; the scroll pan of a table that cannot scroll horizontally fails on
/// the horizontal movement it would need. So a vertical drag scrolls and never opens a row, a horizontal one opens it
/// and never scrolls. It does not delay touches; when it begins it cancels the content's touches (the row's highlight
/// ends), as a recognizer does.
@MainActor
final class SwipeActionPanGestureRecognizer: UIPanGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { SwipeActionPanGestureRecognizer.self }

    /// (`unowned`, cleared by the table's `deinit`, as the scroll view's own recognizers.)
    unowned var tableView: UITableView?
    /// Where the first finger went down, in the table's coordinates.
    private(set) var startLocation: CGPoint = .zero

    override func panningDecision(forMovement movement: CGPoint) -> PanningDecision {
        let threshold = beginningHysteresis
        guard abs(movement.x) > threshold || abs(movement.y) > threshold else { return .keepWaiting }
        guard abs(movement.x) >= abs(movement.y), let tableView,
              tableView.canSwipe(at: startLocation, towardsLeading: movement.x > 0) else { return .fail }
        return .begin
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let tableView, let touch = touches.first, numberOfTouches <= touches.count {
            startLocation = touch.location(in: tableView)
            tableView.swipeTouchWentDown(touch)
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let tableView, state == .possible {
            for touch in touches { tableView.swipeTouchLifted(touch) }
        }
        super.touchesEnded(touches, with: event)
    }
}
