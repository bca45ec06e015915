/// How a label lines up its text: UIKit's `NSTextAlignment`, with its iOS raw values.
public enum NSTextAlignment: Int, Sendable {
    /// Against the leading (left) edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the trailing (right) edge.
    case right = 2
    /// Both edges, stretching all lines but the last.
    case justified = 3
    /// The script's natural alignment: left for left-to-right text (the default).
    case natural = 4
}

/// Where a label breaks or cuts a line that does not fit: UIKit's `NSLineBreakMode`, with its raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at any character.
    case byCharWrapping = 1
    /// Cuts the line off.
    case byClipping = 2
    /// Ends the line with an ellipsis at the start ("…end").
    case byTruncatingHead = 3
    /// Ends the line with an ellipsis at the end ("start…"), a label's default.
    case byTruncatingTail = 4
    /// Puts the ellipsis in the middle ("st…nd").
    case byTruncatingMiddle = 5
}
