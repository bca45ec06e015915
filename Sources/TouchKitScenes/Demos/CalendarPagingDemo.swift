import TouchKit

/// The 2013 talk's Calendar: "page through the paging scroll view at the bottom which represents the days ... one day
/// at a time. If we want to go faster, we can scroll up at the top where those numbers are, and that would let us,
/// with one gesture, move an entire week back with what otherwise had taken us seven swipes."
///
/// Two horizontal paging collection views over the same days: the week strip on top (a page is a week, seven day
/// numbers) and the day pages below (a page is a day). They are linked at a rate of 7: each one's
/// `scrollViewDidScroll` sets the other's offset (days = weeks × 7), guarded so the echo does not come back.
enum CalendarPagingDemo {
    static let demo = Demo(
        name: "calendar",
        summary: "2013: Calendar: a week strip and day pages, linked paging scroll views at a rate of 7",
        run: run)

    static let daysPerWeek = 7

    /// The calendar: the day numbers, the two collection views, and the link between them.
    @MainActor
    final class Scene: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 350, height: 700))
        let simulator: TouchSimulator
        let weeks: UICollectionView
        let days: UICollectionView
        let dayCount: Int
        private var isLinking = false

        init(weekCount: Int = 4) {
            dayCount = weekCount * daysPerWeek
            simulator = TouchSimulator(window: window)
            let width = window.bounds.width
            weeks = UICollectionView(
                frame: CGRect(x: 0, y: 60, width: width, height: 50),
                collectionViewLayout: Scene.layout(itemSize: CGSize(width: width / CGFloat(daysPerWeek), height: 50)))
            days = UICollectionView(
                frame: CGRect(x: 0, y: 110, width: width, height: 590),
                collectionViewLayout: Scene.layout(itemSize: CGSize(width: width, height: 590)))
            super.init()
            weeks.accessibilityIdentifier = "weeks"
            days.accessibilityIdentifier = "days"
            for pager in [weeks, days] {
                pager.isPagingEnabled = true
                pager.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "day")
                pager.dataSource = self
                pager.delegate = self
                window.addSubview(pager)
                pager.layoutIfNeeded()
            }
        }

        private static func layout(itemSize: CGSize) -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = itemSize
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            return layout
        }

        /// The day shown on the day pages (the nearest page).
        var shownDay: Int { Int((days.contentOffset.x / days.bounds.width).rounded()) }
        /// The week shown on the week strip (the nearest page).
        var shownWeek: Int { Int((weeks.contentOffset.x / weeks.bounds.width).rounded()) }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { dayCount }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "day", for: indexPath)
            cell.accessibilityIdentifier = "\(collectionView === weeks ? "number" : "day") \(indexPath.item + 1)"
            return cell
        }

        /// The link: the other pager follows at its own rate.
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard !isLinking else { return }
            isLinking = true
            defer { isLinking = false }
            if scrollView === weeks {
                days.contentOffset.x = weeks.contentOffset.x * CGFloat(daysPerWeek)
            } else if scrollView === days {
                weeks.contentOffset.x = days.contentOffset.x / CGFloat(daysPerWeek)
            }
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = Scene()
        output.attach(scene.window)
        output.keepAlive(scene)
        func report(_ label: String) {
            output.say("  \(label): day \(scene.shownDay + 1) (offset \(Int(scene.days.contentOffset.x.rounded()))), "
                + "week strip offset \(Int(scene.weeks.contentOffset.x.rounded()))")
        }
        output.say("\(scene.dayCount) days; the week strip shows 7 day numbers a page, the pages below one day.")
        report("at rest")
        output.say("Swipe the day pages left: one day.")
        scene.simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -800, y: 0))
        scene.simulator.settle()
        report("after one swipe on the days")
        output.say("Swipe the week strip left: a whole week in one gesture.")
        scene.simulator.flick(from: CGPoint(x: 300, y: 85), velocity: CGPoint(x: -800, y: 0))
        scene.simulator.settle()
        report("after one swipe on the weeks")
    }
}
