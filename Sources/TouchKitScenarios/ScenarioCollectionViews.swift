import Foundation
import TouchKit

/// Collection views in the storm's and fuzzer's scenes (issue 15): some scenes get one or two, on flow layouts in
/// either direction with headers, footers and pinning, fed by a data source that sometimes lies (counts that change
/// without a reload, cells not from a dequeue, negative counts) and driven by app code from the data source's and
/// delegate's callbacks mid-gesture: reloads, batch updates that add up and ones that do not, selection, scrolling
/// to items (some that do not exist), interactive movement, layout changes, removal from the window.
///
/// Decoded from the scenario's side input 2, never from its main input, so kept inputs decode to the same scene and
/// touch stream (a scene that gets a collection view plays differently, as a scene with animations does). The
/// collection views are not in ``TouchScenario/views``: mutations keep naming the same views.
///
/// UIKit has no such type; it is TouchKit's own.
@MainActor
final class ScenarioCollectionViews {
    private var input: FuzzInput
    /// Where per-item sizes come from (side input stream 1 of this one's input), apart from ``input``.
    private var sizeInput: FuzzInput
    private(set) var collectionViews: [UICollectionView] = []
    /// How many collection views answer sizes that differ per item, for tests that the scenes have some.
    private(set) var variedSizeViews = 0
    /// The data sources and delegates, held here because collection views hold theirs weakly.
    private var sources: [ScenarioCollectionSource] = []
    /// How many app-code steps ran, for tests that the scenes do drive their collection views.
    private(set) var stepsRun = 0
    private var isRunningStep = false

    /// One scene in 3 gets collection views.
    init(input: FuzzInput, scenario: TouchScenario) {
        self.input = input
        sizeInput = input.sideInput(stream: 1)
        guard self.input.chance(1, in: 3) else { return }
        for _ in 0..<self.input.int(in: 1...2) {
            let views = scenario.views
            build(in: views[self.input.int(in: 0...255) % views.count])
        }
    }

    private func build(in parent: UIView) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = input.chance(1, in: 4) ? .horizontal : .vertical
        layout.itemSize = CGSize(width: input.cgFloat(in: 0...200), height: input.cgFloat(in: 0...200))
        if input.chance(1, in: 32) { layout.itemSize = CGSize(width: CGFloat.nan, height: -5) }
        layout.minimumLineSpacing = input.cgFloat(in: 0...20)
        layout.minimumInteritemSpacing = input.cgFloat(in: 0...20)
        if input.bool() { layout.headerReferenceSize = CGSize(width: 40, height: input.cgFloat(in: 0...60)) }
        if input.chance(1, in: 3) { layout.footerReferenceSize = CGSize(width: 40, height: input.cgFloat(in: 0...60)) }
        layout.sectionHeadersPinToVisibleBounds = input.bool()
        layout.sectionFootersPinToVisibleBounds = input.chance(1, in: 3)
        let frame = CGRect(x: input.cgFloat(in: -20...300), y: input.cgFloat(in: -20...600),
                           width: input.cgFloat(in: 0...400), height: input.cgFloat(in: 0...800))
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "footer")
        collectionView.allowsMultipleSelection = input.chance(1, in: 3)
        let sectionCount = input.int(in: 0...4)
        let counts = (0..<sectionCount).map { _ in input.chance(1, in: 16) ? 2_000 : input.int(in: 0...60) }
        let source = ScenarioCollectionSource(owner: self, counts: counts, lies: input.chance(1, in: 3))
        // Sizes from the delegate that differ from item to item, in one collection view in three: the last line of a
        // section is then left-aligned, where uniform sizes keep the grid's columns (issue 31). Drawn from a stream
        // of its own so the rest of the scene decodes as before.
        if sizeInput.chance(1, in: 3) {
            source.itemSizes = (0..<4).map { _ in sizeInput.cgFloat(in: 0...200) }
            variedSizeViews += 1
        }
        sources.append(source)
        collectionView.dataSource = source
        collectionView.delegate = source
        parent.addSubview(collectionView)
        collectionViews.append(collectionView)
    }

    /// App code, from a callback: one step decoded from the side input, now and then (never nested).
    func maybeRunStep(on collectionView: UICollectionView, source: ScenarioCollectionSource, odds: Int) {
        guard !isRunningStep, input.chance(1, in: odds) else { return }
        isRunningStep = true
        defer { isRunningStep = false }
        stepsRun += 1
        let sections = collectionView.numberOfSections
        func anyIndexPath() -> IndexPath {
            // Now and then one that does not exist.
            if input.chance(1, in: 8) { return IndexPath(item: input.int(in: -2...200), section: input.int(in: -1...6)) }
            let section = sections > 0 ? input.int(in: 0...(sections - 1)) : 0
            let count = collectionView.numberOfItems(inSection: section)
            return IndexPath(item: count > 0 ? input.int(in: 0...255) % count : 0, section: section)
        }
        switch input.int(in: 0...13) {
        case 0: collectionView.reloadData()
        case 1: source.insertOrDelete(in: collectionView, consistent: true, input: &input)
        case 2: source.insertOrDelete(in: collectionView, consistent: false, input: &input)
        case 3: source.changeCountsWithoutReload(input: &input)
        case 4: collectionView.selectItem(at: anyIndexPath(), animated: input.bool(), scrollPosition: input.bool() ? [] : .top)
        case 5: collectionView.scrollToItem(at: anyIndexPath(), at: .centeredVertically, animated: input.bool())
        case 6: collectionView.beginInteractiveMovementForItem(at: anyIndexPath())
        case 7: collectionView.updateInteractiveMovementTargetPosition(
            CGPoint(x: input.cgFloat(in: -50...450), y: input.cgFloat(in: -50...2000)))
        case 8: if input.bool() { collectionView.endInteractiveMovement() } else { collectionView.cancelInteractiveMovement() }
        case 9:
            let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
            layout?.itemSize = CGSize(width: input.cgFloat(in: 0...300), height: input.cgFloat(in: 0...300))
            layout?.sectionHeadersPinToVisibleBounds.toggle()
        case 10: collectionView.moveItem(at: anyIndexPath(), to: anyIndexPath())
        case 11: collectionView.reloadItems(at: [anyIndexPath()])
        case 12: collectionView.deselectItem(at: anyIndexPath(), animated: false)
        default:
            if collectionView.superview != nil { collectionView.removeFromSuperview() }
        }
    }
}

