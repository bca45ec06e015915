/// Dropping onto a view, as UIKit's `UIDropInteraction`: add it with ``UIView/addInteraction(_:)`` and answer
/// ``UIDropInteractionDelegate/dropInteraction(_:sessionDidUpdate:)`` with a copy or move proposal.
///
/// A drag (``UIDragInteraction``) moving over the window looks for its destination at each movement: the window's
/// hit test at the finger (UIKit's rules: hidden, non-interactive and transparent views are skipped, so is a point
/// outside a view's bounds), then up from the view hit to the first view with a drop interaction whose delegate
/// ``UIDropInteractionDelegate/dropInteraction(_:canHandle:)`` the session. Over another window of the screen
/// (``TouchHost/addWindow(_:)``), the frontmost window under the finger is searched instead.
///
/// It adds no gesture recognizers: the drag's finger is the drag interaction's, and the app's recognizers under it
/// see nothing of it.
///
/// - Note: Which of a view's drop interactions is asked first, when it has several, is TouchKit's choice: the first
///   added. A view being dragged can be its own destination (UIKit moves a preview, not the view).
@preconcurrency @MainActor
public final class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate (weak, as in UIKit). Gone mid-drag, the interaction proposes nothing further: the drag ends
    /// with ``UIDropOperation/cancel`` over it.
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is on (weak, as in UIKit).
    public private(set) weak var view: UIView?
    /// Whether several drags may be over the view at once. False (UIKit's default): while one drag is over it, the
    /// others pass it by, as if it had no drop interaction.
    public var allowsSimultaneousDropSessions = false
    /// How many drags are over the view now.
    var sessionsOver = 0

    /// An interaction asking `delegate` about drops.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Leaves its old view.
    public func willMove(to view: UIView?) {
        self.view = nil
    }

    /// Joins its new view.
    public func didMove(to view: UIView?) {
        self.view = view
    }
}
