import Testing
@testable import TouchKit

/// A view with a natural size of its own.
@MainActor
private final class BadgeView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 60, height: 24) }
}

/// Point 6 of issue 13: autoresizing masks, `sizeThatFits`/`sizeToFit`, button types.
@MainActor
@Suite struct ViewSizingTests {
    // MARK: Autoresizing

    /// A 400 × 400 superview grows to 600 × 500 (+200, +100) around a child at (100, 100, 100, 100): margins 100
    /// before and 200 after on each axis. Flexible parts share the growth in proportion to their lengths.
    @Test(arguments: [
        (UIView.AutoresizingMask(), CGRect(x: 100, y: 100, width: 100, height: 100)),
        (UIView.AutoresizingMask([.flexibleWidth]), CGRect(x: 100, y: 100, width: 300, height: 100)),
        (UIView.AutoresizingMask([.flexibleLeftMargin]), CGRect(x: 300, y: 100, width: 100, height: 100)),
        (UIView.AutoresizingMask([.flexibleRightMargin]), CGRect(x: 100, y: 100, width: 100, height: 100)),
        (UIView.AutoresizingMask([.flexibleTopMargin]), CGRect(x: 100, y: 200, width: 100, height: 100)),
        (UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]), CGRect(x: 100, y: 100, width: 300, height: 200)),
        (UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]), CGRect(x: 150, y: 100, width: 150, height: 100)),
        (UIView.AutoresizingMask([.flexibleTopMargin, .flexibleBottomMargin]), CGRect(x: 100, y: 100 + 100.0 / 3, width: 100, height: 100)),
    ])
    func aSubviewFollowsItsSuperviewsSizeByItsMask(mask: UIView.AutoresizingMask, expected: CGRect) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
        #expect(approximately(child.frame.origin, expected.origin, within: 1e-9))
        #expect(approximately(child.frame.width, expected.width) && approximately(child.frame.height, expected.height))
    }

    @Test func theMaskRawValuesAreUIKits() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }

    @Test func resizingCascadesDownTheTree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: parent.bounds)
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grandchild.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.bounds.size = CGSize(width: 300, height: 600)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
        #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func autoresizesSubviewsOffKeepsTheSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame.width == 400)
    }

    @Test func scrollingDoesNotResizeTheContent() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        scrollView.addSubview(content)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 4000))
    }

    // MARK: sizeThatFits

    @Test func theDefaultSizeThatFitsIsTheCurrentSize() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func sizeToFitTakesTheSizeThatFitsAndKeepsTheOrigin() {
        let badge = BadgeView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 60, height: 24))
    }

    // MARK: Button types

    @Test func aButtonMadeWithATypeKeepsIt() {
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
    }

    @Test func aTypedButtonStillSendsItsAction() {
        let scene = Scene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.window.addSubview(button)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(taps == 1)
    }
}
