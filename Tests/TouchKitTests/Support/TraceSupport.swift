@testable import TouchKit

/// The header line of a hand-written trace: format version 1, a 400 × 800 device named "x".
let traceHeader = #"{"format":"touchkit-trace","version":1,"device":{"name":"x","width":400,"height":800}}"#

/// A hand-written trace's JSON Lines text: ``traceHeader``, then `samples`, one a line.
func traceText(_ samples: [String]) -> String {
    ([traceHeader] + samples).joined(separator: "\n")
}
