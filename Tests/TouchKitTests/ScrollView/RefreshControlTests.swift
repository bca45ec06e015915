import Testing
@testable import TouchKit
import TouchKitTesting

/// UIRefreshControl on a scroll view: the pull threshold, `.valueChanged`, and the inset and offset of
/// beginRefreshing / endRefreshing.
@MainActor
struct RefreshControlTests {
    /// A full-window scroll view with tall content and a refresh control that counts its `.valueChanged` events.
    @MainActor
    private final class Pull {
        let scene = Scene()
        let scrollView: UIScrollView
        let control = UIRefreshControl()
        var valueChanged = 0
        var valueChangedWhileDragging = false

        init(scrollView: UIScrollView? = nil) {
            self.scrollView = scrollView ?? UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            self.scrollView.contentSize = CGSize(width: 400, height: 3000)
            scene.window.addSubview(self.scrollView)
            self.scrollView.refreshControl = control
            control.addAction(UIAction { [unowned self] _ in
                self.valueChanged += 1
                self.valueChangedWhileDragging = self.scrollView.isDragging
            }, for: .valueChanged)
        }

        /// Drags down by `distance`, rests, and lifts unless `lift` is false.
        @discardableResult
        func pull(by distance: CGFloat, lift: Bool = true) -> TouchSimulator.Finger {
            let finger = scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 100 + distance),
                                              duration: 0.5, lift: false)
            scene.simulator.advance(by: 0.1)
            if lift {
                scene.simulator.up(finger)
                scene.simulator.settle()
            }
            return finger
        }
    }

    @Test func aPullPastTheThresholdSendsValueChangedWhileTheFingerIsDown() {
        let pull = Pull()
        let finger = pull.pull(by: 400, lift: false)
        #expect(pull.valueChanged == 1)
        #expect(pull.valueChangedWhileDragging)
        #expect(pull.control.isRefreshing)
        #expect(pull.scrollView.adjustedContentInset.top == 0)   // the inset waits for the lift
        pull.scene.simulator.up(finger)
        pull.scene.simulator.settle()
        #expect(pull.valueChanged == 1)
        #expect(pull.scrollView.contentOffset.y == -UIRefreshControl.height)
        #expect(pull.scrollView.adjustedContentInset.top == UIRefreshControl.height)
        #expect(pull.scrollView.contentInset.top == 0)
    }

    @Test func aShortPullDoesNotRefresh() {
        let pull = Pull()
        pull.pull(by: 150)   // rubber-banded to well under 120 pt
        #expect(pull.valueChanged == 0)
        #expect(!pull.control.isRefreshing)
        #expect(pull.scrollView.contentOffset.y == 0)
    }

    @Test func endRefreshingClosesTheInsetAndTheContentSpringsBack() {
        let pull = Pull()
        pull.pull(by: 400)
        pull.control.endRefreshing()
        #expect(!pull.control.isRefreshing)
        #expect(pull.scrollView.adjustedContentInset.top == 0)
        pull.scene.simulator.advance(by: 0.1)
        #expect(pull.scrollView.contentOffset.y < 0)   // animating back, not jumped
        pull.scene.simulator.settle()
        #expect(pull.scrollView.contentOffset.y == 0)
    }

    @Test func beginRefreshingInCodeOpensTheInsetWithoutMovingTheContentOrSendingValueChanged() {
        let pull = Pull()
        pull.control.beginRefreshing()
        #expect(pull.control.isRefreshing)
        #expect(pull.scrollView.adjustedContentInset.top == UIRefreshControl.height)
        #expect(pull.scrollView.contentOffset.y == 0)
        #expect(pull.valueChanged == 0)
        pull.control.endRefreshing()
        #expect(pull.scrollView.adjustedContentInset.top == 0)
    }

    @Test func aPullThatTriggeredMustReturnAboveTheTopBeforeTriggeringAgain() {
        let pull = Pull()
        let finger = pull.pull(by: 400, lift: false)
        pull.control.endRefreshing()
        pull.scene.simulator.move(finger, to: CGPoint(x: 200, y: 480), duration: 0.2)
        pull.scene.simulator.move(finger, to: CGPoint(x: 200, y: 520), duration: 0.2)
        #expect(pull.valueChanged == 1)
        pull.scene.simulator.up(finger)
        pull.scene.simulator.settle()
        #expect(pull.scrollView.contentOffset.y == 0)
    }

    @Test func aRefreshControlWorksOnATableView() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), style: .plain)
        let pull = Pull(scrollView: table)
        pull.pull(by: 400)
        #expect(pull.valueChanged == 1)
        #expect(table.contentOffset.y == -UIRefreshControl.height)
        #expect(table.refreshControl?.superview === table)
    }

    @Test func replacingTheRefreshControlRemovesTheOldOneAndItsInset() {
        let pull = Pull()
        pull.control.beginRefreshing()
        pull.scrollView.refreshControl = nil
        #expect(pull.control.superview == nil)
        #expect(pull.scrollView.adjustedContentInset.top == 0)
    }
}
