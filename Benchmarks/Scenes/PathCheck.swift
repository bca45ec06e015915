import TouchKit

/// How many recognizers are installed on `touch`'s path (its hit view and every ancestor) and how many of them are
/// live: still receiving the touch (`UITouch.gestureRecognizers`) and undecided or in a continuous gesture. A
/// recognizer that refused or failed the touch (the Settings scene's edge pan, far from the edge) is on the path but
/// not live.
@MainActor
public func recognizerCounts(of touch: UITouch) -> (onPath: Int, live: Int) {
    var onPath = 0
    var view = touch.view
    while let current = view {
        onPath += current.gestureRecognizers?.count ?? 0
        view = current.superview
    }
    let live = (touch.gestureRecognizers ?? []).filter { [.possible, .began, .changed].contains($0.state) }.count
    return (onPath, live)
}

/// The set-up check every touch scene makes (issue 20): ``recognizerCounts(of:)`` is what the scene claims. A scene
/// that no longer measures what its name says stops with a message instead of producing a figure.
@MainActor
public func checkRecognizers(
    of touch: UITouch?, onPath expectedOnPath: Int, live expectedLive: Int, scene: String
) {
    guard let touch else { preconditionFailure("\(scene): the finger has no touch") }
    let counts = recognizerCounts(of: touch)
    precondition(
        counts.onPath == expectedOnPath,
        "\(scene): \(counts.onPath) recognizers on the path, expected \(expectedOnPath)"
    )
    precondition(counts.live == expectedLive, "\(scene): \(counts.live) live recognizers, expected \(expectedLive)")
}

/// Counts the views below `view` (not `view` itself) and the recognizers installed on them and on `view`.
@MainActor
public func countViewsAndRecognizers(below view: UIView) -> (views: Int, recognizers: Int) {
    var views = 0
    var recognizers = view.gestureRecognizers?.count ?? 0
    for subview in view.subviews {
        let below = countViewsAndRecognizers(below: subview)
        views += 1 + below.views
        recognizers += below.recognizers
    }
    return (views, recognizers)
}
