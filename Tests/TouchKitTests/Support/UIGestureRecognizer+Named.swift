@testable import TouchKit

extension UIGestureRecognizer {
    /// This recognizer with its `name` set, for a test whose trace, explanation or report names it.
    func named(_ name: String) -> Self {
        self.name = name
        return self
    }
}
