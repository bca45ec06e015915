import Testing
@testable import TouchKit

/// The 2014 talk's transparent overlay: returns nil where it would return itself.
@MainActor
final class OverlayView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@MainActor
@Suite struct HitTestingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    @Test func subviewsAreTestedBackToFront() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === window)
    }

    @Test(arguments: ["hidden", "interactionOff", "transparent"])
    func skippedViewsLetTheTouchThrough(condition: String) {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        switch condition {
        case "hidden": front.isHidden = true
        case "interactionOff": front.isUserInteractionEnabled = false
        default: front.alpha = 0.009
        }
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    @Test func alphaOfOneHundredthIsStillHit() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0.01
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    @Test func imageViewsIgnoreTouchesByDefault() {
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        image.addSubview(button)
        window.addSubview(image)
        #expect(!image.isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === window)
        image.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === button)
    }

    @Test func overflowingSubviewIsNotHitOutsideItsSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overflowing = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        parent.addSubview(overflowing)
        window.addSubview(parent)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === overflowing)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
    }

    @Test func rotatedAndScaledViewsAreHitWhereTheyAppear() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(view)
        // Rotated a quarter turn about its center (150, 110): now 20 wide and 100 tall.
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 190, y: 110), with: nil) === window)
        let scaled = UIView(frame: CGRect(x: 300, y: 300, width: 10, height: 10))
        scaled.transform = CGAffineTransform(scaleX: 4, y: 4)
        window.addSubview(scaled)
        #expect(window.hitTest(CGPoint(x: 289, y: 289), with: nil) === scaled)
    }

    @Test func transparentOverlayPassesTouchesToSiblingsBelow() {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        canvas.addSubview(dot)
        let overlay = OverlayView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let drawerContent = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        overlay.addSubview(drawerContent)
        window.addSubview(canvas)
        window.addSubview(overlay)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === dot)
        #expect(window.hitTest(CGPoint(x: 200, y: 350), with: nil) === drawerContent)
    }

    @Test func pointInsideIsTheOverridePoint() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -22, dy: -22).contains(point)
            }
        }
        let small = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(small)
        #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === small)
    }
}

/// Views whose classes override what hit testing asks: the direct path for plain `UIView`s must not skip them.
@MainActor
@Suite struct HitTestOverrideTests {
    final class AlwaysHiddenView: UIView {
        override var isHidden: Bool { get { true } set {} }
    }
    final class NeverInteractiveView: UIView {
        override var isUserInteractionEnabled: Bool { get { false } set {} }
    }
    final class AlwaysClearView: UIView {
        override var alpha: CGFloat { get { 0 } set {} }
    }
    final class PlainSubclassView: UIView {}
    /// Removes `victim` from its superview while asked, and lets the touch through.
    final class RemovingView: UIView {
        var victim: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            victim?.removeFromSuperview()
            victim = nil
            return nil
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let point = CGPoint(x: 50, y: 50)

    @Test func overriddenIsHiddenIsUserInteractionEnabledAndAlphaGettersAreAsked() {
        let views: [UIView] = [
            AlwaysHiddenView(frame: window.bounds), NeverInteractiveView(frame: window.bounds),
            AlwaysClearView(frame: window.bounds),
        ]
        for view in views {
            window.addSubview(view)
            #expect(window.hitTest(point, with: nil) === window)
            view.removeFromSuperview()
        }
        let plain = PlainSubclassView(frame: window.bounds)
        window.addSubview(plain)
        #expect(window.hitTest(point, with: nil) === plain)
    }

    @Test func onlyViewsOfExactlyUIViewTakeTheDirectPath() {
        #expect(UIView(frame: .zero).isPlainView)
        #expect(!PlainSubclassView(frame: .zero).isPlainView)
        #expect(!window.isPlainView)
        #expect(!UIImageView(frame: .zero).isPlainView)
    }

    @Test func anOverrideThatRemovesASiblingMidWalkLeavesTheWalkOnTheSubviewsAsTheyWere() {
        let back = UIView(frame: window.bounds)
        let front = RemovingView(frame: window.bounds)
        front.victim = back
        window.addSubview(back)
        window.addSubview(front)
        // UIKit walks a copy of `subviews`: the removed sibling is still asked, and is alive to answer.
        #expect(window.hitTest(point, with: nil) === back)
        #expect(back.superview == nil)
        #expect(window.hitTest(point, with: nil) === window)
    }
}

extension HitTestingTests {
    @Test(.tags(.factSheet)) func hitTestSkipsHiddenNonInteractiveAndTransparentViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let back = UIView(frame: window.bounds)
        window.addSubview(back)
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(front)
        #expect(window.hitTest(p50, with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(p50, with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(p50, with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.009
        #expect(window.hitTest(p50, with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(p50, with: nil) === front)
    }

    @Test(.tags(.factSheet)) func hitTestPointOutsideTheReceiverNeverHitsAnOverflowingSubview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(small)
        let overflow = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        small.addSubview(overflow)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === overflow)
    }

    @Test(.tags(.factSheet)) func hitTestSubviewsBackToFrontAndPointInsideIsTheOverridePoint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        #expect(window.hitTest(p50, with: nil) === b)
        let wide = WideHitView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        window.addSubview(wide)
        #expect(window.hitTest(CGPoint(x: 190, y: 190), with: nil) === wide)
    }
}
