// The control's primary action, run from code.

extension UIControl {
    /// Runs the control's primary action, as UIKit's `performPrimaryAction()` (iOS 17.4): the handlers registered for
    /// `.primaryActionTriggered` (a button's ``UIButton/init(primaryAction:)`` action among them), as a tap on a button
    /// sends them, whether or not the control is enabled.
    ///
    /// TouchKit's decisions where Apple is silent: only `.primaryActionTriggered` is sent (not a button's
    /// `.touchUpInside`, which stands for a touch); a control whose menu is its primary action
    /// (``showsMenuAsPrimaryAction``) sends nothing, since TouchKit shows a menu only for a touch.
    public func performPrimaryAction() {
        guard !showsMenuAsPrimaryAction else { return }
        sendActions(for: .primaryActionTriggered)
    }
}
