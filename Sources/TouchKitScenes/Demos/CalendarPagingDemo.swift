import TouchKit
import TouchKitTesting

/// The 2013 talk's Calendar: "page through the paging scroll view at the bottom which represents the days ... one day
/// at a time. If we want to go faster, we can scroll up at the top where those numbers are, and that would let us,
/// with one gesture, move an entire week back with what otherwise had taken us seven swipes."
///
/// Two horizontal paging collection views over the same days: the week strip on top (a page is a week, seven day
/// numbers) and the day pages below (a page is a day). They are linked at a rate of 7: each one's
/// `scrollViewDidScroll` sets the other's offset (days = weeks × 7), guarded so the echo does not come back.
enum CalendarPagingDemo {
    static let daysPerWeek = 7
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    /// A few made-up appointments, so a day page reads as a day.
    static let appointments = ["9:00  Stand-up", "11:30  Design review", "13:00  Lunch with Sam", "15:00  Dentist",
                               "17:30  Run", "19:00  Dinner"]

    /// A number on the week strip: the weekday's initial over the day's number, circled when it is the day shown.
    @MainActor
    final class NumberCell: UICollectionViewCell {
        let weekday = DemoLook.label("", frame: .zero, size: 10, color: DemoLook.secondaryInk, alignment: .center)
        let number = DemoLook.label("", frame: .zero, size: 16, weight: .semibold, alignment: .center)

        /// A strip cell's size (the collection view makes cells before it sizes them).
        static let size = CGSize(width: 50, height: 50)

        override init(frame: CGRect) {
            super.init(frame: frame)
            let width = Self.size.width
            contentView.backgroundColor = .white
            weekday.frame = CGRect(x: 0, y: 2, width: width, height: 14)
            number.frame = CGRect(x: (width - 32) / 2, y: 16, width: 32, height: 32)
            number.layer.cornerRadius = 16
            number.clipsToBounds = true
            contentView.addSubview(weekday)
            contentView.addSubview(number)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func show(day: Int, selected: Bool) {
            weekday.text = String(weekdays[day % daysPerWeek].prefix(1))
            number.text = "\(day + 1)"
            number.backgroundColor = selected ? DemoLook.systemRed : nil
            number.textColor = selected ? .white : DemoLook.ink
        }
    }

    /// A day page: the date as a heading and the day's appointments.
    @MainActor
    final class DayCell: UICollectionViewCell {
        let heading = DemoLook.label("", frame: .zero, size: 24, weight: .bold)
        private(set) var rows: [UILabel] = []

        /// A day page's size (the collection view makes cells before it sizes them).
        static let size = CGSize(width: 350, height: 590)

        override init(frame: CGRect) {
            super.init(frame: frame)
            let width = Self.size.width
            heading.frame = CGRect(x: 20, y: 16, width: width - 40, height: 32)
            contentView.addSubview(heading)
            contentView.backgroundColor = .white
            for index in 0..<3 {
                let row = DemoLook.label("", frame: CGRect(x: 20, y: 64 + CGFloat(index) * 56, width: width - 40, height: 48))
                row.backgroundColor = UIColor(red: 0.88, green: 0.93, blue: 1, alpha: 1)
                row.layer.cornerRadius = 8
                contentView.addSubview(row)
                rows.append(row)
            }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func show(day: Int) {
            heading.text = "\(weekdays[day % daysPerWeek]) \(day + 1)"
            for (index, row) in rows.enumerated() {
                row.text = "  " + appointments[(day * 2 + index) % appointments.count]
            }
        }
    }

    /// The calendar: the day numbers, the two collection views, and the link between them.
    @MainActor
    final class Scene: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, DemoStage {
        let (window, simulator) = demoStage(width: 350, height: 700)
        let weeks: UICollectionView
        let days: UICollectionView
        let dayCount: Int
        let status: UILabel
        private var isLinking = false

        init(weekCount: Int = 4) {
            dayCount = weekCount * daysPerWeek
            let width = window.bounds.width
            weeks = UICollectionView(
                frame: CGRect(x: 0, y: 60, width: width, height: 50),
                collectionViewLayout: Scene.layout(itemSize: CGSize(width: width / CGFloat(daysPerWeek), height: 50)))
            days = UICollectionView(
                frame: CGRect(x: 0, y: 110, width: width, height: 590),
                collectionViewLayout: Scene.layout(itemSize: CGSize(width: width, height: 590)))
            window.backgroundColor = UIColor(white: 0.96, alpha: 1)
            DemoLook.hint("swipe the day below for one day, the numbers on top for a week", in: window)
            window.addSubview(DemoLook.label("\(dayCount) days", frame: CGRect(x: 16, y: 30, width: width - 32, height: 30),
                                             size: 17, weight: .bold))
            status = DemoLook.status("", in: window)
            super.init()
            weeks.accessibilityIdentifier = "weeks"
            days.accessibilityIdentifier = "days"
            weeks.backgroundColor = .white
            weeks.register(NumberCell.self, forCellWithReuseIdentifier: "day")
            days.register(DayCell.self, forCellWithReuseIdentifier: "day")
            for pager in [weeks, days] {
                pager.isPagingEnabled = true
                pager.dataSource = self
                pager.delegate = self
                window.insertSubview(pager, at: 0)
                pager.layoutIfNeeded()
            }
            showDay()
        }

        /// Circles the day shown on the week strip and names it on the status line.
        private func showDay() {
            let day = min(max(shownDay, 0), dayCount - 1)
            for case let cell as NumberCell in weeks.visibleCells {
                if let item = weeks.indexPath(for: cell)?.item { cell.show(day: item, selected: item == day) }
            }
            status.text = "Showing \(weekdays[day % daysPerWeek]) \(day + 1), week \(day / daysPerWeek + 1)"
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
            (cell as? NumberCell)?.show(day: indexPath.item, selected: indexPath.item == shownDay)
            (cell as? DayCell)?.show(day: indexPath.item)
            return cell
        }

        /// The link: the other pager follows at its own rate.
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard !isLinking else { return }
            isLinking = true
            defer {
                isLinking = false
                showDay()
            }
            if scrollView === weeks {
                days.contentOffset.x = weeks.contentOffset.x * CGFloat(daysPerWeek)
            } else if scrollView === days {
                weeks.contentOffset.x = days.contentOffset.x / CGFloat(daysPerWeek)
            }
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
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
