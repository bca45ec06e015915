import Testing
@testable import TouchKit

/// Items that collide as their `collisionBoundingPath`, and boundaries given as a `UIBezierPath`.
@MainActor
@Suite struct DynamicsCollisionPathTests {
    /// A 100 × 100 item whose collision shape is `path` (around its centre) when the type is `.path`.
    @MainActor final class Shape: UIDynamicItem {
        var center: CGPoint
        var bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        var transform = CGAffineTransform.identity
        let collisionBoundsType: UIDynamicItemCollisionBoundsType
        let collisionBoundingPath: UIBezierPath
        init(center: CGPoint, path: UIBezierPath, type: UIDynamicItemCollisionBoundsType = .path) {
            self.center = center
            collisionBoundingPath = path
            collisionBoundsType = type
        }
    }

    /// Drops `item` onto the floor of an 800 pt tall reference area and lets it settle.
    private func settleOnTheFloor(_ item: Shape) {
        let clock = MediaClock()
        let animator = UIDynamicAnimator(clock: clock)
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: -1000, y: 800), to: CGPoint(x: 1000, y: 800))
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        for _ in 0..<240 { clock.advance(by: 1.0 / 60) }
    }

    private static func polygon(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }

    @Test func aPathItemRestsOnItsPathNotItsBounds() {
        let square = Self.polygon([CGPoint(x: -20, y: -20), CGPoint(x: 20, y: -20), CGPoint(x: 20, y: 20), CGPoint(x: -20, y: 20)])
        let item = Shape(center: CGPoint(x: 200, y: 600), path: square)
        settleOnTheFloor(item)
        #expect(approximately(item.center.y, 780, within: 1))
    }

    @Test func theSamePathWithTheRectangleTypeRestsOnItsBounds() {
        let square = Self.polygon([CGPoint(x: -20, y: -20), CGPoint(x: 20, y: -20), CGPoint(x: 20, y: 20), CGPoint(x: -20, y: 20)])
        let item = Shape(center: CGPoint(x: 200, y: 600), path: square, type: .rectangle)
        settleOnTheFloor(item)
        #expect(approximately(item.center.y, 750, within: 1))
    }

    @Test func aPathWindingTheOtherWayCollidesTheSame() {
        let square = Self.polygon([CGPoint(x: -20, y: -20), CGPoint(x: -20, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: -20)])
        let item = Shape(center: CGPoint(x: 200, y: 600), path: square)
        settleOnTheFloor(item)
        #expect(approximately(item.center.y, 780, within: 1))
    }

    /// TouchKit's decision for the concave paths UIKit does not allow: the hull, hollows filled.
    @Test func aConcavePathCollidesAsItsConvexHull() {
        // A square with a notch cut into its bottom edge up to the centre.
        let notched = Self.polygon([
            CGPoint(x: -20, y: -20), CGPoint(x: 20, y: -20), CGPoint(x: 20, y: 20), CGPoint(x: 5, y: 20),
            CGPoint(x: 0, y: 0), CGPoint(x: -5, y: 20), CGPoint(x: -20, y: 20),
        ])
        #expect(DynamicsPathShape.convexPolygon(of: notched).count == 4)
        let item = Shape(center: CGPoint(x: 200, y: 600), path: notched)
        settleOnTheFloor(item)
        #expect(approximately(item.center.y, 780, within: 1))
    }

    @Test func anEmptyOrFlatPathCollidesAsTheBounds() {
        let empty = Shape(center: CGPoint(x: 200, y: 600), path: UIBezierPath())
        settleOnTheFloor(empty)
        #expect(approximately(empty.center.y, 750, within: 1))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: -20, y: 0))
        line.addLine(to: CGPoint(x: 20, y: 0))
        #expect(DynamicsPathShape.convexPolygon(of: line).isEmpty)
    }

    @Test func aCircularPathIsAPolygonOfItsFlattenedCurves() {
        let circle = UIBezierPath(ovalIn: CGRect(x: -20, y: -20, width: 40, height: 40))
        let hull = DynamicsPathShape.convexPolygon(of: circle)
        #expect(hull.count == 4 * DynamicsPathShape.curveSegmentCount)
        #expect(hull.allSatisfy { abs(($0.x * $0.x + $0.y * $0.y).squareRoot() - 20) < 0.1 })
    }

    // MARK: Path boundaries

    private final class ContactLog: UICollisionBehaviorDelegate {
        var boundaries: [AnyHashable?] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint) {
            boundaries.append(identifier)
        }
    }

    @Test func aPathBoundaryStopsItemsOnItsLinesAndIsNamedToTheDelegate() {
        let clock = MediaClock()
        let animator = UIDynamicAnimator(clock: clock)
        let item = RecordingDynamicItem(center: CGPoint(x: 200, y: 300), size: CGSize(width: 20, height: 20))
        let collision = UICollisionBehavior(items: [item])
        let log = ContactLog()
        collision.collisionDelegate = log
        // An open path: a shelf from (0, 500) to (400, 500), then down to (400, 700).
        let shelf = UIBezierPath()
        shelf.move(to: CGPoint(x: 0, y: 500))
        shelf.addLine(to: CGPoint(x: 400, y: 500))
        shelf.addLine(to: CGPoint(x: 400, y: 700))
        collision.addBoundary(withIdentifier: "shelf", for: shelf)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        for _ in 0..<180 { clock.advance(by: 1.0 / 60) }
        #expect(approximately(item.center.y, 490, within: 1))
        #expect(log.boundaries.compactMap { $0 }.first == AnyHashable("shelf"))
        #expect(collision.boundaryIdentifiers == [AnyHashable("shelf")])
    }

    @Test func aClosedCurvedPathBoundaryKeepsAnItemInside() {
        let clock = MediaClock()
        let animator = UIDynamicAnimator(clock: clock)
        let item = RecordingDynamicItem(center: CGPoint(x: 200, y: 400), size: CGSize(width: 20, height: 20))
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "bowl", for: UIBezierPath(ovalIn: CGRect(x: 100, y: 300, width: 200, height: 200)))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = 0.5
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        properties.addLinearVelocity(CGPoint(x: 300, y: -200), for: item)
        var inside = true
        for _ in 0..<300 {
            clock.advance(by: 1.0 / 60)
            let dx = item.center.x - 200, dy = item.center.y - 400
            if (dx * dx + dy * dy).squareRoot() > 100 { inside = false }
        }
        #expect(inside)
        #expect(item.center.y > 450)
    }
}
