import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// `CATransaction` as view animations see it (Apple's `CATransaction` and `setCompletionBlock(_:)` references;
/// docs/UIKitFacts.md, "Core Animation transactions").
@MainActor
struct CATransactionTests {
    let scene = Scene()

    private func box() -> UIView {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.window.addSubview(box)
        return box
    }

    @Test func theCompletionBlockWaitsForTheGroupsAnimationsOnTheClock() {
        let box = box()
        var completed: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append("transaction") }
        UIView.animate(withDuration: 0.5, animations: { box.center.x += 100 }) { _ in completed.append("animation") }
        CATransaction.commit()
        #expect(completed.isEmpty)
        scene.simulator.advance(by: 0.4)
        #expect(completed.isEmpty)
        scene.simulator.advance(by: 0.2)
        #expect(completed == ["animation", "transaction"])
    }

    @Test func theCompletionBlockWaitsForTheLongestAnimation() {
        let box = box()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        UIView.animate(withDuration: 0.2) { box.center.x += 100 }
        UIView.animate(withDuration: 0.8) { box.alpha = 0.5 }
        CATransaction.commit()
        scene.simulator.advance(by: 0.5)
        #expect(!completed)
        scene.simulator.advance(by: 0.4)
        #expect(completed)
    }

    @Test func aGroupWithoutAnimationsCompletesWhenItCommits() {
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        #expect(!completed)
        CATransaction.commit()
        #expect(completed)
    }

    @Test func removingTheAnimationsCompletesTheGroup() {
        let box = box()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        UIView.animate(withDuration: 1) { box.center.x += 100 }
        CATransaction.commit()
        box.layer.removeAllAnimations()
        #expect(completed)
    }

    @Test func disabledActionsApplyAnAnimationBlockAtOnce() {
        let box = box()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        UIView.animate(withDuration: 1) { box.center.x = 300 }
        CATransaction.commit()
        #expect(box.layer.presentation()?.position.x == 300)
        #expect(box.layer.animationKeys() == nil)
        #expect(!CATransaction.disableActions())
    }

    @Test func aNestedGroupInheritsDisabledActions() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        CATransaction.commit()
    }

    @Test func theOuterCompletionWaitsForAnAnimationOfAnInnerGroup() {
        let box = box()
        var completed: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append("inner") }
        UIView.animate(withDuration: 0.3) { box.center.y += 10 }
        CATransaction.commit()
        CATransaction.commit()
        #expect(completed.isEmpty)
        scene.simulator.advance(by: 0.4)
        #expect(completed == ["inner", "outer"])
    }

    @Test func theAnimationDurationIsKeptAsData() {
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        #expect(CATransaction.animationDuration() == 0.6)
        CATransaction.setAnimationDuration(-1)
        CATransaction.setAnimationDuration(.nan)
        #expect(CATransaction.animationDuration() == 0.6)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func anUnbalancedCommitDoesNothing() {
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
    }

    @Test func aCompletionBlockOutsideAGroupRunsAtTheClocksNextTurn() {
        scene.window.clock.advance(to: scene.window.clock.now)
        var completed = false
        CATransaction.setCompletionBlock { completed = true }
        #expect(!completed)
        scene.simulator.advance(by: 0.001)
        #expect(completed)
    }

    @Test func disablingActionsOutsideAGroupChangesNothing() {
        let box = box()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(2)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.25)
        UIView.animate(withDuration: 1) { box.center.x = 300 }
        #expect(box.layer.animationKeys() == ["position"])
    }
}
