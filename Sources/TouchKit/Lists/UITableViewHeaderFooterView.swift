/// A section's header or footer view: UIKit's `UITableViewHeaderFooterView`.
///
/// The table view makes one for a section whose data source gives a title and whose delegate gives no view. An app
/// makes its own with ``init(reuseIdentifier:)`` or registers a class
/// (``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)``) and dequeues it
/// (``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``); views with a reuse identifier go back to the
/// table's pool when their section leaves the screen.
///
/// - Note: TouchKit draws no text: the title is kept in ``title`` (UIKit shows it in its `textLabel`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The view to add content to: it fills the header.
    public let contentView = UIView()
    /// TouchKit only: the title the data source gave.
    open var title: String?
    /// The identifier the view is reused under; nil for a view never reused.
    public internal(set) var reuseIdentifier: String?
    /// Whether the table view made this view for a title (it then reuses it when its section leaves the screen).
    var isMadeForTitle = false

    /// A header or footer view reused under `reuseIdentifier`: UIKit's designated initializer, which a subclass
    /// overrides (`override init(reuseIdentifier:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A header view with the given frame, never reused. A convenience initializer, as UIKit's.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// TouchKit only: never written or called by apps: how the table view makes a registered class (see
    /// ``UITableViewCell/init(listReuseIdentifier:)``). Every subclass that declares no initializer, or overrides
    /// ``init(reuseIdentifier:)`` (and ``init(coder:)``), inherits it.
    public required convenience init(listReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before a dequeue hands back a reused view. The default does nothing; call `super`.
    open func prepareForReuse() {}

    /// A header view decoded from an archive: a zero frame (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
