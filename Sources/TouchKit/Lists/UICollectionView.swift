/// A scroll view that shows items from a data source, placed by a layout, with cells that are reused as they scroll:
/// UIKit's `UICollectionView`.
///
/// How it works, as in UIKit: the collection view loads its counts from the ``dataSource`` lazily (at its first
/// layout pass and the pass after ``reloadData()``); the ``collectionViewLayout`` computes where every item goes; at
/// each layout pass (and, in TouchKit, after each change of the content offset) the collection view asks the layout
/// which items intersect its bounds, asks the data source for a cell for each item newly in view, and puts the cells
/// of items that left the view in a reuse pool, from which
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` hands them back after ``UICollectionReusableView/prepareForReuse()``.
/// So only the cells of visible items exist as subviews, whatever the number of items.
///
/// The delegate is the scroll view's ``UIScrollView/delegate``; when it conforms to ``UICollectionViewDelegate`` the
/// collection view calls its item methods too (UIKit's collection view re-declares `delegate` with the refined type;
/// Swift does not let a subclass narrow a settable property, so TouchKit keeps one property and checks the conformance).
///
/// - Note: TouchKit decisions where UIKit is silent or differs:
///   - Cells exist for items whose frames intersect the bounds, with no margin (UIKit's prefetching may create cells
///     a little ahead; they are not in ``visibleCells`` either).
///   - The visible cells are brought up to date right after every change of the content offset (UIKit does it in the
///     layout pass before the next frame is drawn; TouchKit's frame loop runs no layout pass), so ``visibleCells``
///     is current inside and after every scroll step, but not yet inside `scrollViewDidScroll`, as in UIKit.
///   - A data source that misbehaves gets a diagnostic (``UIWindow/addDiagnosticObserver(_:)``, kind
///     ``TouchDiagnostic/Kind/invalidArgument``) where UIKit raises an exception, and the collection view goes on:
///     see `ItemCounts` for counts, ``dequeueReusableCell(withReuseIdentifier:for:)`` for unregistered
///     identifiers, and `cellForItemAt` below.
///   - A cell `cellForItemAt` did not get from a dequeue for that index path is shown, but never reused; a cell
///     already showing another item is not shown twice (the item gets no cell).
///   - ``reloadData()`` clears the selection, without delegate calls.
///
/// See also ``UICollectionViewLayout``, ``UICollectionViewFlowLayout``, ``UICollectionViewCell``.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout that places the items. Setting it lays the items out again with the new layout.
    @exclusivity(unchecked) open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }

    /// Where the items come from. Setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The ``UIScrollView/delegate`` as a collection view delegate, when it is one.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The collection view's delegate (the scroll view's ``UIScrollView/delegate``). A collection view delegate gets
    /// the items' context menus through the collection view's own ``UIContextMenuInteraction``, installed while the
    /// collection view has one.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            updateListContextMenu(&itemContextMenu, hasDelegate: delegate is any UICollectionViewDelegate) {
                ListContextMenu(collection: self)
            }
        }
    }
    /// The collection view's own context menu interaction, while it has a delegate.
    var itemContextMenu: UIContextMenuInteraction?

    // MARK: State

    // `@exclusivity(unchecked)`, once for the type: the stored properties a scroll frame's layout pass reads and
    // writes are used on the main actor only, and no engine code holds an access to one across a call out to app
    // code (the layout, the data source, the delegate, a cell's `apply(_:)`), so the runtime's dynamic exclusivity
    // check (a call per access, more than the access itself) is left out.

    var cellPool = ReusePool<UICollectionViewCell>()
    @exclusivity(unchecked) var counts = ItemCounts()
    @exclusivity(unchecked) var needsReload = true
    /// The cells on screen, by the item they show.
    @exclusivity(unchecked) var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// Changes whenever ``cellsByIndexPath`` does: ``shownCells`` describes the cells on screen only while
    /// ``shownCellsVersion`` equals it.
    @exclusivity(unchecked) var cellsVersion: UInt64 = 0
    /// The cells on screen in the order the last layout pass's answer listed them (`UICollectionView+ShownCells`).
    @exclusivity(unchecked) var shownCells: [ShownCell] = []
    @exclusivity(unchecked) var shownCellsVersion: UInt64 = .max
    /// Scratch for one pass of `UICollectionView+ShownCells`, kept to avoid allocating per scroll step.
    @exclusivity(unchecked) var nextShownCells: [ShownCell] = []
    @exclusivity(unchecked) var matchedPositions: [Int] = []
    @exclusivity(unchecked) var enteringItems: [(section: Int, item: Int)] = []
    @exclusivity(unchecked) var leavingCells: [IndexPath] = []
    /// The item each cell on screen shows, by cell identity.
    @exclusivity(unchecked) var indexPathsByCell: [ObjectIdentifier: IndexPath] = [:]
    /// Supplementary views' reuse pools, by element kind.
    var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// The supplementary views on screen, by kind and index path.
    @exclusivity(unchecked) var supplementaryViewsByKey: [SupplementaryElementKey: UICollectionReusableView] = [:]
    /// The element each supplementary view on screen shows, by view identity.
    var supplementaryKeysByView: [ObjectIdentifier: SupplementaryElementKey] = [:]
    /// Decoration views waiting for reuse (by kind), those on screen by kind and index path, and the element each
    /// shows, by view identity (see UICollectionView+Decoration).
    var decorationPool = ReusePool<UICollectionReusableView>()
    @exclusivity(unchecked) var decorationViewsByKey: [SupplementaryElementKey: UICollectionReusableView] = [:]
    var decorationKeysByView: [ObjectIdentifier: SupplementaryElementKey] = [:]
    /// Whether the first layout pass ran: scrolling before it loads nothing, as in UIKit.
    @exclusivity(unchecked) var hasLoadedCells = false
    /// The layout pass, run again when the data source or the layout changes things from inside it.
    let layoutPass = ListLayoutPass()
    /// Whether a layout pass is running (the data source is being asked for cells).
    var isInLayoutPass: Bool { layoutPass.isRunning }
    /// The batch being recorded by ``performBatchUpdates(_:completion:)`` (nested calls join it), and how deep.
    var pendingUpdate: ListUpdate?
    var batchDepth = 0
    var reloadRequestedInBatch = false
    /// The item being moved interactively, if any.
    @exclusivity(unchecked) var interactiveMovement: InteractiveMovement?
    @exclusivity(unchecked) private var laidOutSize: CGSize?
    /// Scratch storage for one pass, kept to avoid allocating per scroll step.
    @exclusivity(unchecked) private var wantedIndexPaths = Set<IndexPath>()
    @exclusivity(unchecked) private var leavingItems: [IndexPath] = []
    @exclusivity(unchecked) private var wantedSupplementaries = Set<SupplementaryElementKey>()
    @exclusivity(unchecked) private var leavingSupplementaries: [SupplementaryElementKey] = []
    @exclusivity(unchecked) private var wantedDecorations = Set<SupplementaryElementKey>()
    /// Whether any item had a nonzero zIndex: from then on each pass keeps the cells stacked by it.
    @exclusivity(unchecked) private(set) var usesZIndex = false

    /// Whether the user can select items. Default true.
    open var allowsSelection = true
    /// Whether the user can select several items outside editing mode (a tap on a selected item deselects it).
    /// Default false.
    open var allowsMultipleSelection = false
    /// Whether the user can select items in editing mode (iOS 14). Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several items in editing mode (iOS 14; a tap on a selected item deselects it).
    /// Default false. True also lets the user select in editing mode when ``allowsSelectionDuringEditing`` is false,
    /// as the table view's property does.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is in editing mode (iOS 14). Default false. In editing mode the two
    /// `...DuringEditing` properties decide what a tap selects, in place of ``allowsSelection`` and
    /// ``allowsMultipleSelection``; entering or leaving it ends a held highlight, and keeps the selection (TouchKit's
    /// choice: Apple is silent). TouchKit's cells show no editing accessories (UIKit's list cells do).
    open var isEditing = false {
        didSet { if isEditing != oldValue { unhighlightTracked() } }
    }
    /// The item being reconfigured (``reconfigureItems(at:)``) and its cell: a dequeue for that item returns it.
    var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?

    /// The selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// The item a touch highlighted, and that touch.
    @exclusivity(unchecked) var highlightedItem: IndexPath?
    weak var trackedTouch: UITouch?

    // MARK: Init

    /// A collection view with the given frame and layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// A collection view decoded from an archive: a zero frame and a ``UICollectionViewFlowLayout``.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            report("a layout can serve one collection view: it moves from its previous one to this one")
            previous.collectionViewLayout = UICollectionViewFlowLayout()
        }
        layout.collectionView = self
        dropDecorationViews()
        layout.invalidateLayout()
    }

    // MARK: Registering and dequeuing

    /// Registers the class the collection view makes cells of for `identifier`; nil forgets the registration.
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(cellClass, forReuseIdentifier: identifier)
    }

    /// A cell for the item at `indexPath`: a reused one (after its ``UICollectionReusableView/prepareForReuse()``)
    /// or a new one of the registered class, already sized and placed by the layout.
    ///
    /// - Note: UIKit raises an exception for an identifier nothing is registered for; TouchKit reports a diagnostic
    ///   and returns a plain ``UICollectionViewCell``, which is never reused.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        let cell = cellPool.dequeue(identifier, for: indexPath, registration: "cell class",
                                    fallback: { UICollectionViewCell(frame: .zero) }, report: report)
        cell.reuseIdentifier = identifier
        if let attributes = layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        return cell
    }

    // MARK: Data

    /// Discards the loaded counts and the visible cells; the next layout pass loads the data again. Clears the
    /// selection (without delegate calls).
    open func reloadData() {
        if batchDepth > 0 { reloadRequestedInBatch = true }
        interactiveMovement = nil
        needsReload = true
        collectionViewLayout.needsPrepare = true
        setNeedsLayout()
        layoutPass.listDidChange()
    }

    /// The number of sections (loading the data if needed).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return counts.numberOfSections
    }

    /// The number of items in `section` (loading the data if needed); 0 with a diagnostic for a section that does not
    /// exist (UIKit raises an exception).
    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return counts.numberOfItems(inSection: section, askedBy: "numberOfItems", report: report)
    }

    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in supplementaryViewsByKey.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            endDisplayingSupplementary(view, key: key)
        }
        selectedItems.removeAll()
        counts = loadCounts()
        collectionViewLayout.needsPrepare = true
    }

    /// The counts the data source gives now (none without a data source).
    func loadCounts() -> ItemCounts {
        ItemCounts(
            from: dataSource, sectionCount: { $0.numberOfSections(in: self) },
            itemCount: { $0.collectionView(self, numberOfItemsInSection: $1) }, report: report)
    }

    // MARK: Layout passes

    /// Called by the layout's ``UICollectionViewLayout/invalidateLayout()``.
    func layoutDidInvalidate() {
        setNeedsLayout()
        layoutPass.listDidChange()
    }

    /// Loads the data, prepares the layout and brings the visible cells up to date. Call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hasLoadedCells = true
        if let laidOutSize, laidOutSize != bounds.size,
           collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout()
        }
        updateVisibleCells()
    }

    /// The bounds: its origin is the content offset. Before a change the layout is asked
    /// ``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``; after it the visible cells are updated.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if hasLoadedCells, newValue != old, newValue.isFiniteRect,
               collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
            super.bounds = newValue
            if hasLoadedCells, super.bounds != old { updateVisibleCells() }
        }
    }

    /// The adjusted content inset changed (content inset, safe area): the layout is invalidated, since the room for
    /// items changed, as UIKit's collection view does. Call `super`.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        loadDataIfNeeded()
        guard collectionViewLayout.needsPrepare else { return }
        collectionViewLayout.prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// True: a list view keeps its offset in its content range when its content shrinks (``UIScrollView``).
    override var keepsOffsetInContentRange: Bool { true }

    /// One layout pass, repeated (at most 4 times) while the data source or the layout changes things from inside it.
    private func updateVisibleCells() {
        let finished = layoutPass.run(changing: "collection view", by: "the data source or layout", report: report) {
            prepareLayoutIfNeeded()
            laidOutSize = bounds.size
            layoutCells(in: bounds)
        }
        if !finished { setNeedsLayout() }
    }

    /// Shows a cell for every item the layout puts in `rect` (and a view for every supplementary element), and
    /// returns the views of the others to their pools.
    private func layoutCells(in rect: CGRect) {
        let attributes = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        if layOutKnownCells(attributes, in: rect) { return }
        wantedIndexPaths.removeAll(keepingCapacity: true)
        wantedSupplementaries.removeAll(keepingCapacity: true)
        wantedDecorations.removeAll(keepingCapacity: true)
        var reportedOutOfRange = false
        for item in attributes where item.frame.intersectsInline(rect) {
            switch item.representedElementCategory {
            case .cell:
                if counts.contains(item.indexPath) {
                    wantedIndexPaths.insert(item.indexPath)
                } else if !reportedOutOfRange {
                    reportedOutOfRange = true
                    report("the layout returned attributes for item \(item.indexPath), which does not exist: ignored")
                }
            case .supplementaryView:
                guard let kind = item.representedElementKind else { continue }
                if sectionExists(item.indexPath) {
                    wantedSupplementaries.insert(SupplementaryElementKey(kind: kind, indexPath: item.indexPath))
                } else if !reportedOutOfRange {
                    reportedOutOfRange = true
                    report("the layout returned a \(kind) at \(item.indexPath), whose section does not exist: ignored")
                }
            case .decorationView:
                guard let kind = item.representedElementKind else { continue }
                if canShowDecoration(ofKind: kind) {
                    wantedDecorations.insert(SupplementaryElementKey(kind: kind, indexPath: item.indexPath))
                } else if !reportedOutOfRange {
                    reportedOutOfRange = true
                    report("the layout returned a decoration view of kind \"\(kind)\" but registered no class for it: ignored")
                }
            }
        }
        var movingElsewhere: UICollectionViewLayoutAttributes?
        if let movement = interactiveMovement, !wantedIndexPaths.contains(movement.current) {
            // The moving item keeps its cell wherever its place in the layout is.
            movingElsewhere = collectionViewLayout.layoutAttributesForItem(at: movement.current)
            if movingElsewhere != nil { wantedIndexPaths.insert(movement.current) }
        }
        endDisplayingElementsNotWanted()
        for item in attributes {
            show(item)
            if layoutPass.needsAnotherPass { return }
        }
        if let movingElsewhere {
            show(movingElsewhere)
            if layoutPass.needsAnotherPass { return }
        }
        if usesZIndex { stackElementsByZIndex() }
        recordShownCells(attributes)
    }

    /// Shows (or places again) the element `listed` describes, if the pass wants it.
    private func show(_ listed: UICollectionViewLayoutAttributes) {
        let item = interactiveMovement == nil ? listed : movingItemAttributes(replacing: listed)
        switch item.representedElementCategory {
        case .cell:
            guard wantedIndexPaths.contains(item.indexPath) else { return }
            if let cell = cellsByIndexPath[item.indexPath] {
                apply(item, to: cell)
            } else {
                display(item)
            }
        case .supplementaryView, .decorationView:
            guard let kind = item.representedElementKind else { return }
            let key = SupplementaryElementKey(kind: kind, indexPath: item.indexPath)
            let isDecoration = item.representedElementCategory == .decorationView
            guard isDecoration ? wantedDecorations.contains(key) : wantedSupplementaries.contains(key) else { return }
            if let view = isDecoration ? decorationViewsByKey[key] : supplementaryViewsByKey[key] {
                apply(item, to: view)
            } else if isDecoration {
                displayDecoration(item, key: key)
            } else {
                displaySupplementary(item, key: key)
            }
        }
    }

    /// Takes the cells, supplementary and decoration views the pass does not want off screen, in index-path order.
    private func endDisplayingElementsNotWanted() {
        leavingItems.removeAll(keepingCapacity: true)
        for indexPath in cellsByIndexPath.keys where !wantedIndexPaths.contains(indexPath) { leavingItems.append(indexPath) }
        if leavingItems.count > 1 { leavingItems.sort() }
        for indexPath in leavingItems {
            if let cell = cellsByIndexPath[indexPath] { endDisplaying(cell, at: indexPath) }
        }
        collectLeaving(supplementaryViewsByKey.keys, wanted: wantedSupplementaries)
        for key in leavingSupplementaries {
            if let view = supplementaryViewsByKey[key] { endDisplayingSupplementary(view, key: key) }
        }
        collectLeaving(decorationViewsByKey.keys, wanted: wantedDecorations)
        for key in leavingSupplementaries {
            if let view = decorationViewsByKey[key] { endDisplayingDecoration(view, key: key) }
        }
    }

    /// Puts the keys of `shown` the pass does not want in `leavingSupplementaries`, in index-path order. (The caller
    /// ends their display afterwards, so `shown` is let go before its dictionary changes and is not copied.)
    private func collectLeaving(
        _ shown: Dictionary<SupplementaryElementKey, UICollectionReusableView>.Keys, wanted: Set<SupplementaryElementKey>
    ) {
        leavingSupplementaries.removeAll(keepingCapacity: true)
        for key in shown where !wanted.contains(key) { leavingSupplementaries.append(key) }
        if leavingSupplementaries.count > 1 { leavingSupplementaries.sort { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) } }
    }

    /// Asks the data source for the cell of a newly visible item and shows it.
    func display(_ attributes: UICollectionViewLayoutAttributes) {
        guard let dataSource else { return }
        let indexPath = attributes.indexPath
        let asked = dataSourceIndexPath(forShown: indexPath)
        let cell = dataSource.collectionView(self, cellForItemAt: asked)
        guard !layoutPass.needsAnotherPass, cellsByIndexPath[indexPath] == nil else {
            // The data source changed the collection view from inside: the pass starts again without this cell.
            if indexPathsByCell[ObjectIdentifier(cell)] == nil, let identifier = cell.reuseIdentifier {
                cellPool.enqueue(cell, identifier: identifier)
            }
            return
        }
        if let shown = indexPathsByCell[ObjectIdentifier(cell)] {
            report("cellForItemAt \(indexPath) returned the cell already showing \(shown): the item gets no cell")
            return
        }
        if supplementaryKeysByView[ObjectIdentifier(cell)] != nil {
            report("cellForItemAt \(indexPath) returned a view shown as a supplementary view: the item gets no cell")
            return
        }
        if cell.dequeuedIndexPath != asked {
            report("cellForItemAt \(indexPath) returned a cell not dequeued for it: shown, but never reused")
            cell.reuseIdentifier = nil
        }
        cell.dequeuedIndexPath = nil
        apply(attributes, to: cell)
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isHighlighted = highlightedItem == indexPath
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        cellsByIndexPath[indexPath] = cell
        cellsVersion &+= 1
        indexPathsByCell[ObjectIdentifier(cell)] = indexPath
        if cell.superview !== self { addSubview(cell) }
    }

    /// Takes a cell off screen and puts it in the pool (cells not made by a dequeue are dropped).
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cellsByIndexPath[indexPath] = nil
        cellsVersion &+= 1
        indexPathsByCell[ObjectIdentifier(cell)] = nil
        if highlightedItem == indexPath { unhighlightTracked() }
        if cell.superview === self { cell.removeFromSuperview() }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier) }
    }

    /// Orders the cells, supplementary and decoration views by their attributes'
    /// ``UICollectionViewLayoutAttributes/zIndex`` (then decoration views below cells below supplementary views,
    /// then by index path), so higher ones draw and hit-test above lower ones. Only done once a layout has used a
    /// nonzero zIndex.
    func stackElementsByZIndex() {
        var ordered: [(zIndex: Int, category: Int, indexPath: IndexPath, kind: String, view: UICollectionReusableView)] = []
        ordered.reserveCapacity(cellsByIndexPath.count + supplementaryViewsByKey.count + decorationViewsByKey.count)
        for (key, view) in decorationViewsByKey { ordered.append((view.appliedZIndex, -1, key.indexPath, key.kind, view)) }
        for (indexPath, cell) in cellsByIndexPath { ordered.append((cell.appliedZIndex, 0, indexPath, "", cell)) }
        for (key, view) in supplementaryViewsByKey { ordered.append((view.appliedZIndex, 1, key.indexPath, key.kind, view)) }
        ordered.sort { ($0.zIndex, $0.category, $0.indexPath, $0.kind) < ($1.zIndex, $1.category, $1.indexPath, $1.kind) }
        var position = 0
        var inOrder = true
        for view in subviews {
            let identity = ObjectIdentifier(view)
            guard indexPathsByCell[identity] != nil || supplementaryKeysByView[identity] != nil
                    || decorationKeysByView[identity] != nil else { continue }
            if position >= ordered.count || ordered[position].view !== view { inOrder = false; break }
            position += 1
        }
        guard !inOrder else { return }
        for element in ordered { bringSubviewToFront(element.view) }
    }

    /// Places `cell` as `attributes` say. A cell already placed so is left alone (a scroll step moves no cell), unless
    /// the attributes are of a subclass, whose extra values only ``UICollectionReusableView/apply(_:)`` knows.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionReusableView) {
        if attributes.zIndex != 0 { usesZIndex = true }
        let isPlain = type(of: attributes) == UICollectionViewLayoutAttributes.self
        if isPlain, cell.center == attributes.center, cell.bounds.size == attributes.size,
           cell.transform == attributes.transform, cell.alpha == attributes.alpha,
           cell.isHidden == attributes.isHidden, cell.appliedZIndex == attributes.zIndex {
            return
        }
        cell.transform = .identity
        cell.bounds = CGRect(origin: cell.bounds.origin, size: attributes.size)
        cell.center = attributes.center
        cell.transform = attributes.transform
        cell.alpha = attributes.alpha
        cell.isHidden = attributes.isHidden
        cell.appliedZIndex = attributes.zIndex
        cell.apply(attributes)
    }

    // MARK: Snapping

    /// Asks the layout where a flick ends (``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``).
    override func targetOffsetForEndOfDrag(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        guard target.isFinite else {
            report("the layout's targetContentOffset is not finite: the proposed offset is kept")
            return proposed
        }
        return target
    }

    // MARK: Touches

    /// Highlights the touched item (see ``indexPathsForSelectedItems``), then forwards up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    /// Unhighlights the item when the finger leaves it, then forwards up the responder chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesMoved(touches)
        super.touchesMoved(touches, with: event)
    }

    /// Selects (or, with multiple selection, deselects) the highlighted item, then forwards up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    /// Unhighlights the item (the scroll took the touch), then forwards up the responder chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesCancelled(touches)
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Diagnostics

    /// Reports a misuse the collection view corrected, through the window's diagnostics.
    func report(_ message: String) {
        window?.report(TouchDiagnostic(kind: .invalidArgument, message: "UICollectionView: " + message))
    }
}
