extension UIView {
    /// Reports a bad argument the view corrected (a slider's NaN value, a page index out of range) as an
    /// `invalidArgument` diagnostic to its window's observers, prefixed with the view's class. A view in no window
    /// has no one to tell: the correction still happens.
    func reportMisuse(_ message: @autoclosure () -> String) {
        guard let window else { return }
        window.report(TouchDiagnostic(kind: .invalidArgument, message: "\(type(of: self)): " + message()))
    }
}
