// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Swift 5 code never annotated for concurrency, as many iOS projects still are: a plain `NSObject` subclass acting as
// the scroll view's delegate (no `@MainActor` anywhere), a `UIView` subclass with a `deinit`, pull-to-refresh done with
// the delegate idiom (`scrollViewDidScroll` / `scrollViewDidEndDragging`) rather than KVO. (A paraphrase of public iOS
// projects' list controllers, not a copy.)

import UIKit

/// The spinner shown above the list while it refreshes.
class RefreshSpinnerView: UIView {
    static var liveCount = 0
    var isAnimating = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        RefreshSpinnerView.liveCount += 1
        alpha = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        RefreshSpinnerView.liveCount += 1
    }

    deinit {
        RefreshSpinnerView.liveCount -= 1
    }

    func startAnimating() {
        isAnimating = true
        alpha = 1
    }

    func stopAnimating() {
        isAnimating = false
        alpha = 0
    }
}

/// Owns a list's scroll view and is its delegate: pulled down past `threshold` and released, it holds the list open
/// by the threshold with a top inset and reloads; `finishLoading()` scrolls back up with `setContentOffset(_:animated:)`.
class RefreshingListController: NSObject, UIScrollViewDelegate {
    let scrollView: UIScrollView
    let spinner: RefreshSpinnerView
    let threshold: CGFloat = 60
    var isLoading = false
    var loadCount = 0
    var onLoad: (() -> Void)?

    init(frame: CGRect, rowCount: Int) {
        scrollView = UIScrollView(frame: frame)
        spinner = RefreshSpinnerView(frame: CGRect(x: 0, y: -threshold, width: frame.width, height: threshold))
        super.init()
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        scrollView.contentSize = CGSize(width: frame.width, height: CGFloat(rowCount) * 44)
        scrollView.addSubview(spinner)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if !isLoading {
            spinner.alpha = min(max(-scrollView.contentOffset.y / threshold, 0), 1)
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !isLoading && scrollView.contentOffset.y < -threshold {
            isLoading = true
            loadCount += 1
            spinner.startAnimating()
            var inset = scrollView.contentInset
            inset.top = threshold
            scrollView.contentInset = inset
            onLoad?()
        }
    }

    func finishLoading() {
        guard isLoading else { return }
        isLoading = false
        spinner.stopAnimating()
        // Scroll first: on iOS, shrinking the inset first would snap the content back before the animation starts.
        scrollView.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        scrollView.contentInset = .zero
    }
}
