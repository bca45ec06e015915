/// Swipe actions: a horizontal drag on a row slides its content aside and reveals the actions of its
/// ``UISwipeActionsConfiguration`` (leading ones for a rightward drag, trailing ones for a leftward drag).
///
/// As in UIKit: the row follows the finger, with resistance (the scroll view's ``RubberBand``) past the actions'
/// width; on lift, a full swipe (the finger past ``fullSwipeFraction`` of the row's width) performs the first action
/// when the configuration allows it, a flick faster than ``flickVelocity`` opens or closes the row by its direction,
/// and otherwise the row opens if more than half its actions show. One row is open at a time. A touch anywhere else in
/// the table, or a scroll, closes the open row, and that touch selects nothing; a touch on the open row drags it from
/// where it is, or closes it when it lifts without dragging; tapping an action's button calls its handler; the row
/// closes when the handler calls its completion.
///
/// - Note: TouchKit decisions where UIKit publishes no number [?]: each action's button is ``actionButtonWidth``
///   wide; the row moves to its open or closed position at once (UIKit springs there); a swipe is not possible in
///   editing mode.
extension UITableView {
    /// TouchKit only: 74 pt: the width of one action's button [?] (UIKit sizes it by its title; 74 pt fits "Delete" in
    /// the system font with UIKit's 15 pt side padding, as measured on iOS 17 screenshots).
    public static let actionButtonWidth: CGFloat = 74
    /// TouchKit only: 0.6: the fraction of the row's width the finger must travel for a full swipe [?] (no UIKit number
    /// is published; Unigram's swipe list uses 3/5 for its "expand", and iOS Mail triggers at about that point).
    public static let fullSwipeFraction: CGFloat = 0.6
    /// TouchKit only: 0.3 pt/ms: a lift faster than this opens or closes the row by its direction [?] (the same speed
    /// UIKit's paging takes as a flick to the next page, docs/UIKitFacts.md, "Paging").
    public static let flickVelocity: CGFloat = 0.3

    /// TouchKit only: A configuration with one destructive "Delete" action that commits `.delete` for the row through
    /// the data source (UIKit's default trailing action for an editable row; see
    /// ``UITableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``). Nil when the data source does
    /// not let the row be edited.
    public func deleteSwipeActions(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self, let row = self.swipe.row else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// TouchKit only: the row whose swipe actions show, if any.
    public var indexPathForOpenSwipeRow: IndexPath? { swipe.isOpen ? swipe.row : nil }

    func installSwipeRecognizer() {
        swipeRecognizer.tableView = self
        swipeRecognizer.addTarget(handler: { ($0 as? SwipeActionPanGestureRecognizer)?.tableView?.handleSwipePan() })
        addGestureRecognizer(swipeRecognizer)
    }

    /// The configuration the delegate gives for the row on one side; nil when it has no actions.
    private func configuration(forRowAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration = leading ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Whether a horizontal drag from `point` may swipe: the open row can always be dragged; another row needs
    /// actions on the side the drag reveals.
    func canSwipe(at point: CGPoint, towardsLeading: Bool) -> Bool {
        guard !isEditing, let indexPath = indexPathForRow(at: point) else { return false }
        if swipe.isOpen, swipe.row == indexPath { return true }
        return configuration(forRowAt: indexPath, leading: towardsLeading) != nil
    }

    // MARK: Touches outside the drag

    /// A finger went down: on an open row's action button it may tap the action; anywhere else it closes the open row.
    /// Either way the touch selects nothing.
    func swipeTouchWentDown(_ touch: UITouch) {
        guard let row = swipe.row, swipe.isOpen else { return }
        swipe.swallowedTouch = touch
        if let cell = cellsByIndexPath[row] {
            let point = touch.location(in: cell)
            if let index = cell.actionButtons.firstIndex(where: { $0.frame.contains(point) }) {
                swipe.pendingAction = index
                return
            }
            if cell.bounds.contains(point) {
                // On the open row itself: a drag moves it from where it is, a lift closes it.
                swipe.closesOnLift = true
                return
            }
        }
        closeSwipe(animated: true)
    }

    /// A finger lifted before any swipe began: if it went down on an action button and lifts on it, the action runs.
    func swipeTouchLifted(_ touch: UITouch) {
        guard swipe.swallowedTouch === touch else { return }
        if swipe.closesOnLift { return closeSwipe(animated: true) }
        guard let index = swipe.pendingAction else { return }
        swipe.pendingAction = nil
        guard let row = swipe.row, let cell = cellsByIndexPath[row], index < cell.actionButtons.count,
              cell.actionButtons[index].frame.contains(touch.location(in: cell)) else { return }
        perform(actionAt: index)
    }

    // MARK: The drag

    func handleSwipePan() {
        switch swipeRecognizer.state {
        case .began:
            swipe.pendingAction = nil
            swipe.closesOnLift = false
            guard let indexPath = indexPathForRow(at: swipeRecognizer.startLocation) else { return }
            if swipe.row != indexPath { closeSwipe(animated: true) }
            if swipe.row == nil {
                swipe.row = indexPath
                swipe.offset = 0
            }
            swipe.startOffset = swipe.offset
            swipe.leadingConfiguration = configuration(forRowAt: indexPath, leading: true)
            swipe.trailingConfiguration = configuration(forRowAt: indexPath, leading: false)
            swipe.isOpen = false
            swipe.token += 1
            followFinger()
        case .changed:
            followFinger()
        case .ended:
            endSwipeDrag(velocity: swipeRecognizer.velocity(in: self).x / 1000)
        case .cancelled:
            endSwipeDrag(velocity: 0)
        default:
            break
        }
    }

    /// The row's offset for the finger's travel: free up to the actions' width, resisted past it.
    private func followFinger() {
        guard swipe.row != nil else { return }
        let raw = swipe.startOffset + swipeRecognizer.translation(in: self).x
        swipe.fingerOffset = raw
        let band = RubberBand(minimum: -openWidth(leading: false), maximum: openWidth(leading: true), dimension: bounds.width)
        setSwipeOffset(band.displayedOffset(forUnclamped: raw))
    }

    private func openWidth(leading: Bool) -> CGFloat {
        let configuration = leading ? swipe.leadingConfiguration : swipe.trailingConfiguration
        return CGFloat(configuration?.actions.count ?? 0) * Self.actionButtonWidth
    }

    /// Moves the row's content to `offset`, showing the buttons of the side it reveals.
    private func setSwipeOffset(_ offset: CGFloat) {
        guard let row = swipe.row else { return }
        let leading = offset > 0
        swipe.offset = offset
        guard let cell = cellsByIndexPath[row] else { return }
        if offset == 0 {
            cell.removeActionButtons()
            swipe.shownSide = nil
        } else if swipe.shownSide != leading {
            swipe.shownSide = leading
            let actions = (leading ? swipe.leadingConfiguration : swipe.trailingConfiguration)?.actions ?? []
            cell.installActionButtons(actions.map { action in
                let button = UIView()
                button.backgroundColor = action.backgroundColor
                button.accessibilityIdentifier = action.title
                // The title, as UIKit shows it: white, centred in the button's resting width. The button clips it
                // while it opens, so its frame is set once here and never on a drag sample.
                button.clipsToBounds = true
                if let title = action.title {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: Self.actionButtonWidth, height: cell.bounds.height))
                    label.text = title
                    label.font = .systemFont(ofSize: 15, weight: .medium)
                    label.textColor = .white
                    label.textAlignment = .center
                    button.addSubview(label)
                }
                return button
            })
        }
        cell.swipeOffset = offset
    }

