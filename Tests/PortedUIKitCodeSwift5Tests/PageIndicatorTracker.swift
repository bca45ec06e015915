// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Swift 5 code with no concurrency annotations: a scroll view delegate object and its set-up. (A paraphrase of the page
// trackers of public onboarding screens, not a copy of any.)

import UIKit

/// Follows a paging scroll view and reports the page it comes to rest on.
class PageIndicatorTracker: NSObject, UIScrollViewDelegate {
    private(set) var currentPage = 0
    private(set) var pagesVisited: [Int] = []

    func makePagingScrollView(frame: CGRect, pages: Int) -> UIScrollView {
        let scrollView = UIScrollView(frame: frame)
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: frame.width * CGFloat(pages), height: frame.height)
        scrollView.delegate = self
        for page in 0..<pages {
            let pageView = UIView(frame: CGRect(x: frame.width * CGFloat(page), y: 0, width: frame.width, height: frame.height))
            pageView.tag = page
            scrollView.addSubview(pageView)
        }
        return scrollView
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        if page != currentPage {
            currentPage = page
            pagesVisited.append(page)
        }
    }
}
