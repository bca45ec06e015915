// Ported from UIKit by the mechanical steps only: `import UIKit` → `import TouchKit`, `#selector(m)` → the method
// reference `Type.m`, `@objc` dropped. Swift 5 code with no concurrency annotations: an onboarding screen with a
// page control under a paging scroll view, each following the other. (A paraphrase of the onboarding pagers of
// public iOS projects, not a copy of any.)

import TouchKit

/// Pages side by side in a paging scroll view, and a page control that shows the page and pages when tapped.
class OnboardingPagerView: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    var pageControlPagesShown: [Int] = []

    init(frame: CGRect, pageCount: Int) {
        super.init(frame: frame)
        scrollView.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height - 50)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentSize = CGSize(width: frame.width * CGFloat(pageCount), height: scrollView.frame.height)
        scrollView.delegate = self
        addSubview(scrollView)
        for index in 0..<pageCount {
            let title = UILabel(frame: CGRect(x: frame.width * CGFloat(index) + 20, y: 100, width: frame.width - 40, height: 30))
            title.text = "Step \(index + 1)"
            title.textAlignment = .center
            scrollView.addSubview(title)
        }

        pageControl.numberOfPages = pageCount
        pageControl.currentPage = 0
        pageControl.frame = CGRect(x: 0, y: frame.height - 40, width: frame.width, height: 26)
        pageControl.addTarget(self, action: OnboardingPagerView.pageControlChanged(_:), for: .valueChanged)
        addSubview(pageControl)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        let page = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        if pageControl.currentPage != page {
            pageControl.currentPage = page
        }
    }

    func pageControlChanged(_ sender: UIPageControl) {
        pageControlPagesShown.append(sender.currentPage)
        let offset = CGPoint(x: scrollView.bounds.width * CGFloat(sender.currentPage), y: 0)
        scrollView.setContentOffset(offset, animated: true)
    }
}
