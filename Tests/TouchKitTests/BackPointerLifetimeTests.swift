import Testing
@testable import TouchKit

/// Superview, window and a recognizer's view are unowned back-pointers (for speed, see `UIView`'s storage): when
/// what they point at goes away they read nil, as UIKit's do, and never crash.
@MainActor
@Suite struct BackPointerLifetimeTests {
    @Test func subviewOfADeallocatedSuperviewHasNoSuperview() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.next == nil)
    }

    @Test func viewsOfADeallocatedWindowHaveNoWindow() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.addSubview(grandchild)
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(child)
            #expect(grandchild.window === window)
        }
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
        #expect(grandchild.superview === child)
    }

    @Test func recognizerOfADeallocatedViewHasNoView() {
        let recognizer = UITapGestureRecognizer { _ in }
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
        #expect(recognizer.location(in: nil) == .zero)
    }
}
