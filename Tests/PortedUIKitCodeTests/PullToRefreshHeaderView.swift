// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of the KVO-based pull-to-refresh headers of public iOS
// projects, not a copy of any). It ends refreshing with the inset animation alone and relies on the scroll view
// bringing the content back from −60 into the smaller range, as UIKit's does.

import UIKit

/// A header above a scroll view's content that watches `contentOffset` with KVO: pulled past its height while
/// dragging it arms, released armed it keeps itself on screen with a top inset and calls `refreshHandler`;
/// `endRefreshing()` animates the inset away.
final class PullToRefreshHeaderView: UIView {
    enum State {
        case idle
        case pulling
        case armed
        case refreshing
    }

    static let height: CGFloat = 60

    private(set) var state: State = .idle
    var refreshHandler: (() -> Void)?

    private weak var scrollView: UIScrollView?
    private var contentOffsetObservation: NSKeyValueObservation?

    init(scrollView: UIScrollView) {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height))
        autoresizingMask = [.flexibleWidth]
        self.scrollView = scrollView
        scrollView.addSubview(self)
        contentOffsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, change in
            guard let offset = change.newValue else { return }
            self?.scrollViewDidScroll(scrollView, to: offset)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        contentOffsetObservation?.invalidate()
    }

    private func scrollViewDidScroll(_ scrollView: UIScrollView, to offset: CGPoint) {
        guard state != .refreshing else { return }
        let pulledDistance = -(offset.y + scrollView.adjustedContentInset.top)
        if scrollView.isDragging {
            state = pulledDistance > Self.height ? .armed : (pulledDistance > 0 ? .pulling : .idle)
        } else if state == .armed {
            beginRefreshing()
        } else if pulledDistance <= 0 {
            state = .idle
        }
    }

    func beginRefreshing() {
        guard let scrollView, state != .refreshing else { return }
        state = .refreshing
        scrollView.contentInset.top = Self.height
        refreshHandler?()
    }

    func endRefreshing() {
        guard let scrollView, state == .refreshing else { return }
        state = .idle
        UIView.animate(withDuration: 0.3) {
            scrollView.contentInset.top = 0
        }
    }
}
