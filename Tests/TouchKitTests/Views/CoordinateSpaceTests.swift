import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// `UICoordinateSpace`: views convert through it as through `convert(_:to: UIView?)`, and a space of the app's own
/// converts through the window.
@MainActor
struct CoordinateSpaceTests {
    let scene = Scene()

    /// A space 100 points right of the window's origin, as an app might define for a canvas.
    final class ShiftedSpace: UICoordinateSpace {
        var bounds: CGRect { CGRect(x: 0, y: 0, width: 50, height: 50) }
        func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
            CGPoint(x: point.x + 100, y: point.y)
        }
        func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
            CGPoint(x: point.x - 100, y: point.y)
        }
        func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect.offsetBy(dx: 100, dy: 0) }
        func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect.offsetBy(dx: -100, dy: 0) }
    }

    @Test func aViewAsACoordinateSpaceConvertsAsTheViewDoes() {
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        let space: any UICoordinateSpace = b
        let point = CGPoint(x: 5, y: 7)
        #expect(a.convert(point, to: space) == a.convert(point, to: b as UIView?))
        #expect(a.convert(point, from: space) == a.convert(point, from: b as UIView?))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(a.convert(rect, to: space) == a.convert(rect, to: b as UIView?))
        #expect(a.convert(rect, from: space) == a.convert(rect, from: b as UIView?))
        #expect(space.bounds == b.bounds)
    }

    @Test func aSpaceOfTheAppsOwnConvertsThroughTheWindow() {
        let view = scene.plainView(CGRect(x: 10, y: 20, width: 100, height: 100))
        let space = ShiftedSpace()
        // (5, 5) in the view is (15, 25) in the window, (-85, 25) in the shifted space.
        #expect(view.convert(CGPoint(x: 5, y: 5), to: space) == CGPoint(x: -85, y: 25))
        #expect(view.convert(CGPoint(x: -85, y: 25), from: space) == CGPoint(x: 5, y: 5))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: space)
            == CGRect(x: -90, y: 20, width: 10, height: 10))
    }
}
