import Testing
@testable import TouchKit

@MainActor
@Suite struct ViewGeometryTests {
    @Test func frameIsDerivedFromCenterBoundsAndAnchor() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
    }

    @Test func transformedFrameIsTheBoundingBoxAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func boundsOriginShiftsSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let content = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 0, y: 250)
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 50))
    }

    @Test func convertRoundTripsThroughTransformsAndBoundsOrigins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        a.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.8)
        a.bounds.origin = CGPoint(x: 7, y: -3)
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        b.transform = CGAffineTransform(rotationAngle: -1.1)
        let c = UIView(frame: CGRect(x: 300, y: 10, width: 50, height: 50))
        c.transform = CGAffineTransform(scaleX: 3, y: 3)
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        let p = CGPoint(x: 12.5, y: -4.25)
        #expect(approximately(c.convert(b.convert(p, to: c), to: b), p, within: 1e-9))
        #expect(approximately(b.convert(b.convert(p, to: nil), from: nil), p, within: 1e-9))
        #expect(approximately(b.convert(p, to: c), c.convert(p, from: b), within: 1e-9))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inWindow = c.convert(rect, to: nil)
        #expect(approximately(inWindow.width, 30, within: 1e-9))
    }

    @Test func nonFiniteGeometryIsIgnored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: CGFloat.nan, y: 0)
        view.frame = CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)
        view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        view.alpha = .nan
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.transform.isIdentity)
        #expect(view.alpha == 1)
    }
}

/// The storage a view makes only when needed (its layer, its transform): nothing about them shows.
@MainActor
@Suite struct ViewLazyStorageTests {
    @Test func aViewAnswersTheSameLayerEveryTimeAndTheLayerAnswersTheViewsGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.position == view.center)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(view.frame == CGRect(x: 60, y: -5, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(layer.anchorPoint == CGPoint(x: 0, y: 1))
    }

    @Test func aLayerKeepsItsAnchorPointOnceItsViewIsGone() {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view!.layer
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        view = nil
        #expect(layer.anchorPoint == CGPoint(x: 0.25, y: 0.75))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.anchorPoint == CGPoint(x: 1, y: 1))
    }

    @Test func aTransformSetBackToTheIdentityConvertsAndHitTestsAsNeverTransformed() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 75, y: 75))
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
        view.transform = .identity
        #expect(view.transform.isIdentity)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === view)
    }
}
