/// The pull-to-refresh control of a scroll view's ``UIScrollView/refreshControl``: UIKit's `UIRefreshControl`.
///
/// Pulling the content down past ``triggerDistance`` while dragging begins refreshing: ``isRefreshing`` turns true
/// and the control sends `.valueChanged` at once, with the finger still down, as UIKit's does since iOS 10. When
/// the finger lifts the scroll view's top inset grows by the control's ``height`` (in
/// ``UIScrollView/adjustedContentInset``; ``UIScrollView/contentInset`` stays as the app set it), so the content
/// settles below the control instead of bouncing back to the top. ``endRefreshing()`` takes the inset away and the
/// content springs back up. A pull that triggered must come back above the top before it can trigger again.
///
/// ``beginRefreshing()`` in code adds the inset without sending `.valueChanged` and without moving the content (as
/// in UIKit, where the control stays hidden until the app scrolls it into view).
///
/// - Note: TouchKit decisions [?]: UIKit publishes neither number; the control is ``height`` (60 pt) tall, sits just
///   above the content's top, and triggers at ``triggerDistance`` (twice its height). TouchKit draws no spinner.
///
/// See also ``UIScrollView/refreshControl``.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// TouchKit only: 60 pt: the control's height and the inset it holds open while refreshing [?] (the height of
    /// UIKit's control as apps observe it in `frame`).
    public static let height: CGFloat = 60
    /// TouchKit only: 120 pt: how far past the top the content must be pulled to begin refreshing [?] (twice
    /// ``height``; iOS asks for a pull of about that length).
    public static let triggerDistance: CGFloat = 120

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// The title shown under the spinner (TouchKit keeps it; UIKit's is an `NSAttributedString`).
    open var attributedTitle: String?

    /// The scroll view the control serves.
    weak var scrollView: UIScrollView?
    private var offsetObservation: NSKeyValueObservation?
    /// Whether the inset waits for the finger to lift.
    private var insetWaitsForLift = false
    /// Whether the pull must come back above the top before it can trigger again.
    private var needsReturnAboveTop = false

    /// A refresh control; the scroll view sizes and places it.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
    }

    /// A refresh control with the given frame (the scroll view places it anyway).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A refresh control decoded from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Begins refreshing from code: the inset opens, nothing is sent, the content does not move.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        insetWaitsForLift = false
        scrollView?.refreshControlInset = Self.height
    }

    /// Ends refreshing: the inset closes and content held open springs back to the top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        insetWaitsForLift = false
        guard let scrollView, scrollView.refreshControlInset != 0 else { return }
        let top = -(scrollView.adjustedContentInset.top - scrollView.refreshControlInset)
        if !scrollView.isDragging, scrollView.contentOffset.y < top {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
        scrollView.refreshControlInset = 0
    }

    // MARK: The scroll view

    /// Joins `scrollView`: a subview under its content, just above the content's top, following its offset.
    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        scrollView.insertSubview(self, at: 0)
        offsetObservation = scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
            self?.scrollViewDidScroll(scrollView)
        }
        if isRefreshing { scrollView.refreshControlInset = Self.height }
    }

    /// Leaves its scroll view (another control took its place, or none).
    func detach() {
        offsetObservation?.invalidate()
        offsetObservation = nil
        if let scrollView, scrollView.refreshControlInset != 0 { scrollView.refreshControlInset = 0 }
        if superview === scrollView { removeFromSuperview() }
        scrollView = nil
    }

    private func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let pull = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top - scrollView.refreshControlInset)
        if needsReturnAboveTop, pull <= 0 { needsReturnAboveTop = false }
        if !isRefreshing, !needsReturnAboveTop, scrollView.isDragging, pull >= Self.triggerDistance {
            isRefreshing = true
            insetWaitsForLift = true
            needsReturnAboveTop = true
            sendActions(for: .valueChanged)
        }
        if insetWaitsForLift, isRefreshing, !scrollView.isDragging {
            insetWaitsForLift = false
            scrollView.refreshControlInset = Self.height
        }
    }
}
