import Testing
@testable import TouchKit

/// Every in-scope method of `UIDragInteractionDelegate` is called, with UIKit's Swift signature, in UIKit's order
/// (Apple's `UIDragInteractionDelegate` documentation: the lift, the drag, the end; the cancellation animation
/// between `willEndWith` and `didEndWith`).
@MainActor
@Suite struct DragDelegateCallOrderTests {
    /// A drag source that logs every call, by its method's short name.
    private final class Source: UIDragInteractionDelegate {
        var log: [String] = []
        var items = 2
        var restricts = false
        var cancelPreview: UITargetedDragPreview?
        var defaultCancelPreviews: [UITargetedDragPreview] = []
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            log.append("items")
            return (0..<items).map { UIDragItem(localObject: $0) }
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
        ) -> UITargetedDragPreview? {
            log.append("liftPreview \(item.localObject as? Int ?? -1)")
            return interaction.view.map { UITargetedDragPreview(view: $0) }
        }
        func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: UIDragSession) {
            log.append("lift")
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession
        ) -> Bool {
            log.append("restricted")
            return restricts
        }
        func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool {
            log.append("fullSize")
            return false
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
            log.append("allowsMove")
            return true
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            log.append("willBegin")
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
            log.append("willEnd \(operation)")
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
            withDefault defaultPreview: UITargetedDragPreview
        ) -> UITargetedDragPreview? {
            log.append("cancelPreview \(item.localObject as? Int ?? -1)")
            defaultCancelPreviews.append(defaultPreview)
            return cancelPreview
        }
        func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating) {
            log.append("animateCancel \(item.localObject as? Int ?? -1)")
            animator.addCompletion { [unowned self] position in
                log.append("cancelDone \(position == .end ? "end" : "start")")
            }
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
            log.append("didEnd \(operation)")
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {
            log.append("transferred")
        }
    }

    private func scene() -> (Scene, UIView, UIView, Source, UIDragInteraction) {
        let scene = Scene()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "photo")
        let tray = scene.recordingView(CGRect(x: 0, y: 300, width: 300, height: 200), name: "tray")
        let source = Source()
        let interaction = UIDragInteraction(delegate: source)
        photo.addInteraction(interaction)
        return (scene, photo, tray, source, interaction)
    }

    @Test func aDragDroppedNowhereAnimatesEveryItemsCancelBetweenWillEndAndDidEnd() {
        let (scene, _, _, source, _) = scene()
        scene.simulator.dragAndDrop(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 250))
        #expect(source.log == [
            "items", "liftPreview 0", "liftPreview 1", "lift",
            "restricted", "fullSize", "allowsMove", "willBegin",
            "willEnd cancel",
            "cancelPreview 0", "cancelPreview 1",
            "animateCancel 0", "cancelDone end", "animateCancel 1", "cancelDone end",
            "didEnd cancel",
        ])
    }

    @Test func theCancelPreviewsDefaultIsTheItemsLiftPreview() {
        let (scene, photo, _, source, _) = scene()
        scene.simulator.dragAndDrop(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 250))
        #expect(source.defaultCancelPreviews.count == 2)
        #expect(source.defaultCancelPreviews.allSatisfy { $0.view === photo })
        // Targeted where the view was: its centre in its superview.
        #expect(source.defaultCancelPreviews.first?.target.center == CGPoint(x: 100, y: 100))
    }

    @Test func aForbiddenDropAlsoAnimatesTheCancel() {
        let (scene, _, tray, source, _) = scene()
        let log = DragDropLog()
        let (_, destination) = log.destination(on: tray, name: "tray")
        destination.operation = .forbidden
        scene.simulator.dragAndDrop(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 400))
        #expect(source.log.suffix(8) == [
            "willEnd forbidden", "cancelPreview 0", "cancelPreview 1",
            "animateCancel 0", "cancelDone end", "animateCancel 1", "cancelDone end", "didEnd forbidden",
        ] as ArraySlice)
    }

    @Test func aDropAnimatesNoCancelAndTransfersLast() {
        let (scene, _, tray, source, _) = scene()
        let log = DragDropLog()
        log.destination(on: tray, name: "tray")
        scene.simulator.dragAndDrop(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 400))
        #expect(!source.log.contains { $0.hasPrefix("cancelPreview") || $0.hasPrefix("animateCancel") })
        #expect(source.log.suffix(3) == ["willEnd copy", "didEnd copy", "transferred"] as ArraySlice)
    }

    @Test func theRestrictionAnswerIsKeptOnBothSessions() {
        let (scene, _, tray, source, interaction) = scene()
        source.restricts = true
        let log = DragDropLog()
        log.destination(on: tray, name: "tray")
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 400), lift: false)
        #expect(interaction.session?.isRestrictedToDraggingApplication == true)
        #expect(interaction.session?.dropRouting.dropSession.isRestrictedToDraggingApplication == true)
        scene.simulator.up(finger)
    }

    @Test func aDelegateWithOnlyTheRequiredMethodLiftsTheViewAndFadesOnCancel() {
        final class Minimal: UIDragInteractionDelegate {
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
                [UIDragItem(localObject: 1)]
            }
        }
        let (scene, photo, _, _, interaction) = scene()
        photo.removeInteraction(interaction)
        let minimal = Minimal()
        let plain = UIDragInteraction(delegate: minimal)
        photo.addInteraction(plain)
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 250), lift: false)
        let session = plain.session
        #expect(session?.liftPreviews.first?.preview?.view === photo)
        #expect(session?.isRestrictedToDraggingApplication == false)
        #expect(session?.prefersFullSizePreviews == false)
        scene.simulator.up(finger)
        #expect(plain.session == nil)
    }
}
