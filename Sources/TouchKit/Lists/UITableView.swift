/// A scroll view that shows rows in sections from a data source, with cells that are reused as they scroll: UIKit's
/// `UITableView`.
///
/// How it works, as in UIKit: the table view loads its counts from the ``dataSource`` and the heights from its
/// delegate lazily (at its first layout pass and the pass after ``reloadData()``), stacks the sections top to bottom
/// (header, rows, footer), and at each layout pass (and, in TouchKit, after each change of the content offset) asks
/// the data source for a cell for each row newly in view, putting the cells of rows that left the view in a reuse
/// pool, from which ``dequeueReusableCell(withIdentifier:for:)`` hands them back after
/// ``UITableViewCell/prepareForReuse()``. So only the cells of visible rows exist, whatever the number of rows.
/// The reuse pool and counts are the collection view's (`ReusePool`, `ItemCounts`).
///
/// The delegate is the scroll view's ``UIScrollView/delegate``; when it conforms to ``UITableViewDelegate`` the
/// table view calls its row methods too (as ``UICollectionView`` does).
///
/// - Note: TouchKit decisions where UIKit is silent or differs:
///   - Cells exist for rows whose frames intersect the bounds, with no margin; header and footer views exist for
///     the sections on screen and are asked of the delegate each time they come into view (no header reuse).
///   - ``sectionHeaderHeight`` and ``sectionFooterHeight`` default to ``automaticDimension``, which TouchKit reads as
///     ``defaultSectionHeaderHeight`` for a section with a header (a title or a view) and 0 otherwise; UIKit sizes
///     headers by their content and adds style-dependent spacing to grouped tables.
///   - Updates (``insertRows(at:with:)``, ``performBatchUpdates(_:completion:)``, …) apply at once, without animation.
///   - A data source that misbehaves gets a diagnostic (``UIWindow/addDiagnosticObserver(_:)``, kind
///     ``TouchDiagnostic/Kind/invalidArgument``) where UIKit raises an exception, and the table view goes on.
///   - ``reloadData()`` clears the selection, without delegate calls.
///
/// See also ``UITableViewCell``, ``UITableViewDataSource``, ``UITableViewDelegate``.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look: UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Section headers pin to the top while their section scrolls under them (UIKit documents it for the plain style).
        case plain
        /// Sections are separate groups; headers scroll with their section.
        case grouped
        /// Grouped, inset from the sides (TouchKit lays it out as `.grouped`).
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row: UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as needed to show the whole row (not at all if it is visible).
        case none
        /// The row's top at the top of the visible area (below its pinned header in the plain style).
        case top
        /// The row centered in the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How an update animates: UIKit's `UITableView.RowAnimation`. TouchKit applies updates at once whatever it is.
    public enum RowAnimation: Int, Sendable {
        /// The rows fade in or out.
        case fade
        /// The rows slide in from, or out to, the right.
        case right
        /// The rows slide in from, or out to, the left.
        case left
        /// The rows slide in from, or out to, the top.
        case top
        /// The rows slide in from, or out to, the bottom.
        case bottom
        /// No animation: the rows appear or disappear at once.
        case none
        /// The rows keep the middle of their space while it opens or closes.
        case middle
        /// The animation UIKit picks.
        case automatic = 100
    }

    /// UIKit's `UITableView.automaticDimension` (-1): a height the table view works out.
    public static let automaticDimension: CGFloat = -1
    /// TouchKit only: 44 pt: UIKit's standard row height (the 2014 talk: "the default row heights for tableView cells,
    /// 44").
    public static let defaultRowHeight: CGFloat = 44
    /// TouchKit only: 28 pt: the height TouchKit gives an automatic header or footer that has content [?] (UIKit sizes
    /// it by its label; 28 pt is the plain style's single-line header on iOS 15+).
    public static let defaultSectionHeaderHeight: CGFloat = 28

    /// The table's style, fixed at creation.
    public let style: Style

    /// Where the rows come from. Setting it reloads the data.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The table's delegate (the scroll view's ``UIScrollView/delegate``). A table view delegate gets the rows' context
    /// menus through the table's own ``UIContextMenuInteraction``, installed while the table has one.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            updateListContextMenu(&rowContextMenu, hasDelegate: delegate is any UITableViewDelegate) {
                ListContextMenu(table: self)
            }
        }
    }

    /// The ``UIScrollView/delegate`` as a table view delegate, when it is one.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The height of rows the delegate does not size. Default 44 pt.
    open var rowHeight: CGFloat = UITableView.defaultRowHeight {
        didSet { reloadGeometry() }
    }
    /// The height of headers the delegate does not size. Default ``automaticDimension``.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height of footers the delegate does not size. Default ``automaticDimension``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }

    /// Whether the user can select rows outside editing mode. Default true.
    open var allowsSelection = true
    /// Whether the user can select several rows outside editing mode (a tap on a selected row deselects it).
    /// Default false.
    open var allowsMultipleSelection = false
    /// Whether the user can select rows in editing mode. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows in editing mode (a tap on a selected row deselects it). Default
    /// false. True also lets the user select in editing mode when ``allowsSelectionDuringEditing`` is false, as
    /// Apple's "TableMultiSelect" sample relies on (it sets only this property).
    open var allowsMultipleSelectionDuringEditing = false
    /// The padding above each section header (iOS 15). Default ``automaticDimension``: 22 pt above the headers of a
    /// `.plain` table that has headers, none in the other styles (see ``resolvedSectionHeaderTopPadding``). Set 0
    /// for iOS 14's layout.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// TouchKit only: the padding ``sectionHeaderTopPadding`` puts above a plain table's headers when automatic: 22 pt
    /// [?]. Apple documents the property and its automatic default, not the number; that plain tables gained padding
    /// above each header in iOS 15 is widely reported (e.g. "Mocking iOS 15 Section Headers", Better Programming, 2021,
    /// and the many apps that set the property to 0), and 22 pt is the commonly quoted figure, which TouchKit could not
    /// trace to a measurement it can cite: a named constant to correct.
    public static let automaticSectionHeaderTopPadding: CGFloat = 22

    /// TouchKit only: the padding above each section header in effect: ``sectionHeaderTopPadding``, or when automatic
    /// ``automaticSectionHeaderTopPadding`` for the `.plain` style and 0 for the others. Negative or non-finite values
    /// count as 0.
    public var resolvedSectionHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding == UITableView.automaticDimension {
            return style == .plain ? UITableView.automaticSectionHeaderTopPadding : 0
        }
        return sectionHeaderTopPadding.isFinite ? max(0, sectionHeaderTopPadding) : 0
    }

    /// An estimate of the rows' height (iOS 7): the height of rows not yet measured. Default ``automaticDimension``
    /// (since iOS 11): the table's own estimate (its ``rowHeight``, or 44 pt). 0 turns estimates off: every row's
    /// height is asked of the delegate when the data loads, as before iOS 7. The delegate's
    /// ``UITableViewDelegate/tableView(_:estimatedHeightForRowAt:)`` (whose default returns this) gives per-row
    /// estimates.
    ///
    /// With estimates the content size counts them for rows not yet shown; `heightForRowAt` is asked as rows come into
    /// view, and the content size (and, above the visible rows, the offset) follows each measured height, so the
    /// scroll indicator and the end of the content can move while scrolling (Apple's `estimatedRowHeight`:
    /// estimates defer "the cost of geometry calculation from load time to scrolling time"; the table view "actively
    /// manages the `contentOffset` and `contentSize`"). See `TableHeightEstimates` for the rules and their sources.
    /// A table view without a ``UITableViewDelegate`` has nothing to estimate: its rows are ``rowHeight`` tall.
    /// Setting it loads the heights again.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// An estimate of the section headers' height, as ``estimatedRowHeight`` for rows: default
    /// ``automaticDimension`` (the ``sectionHeaderHeight`` when it is a number, else 28 pt for a section with a title
    /// and 0 for the others), 0 to ask every header's height when the data loads.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// An estimate of the section footers' height, as ``estimatedSectionHeaderHeight`` for headers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }

    // MARK: State

    var cellPool = ReusePool<UITableViewCell>()
    /// Header and footer views waiting for reuse, by reuse identifier.
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The table's own context menu interaction, while its delegate could give row menus (see
    /// ``UITableViewDelegate/tableView(_:contextMenuConfigurationForRowAt:point:)``).
    var rowContextMenu: UIContextMenuInteraction?
    var counts = ItemCounts()
    var geometry = TableRowGeometry()
    /// Which heights in ``geometry`` are still estimates (see `TableHeightEstimates`).
    var estimates = TableHeightEstimates()
    /// Whether measured heights are moving the offset and content size: the running layout pass goes on with them,
    /// instead of a nested one.
    var isApplyingMeasuredHeights = false
    var needsReload = true
    /// The cells on screen, by the row they show.
    var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The row each cell on screen shows, by cell identity.
    var indexPathsByCell: [ObjectIdentifier: IndexPath] = [:]
    /// The header and footer views on screen, by section.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// The row being reconfigured (``reconfigureRows(at:)``) and its cell: a dequeue for that row returns it.
    var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?
    /// The views above the first section and below the last (``tableHeaderView``, ``tableFooterView``).
    var storedTableHeaderView: UIView?
    var storedTableFooterView: UIView?
    /// Header and footer views the table made for titles, off screen, waiting to be reused.
    var titleViews: [UITableViewHeaderFooterView] = []
    /// Whether the first layout pass ran: scrolling before it loads nothing, as in UIKit.
    var hasLoadedCells = false
    /// The layout pass, run again when the data source changes things from inside it.
    let layoutPass = ListLayoutPass()
    /// Scratch storage for one pass, kept to avoid allocating per scroll step.
    private var leavingRows: [IndexPath] = []
    /// The flat rows and width the cells were last laid out for: a scroll step that brings no row in or out does
    /// nothing, and one that does only asks for the rows that came in.
    private var laidOutRows: Range<Int> = 0..<0
    private var laidOutWidth: CGFloat = -1
    /// Whether the last layout no longer holds (data, heights or cells changed): the next pass checks every row.
    var cellLayoutIsStale = true
    var leavingSectionsScratch: [Int] = []

    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row a touch highlighted, and that touch.
    var highlightedRow: IndexPath?
    weak var trackedTouch: UITouch?
    /// State of the swipe actions and editing (see UITableView+SwipeActions, UITableView+Editing).
    var swipe = SwipeState()
    let swipeRecognizer = SwipeActionPanGestureRecognizer()
    let reorderRecognizer = ReorderPanGestureRecognizer()
    /// Whether the table is in editing mode.
    var editingState = false
    /// The batch being collected, and how deep ``beginUpdates()`` calls nest.
    var pendingUpdate = ListUpdate()
    var updateDepth = 0

    // MARK: Init

    /// A table view with the given frame and style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        installSwipeRecognizer()
        installReorderRecognizer()
    }

    /// A plain table view with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table view decoded from an archive: a zero frame and the plain style.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
        installSwipeRecognizer()
        installReorderRecognizer()
    }

    /// The swipe recognizer forgets the table (it may outlive it). Nonisolated, as ``UIView``'s `deinit`.
    deinit {
        runOnMainActorInDeinit {
            swipeRecognizer.tableView = nil
            reorderRecognizer.tableView = nil
        }
    }

    // MARK: Registering and dequeuing

    /// Registers the class the table view makes cells of for `identifier`; nil forgets the registration.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellPool.register(cellClass, forReuseIdentifier: identifier)
    }

    /// A reused cell for `identifier` (after its ``UITableViewCell/prepareForReuse()``), or a new one of the class
    /// registered for it; nil when nothing is registered and no cell waits under `identifier`, as UIKit's (the
    /// pattern before iOS 6: make the cell yourself with ``UITableViewCell/init(style:reuseIdentifier:)``; the table
    /// reuses it under its identifier once it leaves the screen).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let cell = cellPool.dequeueReusable(identifier)
        cell?.dequeuedIndexPath = nil
        return cell
    }

    /// Registers the class the table view makes header and footer views of for `identifier`; nil forgets the
    /// registration.
    open func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(aClass, forReuseIdentifier: identifier)
    }

    /// A reused header or footer view for `identifier` (after its
    /// ``UITableViewHeaderFooterView/prepareForReuse()``), or a new one of the class registered for it; nil when
    /// nothing is registered and no view waits under `identifier`, as UIKit's. Views go back to the pool when their
    /// section leaves the screen.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterPool.dequeueReusable(identifier)
    }

    /// A cell for the row at `indexPath`: a reused one (after its ``UITableViewCell/prepareForReuse()``) or a new one
    /// of the registered class, already sized and placed.
    ///
    /// - Note: UIKit raises an exception for an identifier nothing is registered for; TouchKit reports a diagnostic
    ///   and returns a plain ``UITableViewCell``, which is never reused.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        let cell = cellPool.dequeue(identifier, for: indexPath, registration: "cell class",
                                    fallback: { UITableViewCell(style: .default, reuseIdentifier: nil) }, report: report)
        cell.reuseIdentifier = cellPool.isRegistered(identifier) ? identifier : nil
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    // MARK: Data

    /// Discards the loaded counts, heights and visible cells; the next layout pass loads the data again. Clears the
    /// selection (without delegate calls) and closes an open swipe.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
        layoutPass.listDidChange()
    }

    /// The number of sections (loading the data if needed).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return counts.numberOfSections
    }

    /// The number of rows in `section` (loading the data if needed); 0 with a diagnostic for a section that does not
    /// exist (UIKit raises an exception).
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return counts.numberOfItems(inSection: section, askedBy: "numberOfRows", report: report)
    }

    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        removeAllDisplayedViews()
        selectedRows.removeAll()
        closeSwipe(animated: false)
        counts = loadCounts()
        computeGeometry()
    }

    /// The counts the data source gives now (none without a data source).
    func loadCounts() -> ItemCounts {
        ItemCounts(
            from: dataSource, sectionCount: { $0.numberOfSections(in: self) },
            itemCount: { $0.tableView(self, numberOfRowsInSection: $1) }, report: report)
    }

    /// Takes every cell, header and footer off screen.
    func removeAllDisplayedViews() {
        for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: indexPath) }
        removeHeadersAndFooters()
    }

    /// True: a list view keeps its offset in its content range when its content shrinks (``UIScrollView``).
    override var keepsOffsetInContentRange: Bool { true }

    // MARK: Layout passes

    /// Loads the data and brings the visible cells, headers and footers up to date. Call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hasLoadedCells = true
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        updateVisibleCells()
        layoutTableHeaderAndFooterViews()
    }

    /// The bounds: its origin is the content offset. After a change the visible cells are updated, an open swipe
    /// closes when the user scrolls, and pinned headers move.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            guard hasLoadedCells, super.bounds != old, !isApplyingMeasuredHeights else { return }
            if isDragging, swipe.row != nil { closeSwipe(animated: true) }
            updateVisibleCells()
        }
    }

    /// One layout pass, repeated (at most 4 times) while the data source changes things from inside it.
    func updateVisibleCells() {
        let finished = layoutPass.run(changing: "table view", by: "the data source", report: report) {
            loadDataIfNeeded()
            measureEstimatedItemsInView()
            if layoutPass.needsAnotherPass { return }
            layoutCells(in: bounds)
            if !layoutPass.needsAnotherPass { layoutHeadersAndFooters(in: bounds) }
        }
        if !finished { setNeedsLayout() }
    }

    /// The flat rows whose frames intersect `rect`.
    func visibleFlatRows(in rect: CGRect) -> Range<Int> {
        guard rect.isFiniteRect, rect.height > 0, rect.width > 0 else { return 0..<0 }
        let first = geometry.firstRow(below: rect.minY)
        var end = first
        while end < geometry.rowTops.count, geometry.rowTops[end] < rect.maxY { end += 1 }
        return first..<end
    }

    /// Shows a cell for every row in `rect`, and returns the cells of the others to the pool.
    private func layoutCells(in rect: CGRect) {
        let rows = visibleFlatRows(in: rect)
        let full = cellLayoutIsStale || bounds.width != laidOutWidth
        if !full, rows == laidOutRows { return }
        leavingRows.removeAll(keepingCapacity: true)
        for indexPath in cellsByIndexPath.keys {
            guard let flat = counts.flatIndex(of: indexPath), rows.contains(flat), geometry.rowHeights[flat] > 0 else {
                leavingRows.append(indexPath)
                continue
            }
        }
        if leavingRows.count > 1 { leavingRows.sort() }
        for indexPath in leavingRows {
            if let cell = cellsByIndexPath[indexPath] { endDisplaying(cell, at: indexPath) }
        }
        for flat in rows where geometry.rowHeights[flat] > 0 && (full || !laidOutRows.contains(flat)) {
            guard let indexPath = counts.indexPath(forFlatIndex: flat) else { continue }
            let frame = CGRect(x: 0, y: geometry.rowTops[flat], width: bounds.width, height: geometry.rowHeights[flat])
            if let cell = cellsByIndexPath[indexPath] {
                if cell.frame != frame { cell.frame = frame }
            } else {
                display(indexPath, frame: frame)
            }
            if layoutPass.needsAnotherPass { return }
        }
        laidOutRows = rows
        laidOutWidth = bounds.width
        cellLayoutIsStale = false
    }

    /// Asks the data source for the cell of a newly visible row and shows it.
    private func display(_ indexPath: IndexPath, frame: CGRect) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        guard !layoutPass.needsAnotherPass, cellsByIndexPath[indexPath] == nil else {
            // The data source changed the table view from inside: the pass starts again without this cell.
            if indexPathsByCell[ObjectIdentifier(cell)] == nil, let identifier = cell.reuseIdentifier {
                cellPool.enqueue(cell, identifier: identifier)
            }
            return
        }
        if let shown = indexPathsByCell[ObjectIdentifier(cell)] {
            report("cellForRowAt \(indexPath) returned the cell already showing \(shown): the row gets no cell")
            return
        }
        // A cell with a reuse identifier that no `for:` dequeue claimed (made by the app, or dequeued without an
        // index path) is reused under its identifier, as UIKit's.
        let madeByTheApp = cell.dequeuedIndexPath == nil && cell.reuseIdentifier != nil
        if cell.dequeuedIndexPath != indexPath, !madeByTheApp {
            report("cellForRowAt \(indexPath) returned a cell not dequeued for it: shown, but never reused")
            cell.reuseIdentifier = nil
        }
        cell.dequeuedIndexPath = nil
        cell.frame = frame
        cell.isSelected = selectedRows.contains(indexPath)
        cell.isHighlighted = highlightedRow == indexPath
        if cell.isEditing != editingState { cell.setEditing(editingState, animated: false) }
        cell.showsReorderControl = editingState && dataSource.tableView(self, canMoveRowAt: indexPath)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        cellsByIndexPath[indexPath] = cell
        indexPathsByCell[ObjectIdentifier(cell)] = indexPath
        // Cells go under the headers, footers and any other subview.
        if cell.superview !== self { insertSubview(cell, at: 0) }
    }

    /// Takes a cell off screen and puts it in the pool (cells not made by a dequeue are dropped).
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cellLayoutIsStale = true
        cellsByIndexPath[indexPath] = nil
        indexPathsByCell[ObjectIdentifier(cell)] = nil
        if highlightedRow == indexPath { unhighlightTracked() }
        if swipe.row == indexPath { closeSwipe(animated: false) }
        if cell.superview === self { cell.removeFromSuperview() }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier, evenIfUnregistered: true) }
    }

    // MARK: Touches

    /// Closes an open swipe or highlights the touched row (see ``indexPathForSelectedRow``), then forwards up the
    /// responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    /// Unhighlights the row when the finger leaves it, then forwards up the responder chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesMoved(touches)
        super.touchesMoved(touches, with: event)
    }

    /// Selects (or, with multiple selection, deselects) the highlighted row, then forwards up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    /// Unhighlights the row (the scroll or a swipe took the touch), then forwards up the responder chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesCancelled(touches)
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Diagnostics

    /// Reports a misuse the table view corrected, through the window's diagnostics.
    func report(_ message: String) {
        window?.report(TouchDiagnostic(kind: .invalidArgument, message: "UITableView: " + message))
    }
}
