/// An object that adds behaviour to a view, as UIKit's `UIInteraction` (drag and drop, context menus).
///
/// ``UIView/addInteraction(_:)`` calls ``willMove(to:)`` then ``didMove(to:)``; an interaction typically installs
/// its gesture recognizers on the view in `didMove(to:)`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is added to (or removed from, with nil) a view.
    func willMove(to view: UIView?)
    /// Called after the interaction was added to (or removed from, with nil) a view.
    func didMove(to view: UIView?)
}