    private func endSwipeDrag(velocity: CGFloat) {
        guard swipe.row != nil else { return }
        let offset = swipe.offset
        guard offset != 0 else { return closeSwipe(animated: true) }
        let leading = offset > 0
        let width = openWidth(leading: leading)
        let configuration = leading ? swipe.leadingConfiguration : swipe.trailingConfiguration
        if let configuration, configuration.performsFirstActionWithFullSwipe,
           abs(swipe.fingerOffset) >= Self.fullSwipeFraction * bounds.width, (swipe.fingerOffset > 0) == leading {
            setSwipeOffset(leading ? bounds.width : -bounds.width)
            swipe.isOpen = true
            return perform(actionAt: 0)
        }
        let opening = leading ? velocity > 0 : velocity < 0
        let open = abs(velocity) > Self.flickVelocity ? opening : abs(offset) > width / 2
        guard open, width > 0 else { return closeSwipe(animated: true) }
        setSwipeOffset(leading ? width : -width)
        swipe.isOpen = true
    }

    /// Runs the action at `index` of the open side; the row closes when its completion is called (once).
    private func perform(actionAt index: Int) {
        guard let row = swipe.row, let side = swipe.shownSide else { return }
        let actions = (side ? swipe.leadingConfiguration : swipe.trailingConfiguration)?.actions ?? []
        guard index < actions.count else { return }
        let token = swipe.token
        let view = cellsByIndexPath[row].flatMap { index < $0.actionButtons.count ? $0.actionButtons[index] : $0 } ?? self
        actions[index].handler(actions[index], view) { [weak self] _ in
            guard let self, self.swipe.token == token, self.swipe.row != nil else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Closes the open (or swiping) row. Its buttons go; a completion still pending is ignored from now on.
    func closeSwipe(animated: Bool) {
        guard let row = swipe.row else { return }
        if let cell = cellsByIndexPath[row] {
            cell.removeActionButtons()
            cell.swipeOffset = 0
        }
        swipe.row = nil
        swipe.offset = 0
        swipe.isOpen = false
        swipe.shownSide = nil
        swipe.pendingAction = nil
        swipe.closesOnLift = false
        swipe.leadingConfiguration = nil
        swipe.trailingConfiguration = nil
        swipe.token += 1
        if swipeRecognizer.state == .began || swipeRecognizer.state == .changed {
            // The row under the finger went away: the drag ends here (the recognizer cancels at its next change).
            swipeRecognizer.isEnabled = false
            swipeRecognizer.isEnabled = true
        }
    }
}

/// The swipe-action state of a table view.
struct SwipeState {
    /// The row being swiped or open.
    var row: IndexPath?
    /// Whether the row rests open (not under a finger).
    var isOpen = false
    /// The row's offset now, and when the drag began; the finger's unresisted offset.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var fingerOffset: CGFloat = 0
    /// Which side's buttons show (true: leading), nil when none.
    var shownSide: Bool?
    var leadingConfiguration: UISwipeActionsConfiguration?
    var trailingConfiguration: UISwipeActionsConfiguration?
    /// The touch that closed the open row or went down on an action: it selects nothing.
    weak var swallowedTouch: UITouch?
    /// The action button that touch went down on.
    var pendingAction: Int?
    /// Whether that touch went down on the open row's content: its lift closes the row unless it drags it.
    var closesOnLift = false
    /// Changes at every open and close, so a stale completion is ignored.
    var token = 0
}
