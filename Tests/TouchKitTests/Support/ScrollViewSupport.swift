import Testing
@testable import TouchKit
import TouchKitTesting

/// Records a scroll view's delegate calls, in order, as readable names.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var log: [String] = []
    /// The targets offered to `scrollViewWillEndDragging` (before any change by `replaceTarget`).
    var targets: [CGPoint] = []
    var velocities: [CGPoint] = []
    /// The offset at each `scrollViewWillEndDragging`.
    var releaseOffsets: [CGPoint] = []
    var replaceTarget: CGPoint?
    var onDidScroll: ((UIScrollView) -> Void)?
    /// Runs in `scrollViewWillEndDragging`, after the target is recorded (before `replaceTarget`).
    var onWillEndDragging: ((UIScrollView) -> Void)?
    var onDidEndDragging: ((UIScrollView) -> Void)?
    var zoomView: UIView?

    /// The log with runs of the same call collapsed into one ("didScroll" × n → "didScroll").
    var collapsed: [String] {
        log.reduce(into: []) { result, name in if result.last != name { result.append(name) } }
    }
    /// ``collapsed`` leaving out didScroll.
    var collapsedWithoutDidScroll: [String] {
        log.filter { $0 != "didScroll" }.reduce(into: []) { result, name in if result.last != name { result.append(name) } }
    }
    func count(_ name: String) -> Int { log.filter { $0 == name }.count }
    /// The calls `work` caused.
    func calls(during work: () -> Void) -> ArraySlice<String> {
        let start = log.count
        work()
        return log[start...]
    }

    /// ``collapsed`` of a drag released with velocity that coasts to rest.
    static let dragThenCoast = [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
        "willBeginDecelerating", "didScroll", "didEndDecelerating",
    ]

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll")
        onDidScroll?(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.append("willEndDragging")
        targets.append(targetContentOffset.pointee)
        velocities.append(velocity)
        releaseOffsets.append(scrollView.contentOffset)
        onWillEndDragging?(scrollView)
        if let replaceTarget { targetContentOffset.pointee = replaceTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging(\(decelerate))")
        onDidEndDragging?(scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming")
    }
    /// What `scrollViewShouldScrollToTop` answers.
    var allowsScrollToTop = true
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        log.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.append("didScrollToTop") }
}

@MainActor
func makeScrollView(
    in scene: Scene, frame: CGRect? = nil, content: CGSize, parent: UIView? = nil
) -> (UIScrollView, ScrollRecorder) {
    let scrollView = UIScrollView(frame: frame ?? scene.window.bounds)
    scrollView.contentSize = content
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    (parent ?? scene.window).addSubview(scrollView)
    return (scrollView, recorder)
}

/// A horizontal paging scroll view of four 400 pt pages filling the (400 pt wide) window.
@MainActor
func makePager(in scene: Scene) -> (UIScrollView, ScrollRecorder) {
    let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 1600, height: 800))
    scrollView.isPagingEnabled = true
    return (scrollView, recorder)
}

/// A scroll view filling the window that zooms a view of size `content` (its delegate's `viewForZooming`) between
/// 1 and `maximumZoomScale`.
@MainActor
func makeZoomingScrollView(in scene: Scene, content: CGSize, maximumZoomScale: CGFloat) -> (UIScrollView, ScrollRecorder) {
    let (scrollView, recorder) = makeScrollView(in: scene, content: content)
    let image = UIView(frame: CGRect(origin: .zero, size: content))
    scrollView.addSubview(image)
    recorder.zoomView = image
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = maximumZoomScale
    return (scrollView, recorder)
}

/// A scroll view filling the window over `content` (400 × 5000 pt unless told), with a 400 × 400 recording view at
/// its top as content.
@MainActor
func contentScene(content: CGSize = CGSize(width: 400, height: 5000)) -> (Scene, UIScrollView, ScrollRecorder, RecordingView) {
    let scene = Scene()
    let (scrollView, recorder) = makeScrollView(in: scene, content: content)
    let child = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
    return (scene, scrollView, recorder, child)
}
