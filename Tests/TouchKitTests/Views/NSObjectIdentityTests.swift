import Testing
@testable import TouchKit

/// A view subclass with a plain `deinit`, as UIKit allows (the base classes' deinits are nonisolated).
@MainActor
private final class DeinitCountingView: UIView {
    nonisolated(unsafe) static var deinits = 0
    deinit { Self.deinits += 1 }
}

@MainActor
private final class DeinitCountingScrollView: UIScrollView {
    deinit {}
}

@MainActor
private final class DeinitCountingControl: UIControl {
    deinit {}
}

@MainActor
private final class DeinitCountingWindow: UIWindow {
    deinit {}
}

@MainActor
private final class DeinitCountingRecognizer: UIPanGestureRecognizer {
    deinit {}
}

@MainActor
@Suite struct NSObjectIdentityTests {
    @Test func viewsCompareAndHashByIdentityAndWorkAsSetMembersAndDictionaryKeys() {
        let a = UIView(), b = UIView()
        #expect(a == a && a != b && a.isEqual(a) && !a.isEqual(b) && !a.isEqual(nil))
        #expect(a.hash == a.hashValue && a.hash != b.hash)
        let set: Set<UIView> = [a, b, a]
        var names: [UIView: String] = [a: "a"]
        names[b] = "b"
        #expect(set.count == 2 && names[a] == "a" && names[b] == "b")
    }

    @Test func isKindAndIsMemberFollowTheClassHierarchy() {
        let button = UIButton(frame: .zero)
        #expect(button.isKind(of: UIControl.self) && button.isKind(of: UIView.self) && button.isKind(of: NSObject.self))
        #expect(button.isMember(of: UIButton.self) && !button.isMember(of: UIControl.self))
        #expect(!button.isKind(of: UIScrollView.self))
        let pan = UIScreenEdgePanGestureRecognizer()
        #expect(pan.isKind(of: UIPanGestureRecognizer.self) && !pan.isMember(of: UIPanGestureRecognizer.self))
    }

    @Test func recognizersEventsBehaviorsAnimatorsAndInteractionsAreNSObjects() {
        let objects: [NSObject] = [
            UITapGestureRecognizer(), UIEvent(), UIGravityBehavior(items: []), UIDynamicAnimator(),
            UIDragInteraction(delegate: NoDragDelegate()), UIDragItem(),
        ]
        #expect(Set(objects).count == objects.count)
        for object in objects { #expect(object == object && object.description.hasPrefix("<")) }
    }

    @Test func touchesAnswerNSObjectsIdentityQuestions() {
        let scene = Scene()
        scene.recordingView(scene.window.bounds)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        let touch = scene.simulator.touch(for: finger)!
        #expect(touch.isEqual(touch) && !touch.isEqual(UIView()) && touch.hash == ObjectIdentifier(touch).hashValue)
        #expect(touch.isKind(of: UITouch.self) && touch.isKind(of: NSObject.self) && touch.isMember(of: UITouch.self))
        #expect(touch.description.hasPrefix("<UITouch: "))
        scene.simulator.up(finger)
    }

    @Test func subclassesDeclaringAPlainDeinitStillDetachWhatPointsBackAtThem() {
        let child = UIView()
        let pan = UIPanGestureRecognizer()
        let deinitsBefore = DeinitCountingView.deinits
        do {
            let parent = DeinitCountingView()
            parent.addSubview(child)
            parent.addGestureRecognizer(pan)
            #expect(child.superview === parent && pan.view === parent)
        }
        #expect(DeinitCountingView.deinits == deinitsBefore + 1)
        #expect(child.superview == nil && pan.view == nil)
    }

    @Test func aViewReleasedOffTheMainActorStillDetachesItsSubviewsOnTheMainQueue() async {
        let child = UIView()
        let box = ViewBox()
        box.view = UIView()
        box.view?.addSubview(child)
        // The last reference goes on a background thread; the deinit's work runs on the main queue, which is free
        // while this test awaits.
        await Task.detached { box.view = nil }.value
        #expect(child.superview == nil)
    }

    @Test func scrollViewControlWindowAndRecognizerSubclassesMayDeclareADeinit() {
        let content = UIView()
        do {
            let window = DeinitCountingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let scrollView = DeinitCountingScrollView(frame: window.bounds)
            scrollView.addSubview(content)
            scrollView.addGestureRecognizer(DeinitCountingRecognizer())
            window.addSubview(scrollView)
            window.addSubview(DeinitCountingControl(frame: .zero))
            #expect(content.window === window)
        }
        #expect(content.superview == nil && content.window == nil)
    }
}

@MainActor
@Suite struct CoderInitTests {
    @Test func aViewFromACoderHasDefaultGeometry() throws {
        let view = try #require(UIView(coder: NSCoder()))
        #expect(view.frame == .zero && view.bounds == .zero && view.transform == .identity)
        #expect(view.isUserInteractionEnabled && view.alpha == 1 && view.superview == nil)
    }

    @Test func subclassesFromACoderSetThemselvesUpAsTheFrameInitializerDoes() throws {
        let scrollView = try #require(UIScrollView(coder: NSCoder()))
        #expect(scrollView.gestureRecognizers?.contains(scrollView.panGestureRecognizer) == true)
        #expect(scrollView.clipsToBounds)
        let imageView = try #require(UIImageView(coder: NSCoder()))
        #expect(!imageView.isUserInteractionEnabled)
        let window = try #require(UIWindow(coder: NSCoder()))
        #expect(window.window === window && window.clock.now == 0)
        let button = try #require(UIButton(coder: NSCoder()))
        #expect(button.isEnabled && button.frame == .zero)
        #expect(UITapGestureRecognizer(coder: NSCoder())?.numberOfTapsRequired == 1)
    }
}

private final class NoDragDelegate: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] { [] }
}

/// Hands a view to a background task so that its last release happens there.
private final class ViewBox: @unchecked Sendable {
    var view: UIView?
}
