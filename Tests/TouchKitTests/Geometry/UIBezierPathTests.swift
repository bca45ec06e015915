import Testing
@testable import TouchKit

/// Issue 33: `UIBezierPath` as data, for `UIPointerShape.path(_:)`: its elements, current point and bounds.
@MainActor
@Suite struct UIBezierPathTests {
    @Test func aRectangleIsFourLinesClosed() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
                                  .line(to: CGPoint(x: 10, y: 60)), .closeSubpath])
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func anOvalsBoundsAreItsRectangle() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 12))
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 24, height: 12))
    }

    @Test func aRoundedRectanglesRadiusIsAtMostHalfItsShorterSide() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 20))
        let nan = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: .nan)
        #expect(nan.elements.first == .move(to: .zero))
    }

    @Test func boundsHoldControlPointsAndAnEmptyPathHasNone() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: -10))
        #expect(path.bounds == CGRect(x: 0, y: -10, width: 10, height: 10))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }
}
