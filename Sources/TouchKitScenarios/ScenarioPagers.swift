import TouchKit

/// Flicks aimed at the scene's paging scroll views (issue 31): UIKit's page settle starts at the finger's velocity
/// (`PagingSettle`), so some of the stream's flicks start inside a pager and run along one of its axes, at a speed
/// on either side of the 0.3 pt/ms page-turning threshold (`Paging.velocityThreshold`), lifted wherever the content
/// then is, mid-page or past an edge.
///
/// Decoded from side input stream 5 only: the main input decodes the flick as before (its velocity, start, duration
/// and lift are still read), and this only replaces where it starts and how fast it goes, so inputs kept from before
/// decode to the same scene and touch stream, though a redirected flick plays differently.
///
/// UIKit has no such type; it is TouchKit's own.
@MainActor
struct ScenarioPagers {
    private var input: FuzzInput
    /// How many flicks were aimed at a pager, for tests that the scenes do flick their pagers.
    private(set) var flicksAimed = 0

    init(input: FuzzInput) { self.input = input }

    /// The flick to play for one the stream decoded from `start` at `velocity` (pt/s): one in three is aimed at a
    /// paging scroll view of `views` that is in the window, if there is one; the others are left as they are.
    mutating func aim(start: CGPoint, velocity: CGPoint, views: [UIView]) -> (start: CGPoint, velocity: CGPoint) {
        guard input.chance(1, in: 3) else { return (start, velocity) }
        let pagers = views.compactMap { $0 as? UIScrollView }.filter { $0.isPagingEnabled && $0.window != nil }
        guard let pager = input.element(of: pagers), let window = pager.window else { return (start, velocity) }
        let bounds = pager.bounds
        let inside = CGPoint(
            x: bounds.minX + bounds.width * input.cgFloat(in: 0.1...0.9),
            y: bounds.minY + bounds.height * input.cgFloat(in: 0.1...0.9))
        // Below the threshold (the nearest page), or above it (the next page), either way.
        let speed = input.bool() ? input.cgFloat(in: 50...290) : input.cgFloat(in: 310...3000)
        let signed = input.bool() ? speed : -speed
        let horizontal = pager.contentSize.width > bounds.width && (pager.contentSize.height <= bounds.height || input.bool())
        flicksAimed += 1
        return (pager.convert(inside, to: window), horizontal ? CGPoint(x: signed, y: 0) : CGPoint(x: 0, y: signed))
    }
}
