import Testing
@testable import TouchKit

/// A full-window list of 100 pt rows, a table or a collection view, whose delegate logs highlight and selection in
/// the same words ("didHighlight 0-1"): the rules the two share are checked by one script each, run by each list's
/// own selection tests.
@MainActor
protocol SelectableList {
    var scene: Scene { get }
    /// The delegate's highlight and selection calls so far.
    var delegateLog: [String] { get }
    /// The selected index paths, nil when none (as both lists answer).
    var selectedIndexPaths: [IndexPath]? { get }
    var listContentOffset: CGPoint { get }
    /// The middle of row (or item) `row` of section 0 on screen, in window coordinates.
    func onRow(_ row: Int) -> CGPoint
    func isHighlighted(row: Int) -> Bool
}

extension SelectableList {
    /// A finger resting on row 1 highlights it only once the scroll view's 0.15 s touch delay has run out.
    func expectTheHighlightWaitsForTheTouchDelay(sourceLocation: SourceLocation = #_sourceLocation) {
        let held = scene.simulator.hold(at: onRow(1), across: 0.15) {
            (log: delegateLog, highlighted: isHighlighted(row: 1))
        }
        #expect(held.beforeThreshold.log.isEmpty, sourceLocation: sourceLocation)
        #expect(held.afterThreshold.log == ["shouldHighlight 0-1", "didHighlight 0-1"], sourceLocation: sourceLocation)
        #expect(held.afterThreshold.highlighted, sourceLocation: sourceLocation)
    }

    /// A scroll that starts within the touch delay takes the touch before anything is highlighted.
    func expectAQuickScrollNeverHighlights(sourceLocation: SourceLocation = #_sourceLocation) {
        scene.simulator.drag(from: onRow(2), to: CGPoint(x: 200, y: 100), duration: 0.05)
        scene.simulator.settle()
        #expect(listContentOffset.y > 0, sourceLocation: sourceLocation)
        #expect(delegateLog.isEmpty, sourceLocation: sourceLocation)
        #expect(selectedIndexPaths == nil, sourceLocation: sourceLocation)
    }

    /// A scroll that starts after the touch delay unhighlights the row it had highlighted, and selects nothing.
    func expectAScrollAfterTheDelayUnhighlightsWithoutSelecting(sourceLocation: SourceLocation = #_sourceLocation) {
        scene.simulator.holdThenDrag(from: onRow(2), to: CGPoint(x: 200, y: 100), holding: 0.2, duration: 0.2)
        #expect(delegateLog == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2"], sourceLocation: sourceLocation)
        #expect(selectedIndexPaths == nil, sourceLocation: sourceLocation)
    }
}

extension ListScene: SelectableList {
    var delegateLog: [String] { source.log }
    var selectedIndexPaths: [IndexPath]? { collectionView.indexPathsForSelectedItems }
    var listContentOffset: CGPoint { collectionView.contentOffset }
    func onRow(_ row: Int) -> CGPoint {
        CGPoint(x: 200, y: CGFloat(row) * layout.itemSize.height + layout.itemSize.height / 2 - collectionView.contentOffset.y)
    }
    func isHighlighted(row: Int) -> Bool {
        collectionView.cellForItem(at: IndexPath(item: row, section: 0))?.isHighlighted == true
    }
}

extension TableScene: SelectableList {
    var delegateLog: [String] { source.log }
    var selectedIndexPaths: [IndexPath]? { tableView.indexPathsForSelectedRows }
    var listContentOffset: CGPoint { tableView.contentOffset }
    func isHighlighted(row: Int) -> Bool {
        tableView.cellForRow(at: IndexPath(row: row, section: 0))?.isHighlighted == true
    }
}
