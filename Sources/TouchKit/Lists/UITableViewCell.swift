/// One row of a table view: UIKit's `UITableViewCell`.
///
/// Put the cell's content in ``contentView``. The table view sets ``isHighlighted`` while a finger rests on the row
/// and ``isSelected`` while the row is selected (through ``setHighlighted(_:animated:)`` and
/// ``setSelected(_:animated:)``, which a subclass overrides to restyle), and restores both when the cell is reused.
/// While its swipe actions show, ``contentView`` slides aside and the action buttons sit in the room it leaves.
///
/// See also ``UITableView``, ``UISwipeActionsConfiguration``.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// UIKit's cell styles. TouchKit draws no text, so the style only records what was asked for.
    public enum CellStyle: Int, Sendable {
        /// A title on the left.
        case `default`
        /// A title on the left and a detail on the right.
        case value1
        /// A right-aligned title and a left-aligned detail.
        case value2
        /// A title with a subtitle below.
        case subtitle
    }

    /// What editing the row does: UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The view to add the cell's content to: it fills the cell (less the room swipe actions or editing take).
    public let contentView = UIView()
    /// TouchKit only: the style the cell was made with.
    public let style: CellStyle
    /// The identifier the cell was registered and dequeued with; nil for a cell not made by a table view.
    public internal(set) var reuseIdentifier: String?
    /// The index path this cell was last dequeued for, until it is displayed (to tell dequeued cells from others).
    var dequeuedIndexPath: IndexPath?

    /// Whether the row is selected. The table view sets it through ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a finger rests on the row. The table view sets it through ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false

    /// Whether the cell is in editing mode (the table view's ``UITableView/isEditing``).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    /// Whether the cell shows its reorder control in editing mode (the table asks ``UITableViewDataSource/tableView(_:canMoveRowAt:)``).
    open var showsReorderControl = false

    /// How far ``contentView`` is slid aside by a swipe: positive shows leading actions, negative trailing ones.
    var swipeOffset: CGFloat = 0 {
        didSet { layoutSwipe() }
    }
    /// The action buttons a swipe shows (leading or trailing), behind ``contentView``.
    var actionButtons: [UIView] = []

    /// A cell of `style` for `reuseIdentifier`: UIKit's designated initializer, which a subclass overrides as in UIKit
    /// (`override init(style:reuseIdentifier:)`, not `required`). The table view makes registered classes through
    /// it, the subclass's override included.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        self.reuseIdentifier = reuseIdentifier
        installListContentView(contentView)
    }

    /// A `.default` cell with the given frame. A convenience initializer, as UIKit's (its designated initializers
    /// are ``init(style:reuseIdentifier:)`` and ``init(coder:)``).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// TouchKit only: never written or called by apps: how the table view makes a registered class. It calls
    /// ``init(style:reuseIdentifier:)`` with `.default`, a subclass's override when it has one (UIKit sends
    /// `initWithStyle:reuseIdentifier:` dynamically; Swift makes an object from a class value only through a `required`
    /// initializer). Every subclass inherits it: one that declares no initializer, or one that overrides
    /// ``init(style:reuseIdentifier:)`` (and ``init(coder:)``, as UIKit requires).
    public required convenience init(listReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// A cell decoded from an archive: a zero frame (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        installListContentView(contentView)
    }

    /// Called just before the cell is returned from a dequeue that recycles it, as in UIKit. The default ends the
    /// highlight, selection and swipe; call `super`.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        removeActionButtons()
        swipeOffset = 0
    }

    /// Sets the selected state; override to restyle (call `super`).
    open func setSelected(_ selected: Bool, animated: Bool) { selectedState = selected }
    /// Sets the highlighted state; override to restyle (call `super`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedState = highlighted }
    /// Sets the editing state; override to restyle (call `super`).
    open func setEditing(_ editing: Bool, animated: Bool) { editingState = editing }

    /// Places the action buttons in the room the slid ``contentView`` leaves, the first action outermost (at the
    /// row's edge: leftmost for leading actions, rightmost for trailing ones), as UIKit's
    /// `UISwipeActionsConfiguration(actions:)` documents.
    private func layoutSwipe() {
        // Read, change, write: `contentView.frame.origin.x = …` would go through the frame's modify coroutine, which
        // allocates (the swipe's drag sample must not).
        var frame = contentView.frame
        if frame.origin.x != swipeOffset {
            frame.origin.x = swipeOffset
            contentView.frame = frame
        }
        guard !actionButtons.isEmpty else { return }
        let width = abs(swipeOffset) / CGFloat(actionButtons.count)
        for (index, button) in actionButtons.enumerated() {
            let x = swipeOffset > 0 ? CGFloat(index) * width : bounds.width - CGFloat(index + 1) * width
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    func removeActionButtons() {
        for button in actionButtons { button.removeFromSuperview() }
        actionButtons.removeAll()
    }

    func installActionButtons(_ buttons: [UIView]) {
        removeActionButtons()
        actionButtons = buttons
        for button in buttons { insertSubview(button, belowSubview: contentView) }
        layoutSwipe()
    }
}
