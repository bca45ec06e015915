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
        let box = scene.plainView(CGRect(x: 0, y: 0, width: 50, height: 50))
        return box
    }

    /// Runs `animations` in a transaction with a completion block; the box reads true once that block ran.
    private func transaction(_ animations: () -> Void) -> ValueBox<Bool> {
        let completed = ValueBox(false)
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.value = true }
        animations()
        CATransaction.commit()
        return completed
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
        let completed = transaction {
            UIView.animate(withDuration: 0.2) { box.center.x += 100 }
            UIView.animate(withDuration: 0.8) { box.alpha = 0.5 }
        }
        scene.simulator.advance(by: 0.5)
        #expect(!completed.value)
        scene.simulator.advance(by: 0.4)
        #expect(completed.value)
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
        let completed = transaction {
            UIView.animate(withDuration: 1) { box.center.x += 100 }
        }
        box.layer.removeAllAnimations()
        #expect(completed.value)
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
