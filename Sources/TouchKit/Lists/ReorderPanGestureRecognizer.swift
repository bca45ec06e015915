/// The pan that drags a row by its reorder control in editing mode (UIKit's reorder control's own tracking),
/// installed on every ``UITableView``.
///
/// It begins at the first movement of a finger that went down on a visible reorder control, before the scroll's pan
/// (which waits for the 10 pt hysteresis) can, so dragging the control moves the row and never scrolls; on anything
/// else it fails at once.
@MainActor
final class ReorderPanGestureRecognizer: UIPanGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { ReorderPanGestureRecognizer.self }

    /// (`unowned`, cleared by the table's `deinit`, as its other recognizers.)
    unowned var tableView: UITableView?
    /// The row whose control the finger went down on.
    private(set) var sourceRow: IndexPath?

    /// No hysteresis: the row follows the finger from its first movement, by all of it.
    override var beginningHysteresis: CGFloat { 0 }

    override func panningDecision(forMovement movement: CGPoint) -> PanningDecision {
        guard sourceRow != nil else { return .fail }
        return movement == .zero ? .keepWaiting : .begin
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let tableView, let touch = touches.first, numberOfTouches <= touches.count {
            sourceRow = tableView.rowWithReorderControl(at: touch.location(in: tableView))
        }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        sourceRow = nil
    }
}
