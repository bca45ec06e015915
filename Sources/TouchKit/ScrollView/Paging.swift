/// Which page a paging scroll view settles on when the finger lifts, along one axis: UIKit's paging rule.
///
/// A page is the bounds' size along the axis (``pageSize``), page `k` resting at offset `k·pageSize`. A lift faster
/// than ``velocityThreshold`` goes to the next page boundary in the direction of the motion (it never skips pages:
/// the page boundary just ahead of the current offset); a slower lift goes to the nearest page. The result is kept
/// within ``minimum``...``maximum``, so the last page of content that is not a whole number of pages rests at the
/// content's end.
///
/// The page is the target a scroll view offers `scrollViewWillEndDragging`, and it settles there with UIKit's paging
/// spring, ``PagingSettle``, which starts at the finger's velocity (docs/UIKitFacts.md, "Paging"). The rule is
/// UIKit's `-[UIScrollView _prepareToPageWithHorizontalVelocity:verticalVelocity:…]` [re]: faster than 0.3 pt/ms the
/// page boundary ahead (`ceil`), slower than −0.3 the one behind (`floor`), else the nearest (`floor(p + 0.5)`).
///
/// - Note: Pages count from offset 0, as UIKit's do; with content insets UIKit's pages are not well defined, and
///   TouchKit only clamps them to the allowed offsets [?].
///
/// - Note: UIKit also moves the page one further when a lift flicks a scroll view that is still settling in the same
///   direction; TouchKit's finger stops the settle first, so its lift picks the page from where the content is.
///
/// See also ``PagingSettle``.
public struct Paging: Sendable, Equatable {
    /// 0.3 pt/ms: a lift faster than this turns the page. UIKit [re, pub] (docs/UIKitFacts.md, "Paging");
    /// certain of the value, strictly greater is TouchKit's reading.
    public static let velocityThreshold: CGFloat = 0.3

    /// The page's length: the bounds' size along the axis. Zero or negative disables paging (the offset is only
    /// clamped).
    public var pageSize: CGFloat
    /// The smallest allowed offset.
    public var minimum: CGFloat
    /// The largest allowed offset; a value below ``minimum`` counts as ``minimum``.
    public var maximum: CGFloat

    /// Paging by `pageSize` within `minimum...maximum`.
    public init(pageSize: CGFloat, minimum: CGFloat, maximum: CGFloat) {
        self.pageSize = pageSize
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The offset of the page to settle on, for a lift at `offset` moving at `velocity` (pt/ms; positive when the
    /// offset grows).
    public func targetOffset(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
        guard pageSize > 0, offset.isFinite else { return clamped(offset) }
        let position = offset / pageSize
        let page: CGFloat
        if velocity > Self.velocityThreshold {
            page = position.rounded(.up)
        } else if velocity < -Self.velocityThreshold {
            page = position.rounded(.down)
        } else {
            page = position.rounded(.toNearestOrAwayFromZero)
        }
        return clamped(page * pageSize)
    }

    private func clamped(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return minimum }
        return min(max(value, minimum), max(maximum, minimum))
    }
}
