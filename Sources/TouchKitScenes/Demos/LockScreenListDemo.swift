import TouchKit
import TouchKitTesting

/// The 2013 talk's lock screen as iOS 7 ships it: the notification list is a `UICollectionView` on a vertical
/// `UICollectionViewFlowLayout`, and each notification is a reused cell holding the talk's horizontally paging
/// scroll view (``LockScreenDemo/ScrollingCell``), inside the lock screen's two-page pager. The `lockscreen` demo
/// builds the same screen with plain views; this one shows it surviving cell reuse.
///
/// What the user sees (the talk): the list scrolls vertically; a notification dragged sideways scrolls by itself
/// up to the pull threshold, then catches the pager and pulls it along, the notification staying under the finger;
/// released, both come to rest together, on the lock screen or on the next page.
///
/// Decision: a reused cell keeps its paging scroll view and gets it back at offset 0, transform identity
/// (`prepareForReuse`), so a notification scrolled back into view is never shown half swiped.
enum LockScreenListDemo {
    static let notificationCount = 40
    static let notificationHeight: CGFloat = 90
    static let notificationSpacing: CGFloat = 10

    /// A notification cell: the talk's paging scroll view in the cell's content view, made once per cell object.
    @MainActor
    final class NotificationCell: UICollectionViewCell {
        private(set) var scrolling: LockScreenDemo.ScrollingCell?

        /// The cell's paging scroll view, made on first use at `size`.
        func scrolling(size: CGSize) -> LockScreenDemo.ScrollingCell {
            if let scrolling { return scrolling }
            let made = LockScreenDemo.ScrollingCell(
                frame: CGRect(origin: .zero, size: size), pullThreshold: LockScreenDemo.pullThreshold)
            contentView.addSubview(made)
            scrolling = made
            return made
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            scrolling?.scrollView.contentOffset = .zero
            scrolling?.scrollView.transform = .identity
        }
    }

    /// The lock screen: window → pager (2 pages, ``LockScreenDemo/Pager``) → collection view (page 0) →
    /// notification cells.
    @MainActor
    final class Scene: UICollectionViewDataSource, DemoStage {
        let window: UIWindow
        let simulator: TouchSimulator
        let pulling: LockScreenDemo.Pager
        var pager: UIScrollView { pulling.scrollView }
        let layout = UICollectionViewFlowLayout()
        let list: UICollectionView

        init() {
            (window, simulator) = demoStage()
            pulling = LockScreenDemo.Pager(in: window)
            layout.itemSize = CGSize(width: window.bounds.width, height: notificationHeight)
            layout.minimumLineSpacing = notificationSpacing
            list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            list.accessibilityIdentifier = "list"
            list.register(NotificationCell.self, forCellWithReuseIdentifier: "notification")
            list.dataSource = self
            pulling.scrollView.addSubview(list)
            list.layoutIfNeeded()
        }

        /// The notification at `index` if its cell is live, else nil.
        func notification(_ index: Int) -> LockScreenDemo.ScrollingCell? {
            (list.cellForItem(at: IndexPath(item: index, section: 0)) as? NotificationCell)?.scrolling
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            notificationCount
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "notification", for: indexPath)
            guard let cell = cell as? NotificationCell else { return cell }
            let scrolling = cell.scrolling(size: layout.itemSize)
            scrolling.accessibilityIdentifier = "cell\(indexPath.item)"
            scrolling.show(notification: indexPath.item)
            scrolling.delegate = pulling
            return cell
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        scene.pulling.log = { output.say($0) }
        let simulator = scene.simulator
        let list = scene.list
        output.say("\(notificationCount) notifications in a collection view; \(list.visibleCells.count) cells live.")

        output.say("")
        output.say("1. A vertical flick scrolls the list; cells are reused, none is left half swiped.")
        simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        simulator.settle()
        output.say("  list at y = \(DrawerDemo.format(list.contentOffset.y)), \(list.visibleCells.count) cells live, first shown #\(list.indexPathsForVisibleItems.map(\.item).min() ?? -1)")
        simulator.flick(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 3000))
        simulator.settle()
        output.say("  back at y = \(DrawerDemo.format(list.contentOffset.y))")

        let index = 2
        guard let cell = scene.notification(index) else { return }
        let y = list.convert(CGPoint(x: 0, y: cell.bounds.midY), from: cell).y
        output.say("")
        output.say("2. A slow 160 pt drag on notification \(index): it scrolls \(Int(LockScreenDemo.pullThreshold)) pt by itself, then pulls the pager;")
        output.say("   released slowly, both come back to rest together.")
        let finger = simulator.down(at: CGPoint(x: 300, y: y))
        simulator.move(finger, to: CGPoint(x: 140, y: y), duration: 0.8)
        output.say("  finger at x = 140: cell offset \(DrawerDemo.format(cell.scrollView.contentOffset.x)), pager \(DrawerDemo.format(scene.pager.contentOffset.x))")
        simulator.up(finger)
        simulator.settle()
        output.say("  at rest: cell offset \(DrawerDemo.format(cell.scrollView.contentOffset.x)), pager \(DrawerDemo.format(scene.pager.contentOffset.x))")

        output.say("")
        output.say("3. A flick on notification \(index): it pages and pulls the pager to page 1.")
        simulator.flick(from: CGPoint(x: 300, y: y), velocity: CGPoint(x: -1200, y: 0))
        simulator.settle()
        let page = scene.pager.contentOffset.x / scene.pager.bounds.width
        output.say("Pager at x = \(DrawerDemo.format(scene.pager.contentOffset.x)): page \(DrawerDemo.format(page)); user scrolling \(scene.pager.isScrollEnabled ? "on" : "off").")

        output.say("")
        output.say("4. A sideways wheel pages back to the lock screen, where the scene is left to try.")
        LockScreenDemo.pageBackByWheel(simulator, output: output, pager: scene.pager)
    }
}
