/// A section's header or footer view: UIKit's `UITableViewHeaderFooterView`.
///
/// The table view makes one for a section whose data source gives a title and whose delegate gives no view.
///
/// - Note: TouchKit draws no text: the title is kept in ``title`` (UIKit shows it in its `textLabel`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The view to add content to: it fills the header.
    public let contentView = UIView()
    /// The title the data source gave.
    open var title: String?
    /// Whether the table view made this view for a title (it then reuses it when its section leaves the screen).
    var isMadeForTitle = false

    /// A header view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A header view decoded from an archive: a zero frame (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
