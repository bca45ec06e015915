import Testing
@testable import TouchKit

/// A long press on a row or item shows the delegate's context menu through the list's own interaction, with the
/// pressed cell as the preview; the will-display and will-end companions are called; the menu is modal.
@MainActor
@Suite struct ListContextMenuTests {
    /// Every row's menu but row 5's, with a "Flag" action that logs "flag <row>".
    private final class Rows: ContextMenuLog {
        override func configuration(for indexPaths: [IndexPath], at point: CGPoint) -> UIContextMenuConfiguration? {
            let row = indexPaths[0].row
            log.append("configuration \(row) at \(Int(point.y))")
            guard row != 5 else { return nil }
            return UIContextMenuConfiguration(identifier: "row \(row)", actionProvider: { [unowned self] _ in
                UIMenu(children: [UIAction(title: "Flag") { _ in self.log.append("flag \(row)") }])
            })
        }
    }

    /// A full-window table of 20 rows of 100 pt whose delegate is a ``Rows``.
    private func table() -> (Scene, UITableView, Rows) {
        let table = TableScene(rows: [20])
        let rows = Rows()
        table.tableView.delegate = rows
        return (table.scene, table.tableView, rows)
    }

    @Test func aLongPressOnARowShowsItsMenuWithTheCellAsPreview() {
        let (scene, table, rows) = table()
        scene.simulator.longPress(at: CGPoint(x: 200, y: 250), duration: 0.5)
        #expect(rows.log == ["configuration 2 at 250", "display row 2"])
        let presented = table.rowContextMenu?.presentedMenu
        #expect(presented?.previewFrame == CGRect(x: 0, y: 200, width: 400, height: 100))
        #expect(table.indexPathForSelectedRow == nil)   // the press cancelled the row's touch: no selection
    }

    @Test func aTouchOutsideTheRowMenuEndsItAndSelectsNothing() {
        let (scene, table, rows) = table()
        scene.simulator.longPress(at: CGPoint(x: 200, y: 250), duration: 0.5)
        scene.simulator.tap(at: CGPoint(x: 200, y: 750))
        #expect(rows.log.suffix(1) == ["end row 2"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.rowContextMenu?.presentedMenu == nil)
    }

    @Test func choosingTheRowMenusActionEndsTheMenuThenRunsIt() {
        let (scene, table, rows) = table()
        scene.simulator.longPress(at: CGPoint(x: 200, y: 250), duration: 0.5)
        let row = table.rowContextMenu?.presentedMenu?.rows.first?.frame ?? .zero
        scene.simulator.tap(at: CGPoint(x: row.midX, y: row.midY))
        #expect(rows.log.suffix(2) == ["end row 2", "flag 2"])
    }

    @Test func aRowWithoutAMenuShowsNone() {
        let (scene, table, rows) = table()
        scene.simulator.longPress(at: CGPoint(x: 200, y: 550), duration: 0.6)
        #expect(rows.log == ["configuration 5 at 550"])
        #expect(table.rowContextMenu?.presentedMenu == nil)
    }

    @Test func aTableWithoutADelegateHasNoMenuInteraction() {
        let (_, table, _) = table()
        table.delegate = nil
        #expect(table.rowContextMenu == nil)
        #expect(!table.interactions.contains { $0 is UIContextMenuInteraction })
    }

    /// Thirty items, each with a "Share" menu.
    private final class Items: ContextMenuLog, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func configuration(for indexPaths: [IndexPath], at point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration \(indexPaths.map(\.item))")
            guard let item = indexPaths.first?.item else { return nil }
            return UIContextMenuConfiguration(identifier: "item \(item)", actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Share") { _ in }])
            })
        }
    }

    /// Code written for iOS 13 to 15 implements the single-item form only.
    /// A full-window grid of 100 × 100 items with no spacing, four to a row, on `items`, laid out once.
    private func grid(of items: some UICollectionViewDataSource & UICollectionViewDelegate) -> (Scene, UICollectionView) {
        let scene = Scene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = items
        collection.delegate = items
        scene.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (scene, collection)
    }

    @Test func aDelegateWithOnlyTheIOS13FormStillGetsItsItemMenu() {
        final class OldItems: UICollectionViewDataSource, UICollectionViewDelegate {
            var asked: [Int] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                asked.append(indexPath.item)
                return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
            }
        }
        let items = OldItems()
        let (scene, collection) = grid(of: items)
        scene.simulator.longPress(at: CGPoint(x: 50, y: 250), duration: 0.5)
        #expect(items.asked == [8])
        #expect(collection.itemContextMenu?.presentedMenu != nil)
    }

    @Test func aLongPressOnAnItemShowsItsMenuAndATouchOutsideEndsIt() {
        let items = Items()
        let (scene, collection) = grid(of: items)
        scene.simulator.longPress(at: CGPoint(x: 150, y: 150), duration: 0.5)
        #expect(items.log == ["configuration [5]", "display item 5"])
        #expect(collection.itemContextMenu?.presentedMenu?.previewFrame == CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.simulator.tap(at: CGPoint(x: 350, y: 750))
        #expect(items.log.suffix(1) == ["end item 5"])
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}

/// A secondary click on a row or item with a context menu opens the menu at once and never selects it (iPadOS), even
/// when the host hands over the press and the release in one turn, before the clock's next callback.
extension ListContextMenuTests {
    @Test func aSecondaryPressAndReleaseInOneTurnOpensTheRowMenuAndSelectsNothing() {
        let (scene, table, rows) = table()
        scene.simulator.movePointer(to: CGPoint(x: 200, y: 250))
        scene.simulator.pressPointer(.secondary, at: CGPoint(x: 200, y: 250))
        scene.simulator.releasePointer(.secondary)
        #expect(rows.log == ["configuration 2 at 250", "display row 2"])
        #expect(table.rowContextMenu?.presentedMenu != nil)
        #expect(table.indexPathForSelectedRow == nil)
        scene.simulator.advance(by: 1)
        #expect(table.rowContextMenu?.presentedMenu != nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aSecondaryPressAndReleaseInSeparateTurnsOpensTheRowMenuAndSelectsNothing() {
        let (scene, table, rows) = table()
        scene.simulator.secondaryClick(at: CGPoint(x: 200, y: 250))
        scene.simulator.advance(by: 1)
        #expect(rows.log == ["configuration 2 at 250", "display row 2"])
        #expect(table.rowContextMenu?.presentedMenu != nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aSecondaryPressAndReleaseInOneTurnOpensTheItemMenuAndSelectsNothing() {
        let items = Items()
        let (scene, collection) = grid(of: items)
        scene.simulator.movePointer(to: CGPoint(x: 150, y: 150))
        scene.simulator.pressPointer(.secondary, at: CGPoint(x: 150, y: 150))
        scene.simulator.releasePointer(.secondary)
        scene.simulator.advance(by: 1)
        #expect(items.log == ["configuration [5]", "display item 5"])
        #expect(collection.itemContextMenu?.presentedMenu != nil)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}
