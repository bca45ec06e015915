import Testing
import TouchKit

/// A table delegate logging selection and primary actions, as "didSelect 0-1" and "primary 0-1".
@MainActor
private final class PrimaryTableSource: UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var canPerform: Bool?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 5 ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        canPerform ?? !tableView.isEditing
    }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        log.append("primary \(indexPath.row)")
    }
}

/// A collection delegate logging selection and primary actions; it leaves `canPerformPrimaryActionForItemAt` to
/// the default.
@MainActor
private final class PrimaryCollectionSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        log.append("primary \(indexPath.item)")
    }
}

/// iOS 16's primary actions of list rows: after the selection a tap makes, unless it extends a multiple selection.
@MainActor
@Suite struct ListPrimaryActionTests {
    /// ``TableScene``'s table of 100 pt rows, on a ``PrimaryTableSource``.
    private func table() -> (Scene, UITableView, PrimaryTableSource) {
        let list = TableScene()
        let source = PrimaryTableSource()
        list.tableView.dataSource = source
        list.tableView.delegate = source
        list.tableView.reloadData()
        list.tableView.layoutIfNeeded()
        return (list.scene, list.tableView, source)
    }

    private func onRow(_ row: Int) -> CGPoint { CGPoint(x: 200, y: CGFloat(row) * 100 + 50) }

    @Test func aTapSelectsThenPerformsThePrimaryAction() {
        let (scene, _, source) = table()
        scene.simulator.tap(at: onRow(1))
        scene.simulator.tap(at: onRow(1))
        #expect(source.log == ["didSelect 1", "primary 1", "didSelect 1", "primary 1"])
    }

    @Test func noPrimaryActionWhenTheDelegateSaysNoOrTheSelectionIsRefused() {
        let (scene, _, source) = table()
        scene.simulator.tap(at: onRow(5))
        source.canPerform = false
        scene.simulator.tap(at: onRow(2))
        #expect(source.log == ["didSelect 2"])
    }

    @Test func editingModeHasNoPrimaryActionByDefault() {
        let (scene, tableView, source) = table()
        tableView.allowsSelectionDuringEditing = true
        tableView.isEditing = true
        scene.simulator.tap(at: onRow(1))
        #expect(source.log == ["didSelect 1"])
    }

    @Test func extendingAMultipleSelectionPerformsNoPrimaryAction() {
        let (scene, tableView, source) = table()
        tableView.allowsMultipleSelection = true
        scene.simulator.tap(at: onRow(1))
        scene.simulator.tap(at: onRow(2))
        #expect(source.log == ["didSelect 1", "primary 1", "didSelect 2"])
    }

    @Test func aCollectionViewItemPerformsItsPrimaryActionOutsideEditingMode() {
        let list = ListScene()
        let (scene, collectionView) = (list.scene, list.collectionView)
        let source = PrimaryCollectionSource()
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        scene.simulator.tap(at: onRow(1))
        collectionView.allowsSelectionDuringEditing = true
        collectionView.isEditing = true
        scene.simulator.tap(at: onRow(2))
        #expect(source.log == ["didSelect 1", "primary 1", "didSelect 2"])
    }
}
