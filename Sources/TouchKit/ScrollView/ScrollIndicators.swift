// The scroll indicators: when they show and where they are.

extension UIScrollView {
    /// The indicators' colour scheme: UIKit's `UIScrollView.IndicatorStyle`, with its raw values.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark (pictures draw it dark, translucent).
        case `default` = 0
        /// Black, for light content.
        case black = 1
        /// White, for dark content.
        case white = 2
    }

    /// TouchKit only: 2.5 pt: how thick an indicator is. [pub] JTSScrollIndicator, an imitation its author measured
    /// against iOS 7's native indicator; iOS 18's value [?].
    public static let scrollIndicatorThickness: CGFloat = 2.5
    /// TouchKit only: 2.5 pt: the gap between an indicator and the scroll view's edges. [pub] JTSScrollIndicator (iOS
    /// 7) [?].
    public static let scrollIndicatorEdgeMargin: CGFloat = 2.5
    /// TouchKit only: 37 pt: the shortest an indicator gets from the content's length. [pub] JTSScrollIndicator (iOS 7)
    /// [?].
    public static let scrollIndicatorMinimumLength: CGFloat = 37
    /// TouchKit only: 8 pt: the shortest an indicator gets while the content is rubber-banded past an edge, where it
    /// shrinks by the overscroll. [pub] JTSScrollIndicator (iOS 7) [?].
    public static let scrollIndicatorMinimumCompressedLength: CGFloat = 8
    /// TouchKit only: 0.35 s: how long the indicators stay after scrolling stops, before fading. TouchKit's choice [?],
    /// the delay JTSScrollIndicator uses after a programmatic scroll.
    public static let scrollIndicatorHideDelay: TimeInterval = 0.35
    /// TouchKit only: 0.33 s: how long the indicators take to fade out. [pub] JTSScrollIndicator (iOS 7) [?].
    public static let scrollIndicatorFadeDuration: TimeInterval = 0.33
    /// TouchKit only: 1 s: how long ``flashScrollIndicators()`` keeps them fully visible before they fade. TouchKit's
    /// choice [?]: UIKit says "momentarily".
    public static let scrollIndicatorFlashDuration: TimeInterval = 1

    /// ``flashScrollIndicators()``: the indicators stay fully visible for ``scrollIndicatorFlashDuration``.
    func keepIndicatorsForFlash() {
        guard let now = window?.clock.now else { return }
        indicatorsVisibleUntil = max(indicatorsVisibleUntil, now + Self.scrollIndicatorFlashDuration)
    }

    /// Whether the content moves (a drag, coasting, a bounce, a zoom, an animation): the indicators show.
    var isScrollingForIndicators: Bool {
        isDragging || isDecelerating || isZooming || motion.isRunning
    }

    /// The lift, the end of a pinch or of a motion: the indicators stay for ``scrollIndicatorHideDelay`` from now.
    /// (While scrolling they show anyway, so scroll steps mark nothing; a plain `contentOffset` set shows nothing,
    /// as in UIKit.)
    func keepIndicatorsAfterScrolling() {
        guard let now = window?.clock.now else { return }
        indicatorsVisibleUntil = max(indicatorsVisibleUntil, now + Self.scrollIndicatorHideDelay)
    }

    /// How visible the indicators are now: 1 while scrolling and until the hide time, then fading linearly to 0 over
    /// ``scrollIndicatorFadeDuration``.
    package var scrollIndicatorAlpha: CGFloat {
        if isScrollingForIndicators { return 1 }
        guard let now = window?.clock.now else { return 0 }
        let sinceHide = now - indicatorsVisibleUntil
        if sinceHide <= 0 { return 1 }
        return CGFloat(max(0, 1 - sinceHide / Self.scrollIndicatorFadeDuration))
    }

    /// Where the shown indicators are now, in the scroll view's bounds coordinates (so they stay put on screen as
    /// the content scrolls), whatever their alpha.
    ///
    /// UIKit's geometry: each runs along its edge, inset by its indicator insets, by the safe-area part of
    /// ``adjustedContentInset`` (when ``automaticallyAdjustsScrollIndicatorInsets``) and by
    /// ``scrollIndicatorEdgeMargin``; its length is the visible fraction of the content (at least
    /// ``scrollIndicatorMinimumLength``); its position follows the offset across the scrollable range; past an edge
    /// it shrinks by the overscroll (down to ``scrollIndicatorMinimumCompressedLength``) and stays at that end. An
    /// axis the content cannot scroll along has none.
    ///
    /// - Note: UIKit keeps the two indicators out of each other's corner; TouchKit lets them meet [?].
    package var scrollIndicatorFrames: (vertical: CGRect?, horizontal: CGRect?) {
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaContentInsetAdjustment : .zero
        let vertical = showsVerticalScrollIndicator && canScrollVertically
            ? indicatorFrame(insets: verticalScrollIndicatorInsets, safe: safe, transposed: false) : nil
        let horizontal = showsHorizontalScrollIndicator && canScrollHorizontally
            ? indicatorFrame(insets: horizontalScrollIndicatorInsets, safe: safe, transposed: true) : nil
        return (vertical, horizontal)
    }

    /// The vertical indicator, along the right edge; `transposed`, the horizontal one along the bottom edge, worked
    /// out the same way with x and y (and their insets) swapped.
    private func indicatorFrame(insets: UIEdgeInsets, safe: UIEdgeInsets, transposed: Bool) -> CGRect {
        let bounds = storedBounds.transposed(transposed)
        let safe = safe.transposed(transposed), insets = insets.transposed(transposed)
        let adjusted = adjustedContentInset.transposed(transposed)
        let (minimum, maximum) = offsetRange
        let margin = Self.scrollIndicatorEdgeMargin, thickness = Self.scrollIndicatorThickness
        let track = Self.indicatorSpan(
            start: bounds.minY + safe.top + insets.top + margin, end: bounds.maxY - safe.bottom - insets.bottom - margin,
            viewport: bounds.height - adjusted.top - adjusted.bottom,
            content: transposed ? contentSize.width : contentSize.height, offset: bounds.minY,
            minimum: transposed ? minimum.x : minimum.y, maximum: transposed ? maximum.x : maximum.y)
        return CGRect(
            x: bounds.maxX - safe.right - insets.right - margin - thickness, y: track.start,
            width: thickness, height: track.length
        ).transposed(transposed)
    }

    /// One indicator along its track from `start` to `end`: its start and length.
    static func indicatorSpan(
        start: CGFloat, end: CGFloat, viewport: CGFloat, content: CGFloat,
        offset: CGFloat, minimum: CGFloat, maximum: CGFloat
    ) -> (start: CGFloat, length: CGFloat) {
        let track = max(end - start, 0)
        let fraction = content > 0 ? min(max(viewport / content, 0), 1) : 1
        var length = min(max(track * fraction, scrollIndicatorMinimumLength), track)
        let range = maximum - minimum
        let progress: CGFloat
        if offset < minimum {
            length = max(length - (minimum - offset), min(scrollIndicatorMinimumCompressedLength, track))
            progress = 0
        } else if offset > maximum {
            length = max(length - (offset - maximum), min(scrollIndicatorMinimumCompressedLength, track))
            progress = 1
        } else {
            progress = range > 0 ? (offset - minimum) / range : 0
        }
        return (start + progress * (track - length), length)
    }
}

private extension CGRect {
    /// The rectangle with x and y swapped (when `transposed`): the scroll indicators' one geometry for both axes.
    func transposed(_ transposed: Bool) -> CGRect {
        transposed ? CGRect(x: origin.y, y: origin.x, width: size.height, height: size.width) : self
    }
}

private extension UIEdgeInsets {
    /// The insets with x and y swapped (when `transposed`): top for left, bottom for right.
    func transposed(_ transposed: Bool) -> UIEdgeInsets {
        transposed ? UIEdgeInsets(top: left, left: top, bottom: right, right: bottom) : self
    }
}