/// A ``ScenarioCollectionViews`` data source and delegate: a model of counts per section, sometimes lying about it.
@MainActor
final class ScenarioCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private weak var owner: ScenarioCollectionViews?
    private(set) var counts: [Int]
    /// Whether the counts it answers now and then differ from its model, and its cells now and then are not
    /// dequeued.
    private let lies: Bool
    private var answers = 0
    /// Widths (and heights) taken in turn by the items, from the delegate; empty: every item has the layout's size.
    var itemSizes: [CGFloat] = []

    init(owner: ScenarioCollectionViews, counts: [Int], lies: Bool) {
        self.owner = owner
        self.counts = counts
        self.lies = lies
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard !itemSizes.isEmpty else { return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
        let index = Int(UInt(bitPattern: indexPath.item) % UInt(itemSizes.count))
        return CGSize(width: itemSizes[index], height: itemSizes[(index + 1) % itemSizes.count])
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        answers += 1
        return lies && answers % 7 == 3 ? counts.count + 1 : counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        answers += 1
        guard counts.indices.contains(section) else { return lies && answers % 2 == 0 ? -3 : 0 }
        return lies && answers % 5 == 1 ? counts[section] + 2 : counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        answers += 1
        owner?.maybeRunStep(on: collectionView, source: self, odds: 40)
        if lies && answers % 11 == 0 { return UICollectionViewCell(frame: .zero) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let identifier = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard counts.indices.contains(sourceIndexPath.section), counts.indices.contains(destinationIndexPath.section),
              !lies else { return }
        counts[sourceIndexPath.section] -= 1
        counts[destinationIndexPath.section] += 1
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        owner?.maybeRunStep(on: collectionView, source: self, odds: 2)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        owner?.maybeRunStep(on: collectionView, source: self, odds: 3)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collectionView = scrollView as? UICollectionView else { return }
        owner?.maybeRunStep(on: collectionView, source: self, odds: 25)
    }

    /// Inserts or deletes a few items of one section in the model and announces it; `consistent` false announces
    /// a different change than the model's.
    func insertOrDelete(in collectionView: UICollectionView, consistent: Bool, input: inout FuzzInput) {
        guard let section = counts.indices.randomElement(using: &input) else { return }
        let inserting = counts[section] == 0 || input.bool()
        let item = counts[section] > 0 ? input.int(in: 0...255) % counts[section] : 0
        let change = input.int(in: 0...2)
        collectionView.performBatchUpdates {
            if inserting {
                self.counts[section] += 1
                collectionView.insertItems(at: [IndexPath(item: item, section: section)])
            } else {
                self.counts[section] -= 1
                collectionView.deleteItems(at: [IndexPath(item: item, section: section)])
            }
            if !consistent { self.counts[section] += change + 1 }
        }
    }

    func changeCountsWithoutReload(input: inout FuzzInput) {
        guard !counts.isEmpty else { return }
        counts[input.int(in: 0...255) % counts.count] = input.int(in: 0...80)
    }
}

extension Range where Bound == Int {
    /// An element chosen by the fuzz input (nil for an empty range).
    fileprivate func randomElement(using input: inout FuzzInput) -> Int? {
        isEmpty ? nil : lowerBound + input.int(in: 0...255) % count
    }
}
