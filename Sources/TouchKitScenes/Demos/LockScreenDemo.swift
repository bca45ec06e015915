import TouchKit
import TouchKitTesting

/// The 2013 talk's lock screen: a two-page horizontal paging scroll view (lock screen on page 0, the "building" on
/// page 1), a vertical list of notifications inside page 0, and each notification a horizontally paging scroll view
/// of its own that scrolls a little by itself, then catches the outer pager and pulls it along.
///
/// The talk's implementation, step by step:
/// - The cell's `scrollViewDidScroll`: past the pull threshold it begins pulling (the outer pager's user scrolling
///   is switched off) and reports `max(0, offset − threshold)` as the pull offset, which the owner sets as the outer
///   pager's `contentOffset.x`.
/// - The inner page is the cell width plus the threshold, so both scroll views arrive at their ends together.
/// - The inner scroll view is pinned with `transform = translation(pullOffset, 0)`: moving the outer pager drags the
///   cell along with it, the transform moves it back, so the content stays under the finger.
/// - The deceleration-ratio fix: in `scrollViewWillEndDragging`, a target of 0 from a positive offset means it is
///   decelerating back to zero; from then on the pull offset is `offset × (pullOffset / offset at release)`, so both
///   come to rest together instead of the outer pager slamming into place.
/// - When scrolling ends the cell stops pulling: the inner offset goes back to 0 and the transform to identity.
enum LockScreenDemo {
    /// The talk's pull threshold (60 pt; it later tried a larger one to show the deceleration bug).
    static let pullThreshold: CGFloat = 60

    @MainActor
    protocol ScrollingCellDelegate: AnyObject {
        func scrollingCellDidBeginPulling(_ cell: ScrollingCell)
        func scrollingCell(_ cell: ScrollingCell, didChangePullOffset offset: CGFloat)
        func scrollingCellDidEndPulling(_ cell: ScrollingCell)
    }

    /// A notification: a view holding a horizontal paging scroll view, one page wider than the cell by the threshold.
    final class ScrollingCell: UIView, UIScrollViewDelegate {
        let scrollView: UIScrollView
        let pullThreshold: CGFloat
        weak var delegate: (any ScrollingCellDelegate)?
        /// Off to show the talk's "slams into place" bug.
        var usesDecelerationRatio = true
        private(set) var isPulling = false
        private var isDeceleratingBackToZero = false
        private var decelerationDistanceRatio: CGFloat = 1

        init(frame: CGRect, pullThreshold: CGFloat) {
            self.pullThreshold = pullThreshold
            let pageWidth = frame.width + pullThreshold
            scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: pageWidth, height: frame.height))
            super.init(frame: frame)
            scrollView.contentSize = CGSize(width: pageWidth * 2, height: frame.height)
            scrollView.isPagingEnabled = true
            scrollView.delegate = self
            let content = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
            content.accessibilityIdentifier = "notification"
            content.backgroundColor = UIColor(white: 1, alpha: 0.85)
            content.layer.cornerRadius = 12
            scrollView.addSubview(content)
            addSubview(scrollView)
            content.addSubview(icon)
            content.addSubview(title)
            content.addSubview(body)
            // What the swipe uncovers on the cell's second page.
            let open = DemoLook.label("Open ›", frame: CGRect(x: pageWidth + 20, y: 0, width: frame.width - 40, height: frame.height),
                                      size: 17, weight: .semibold, color: .white)
            scrollView.addSubview(open)
        }

        private let icon = DemoLook.icon("", color: .systemBlue, frame: CGRect(x: 12, y: 12, width: 40, height: 40))
        private let title = DemoLook.label("", frame: CGRect(x: 64, y: 12, width: 300, height: 22), weight: .semibold)
        private let body = DemoLook.label("", frame: CGRect(x: 64, y: 38, width: 300, height: 40), size: 14,
                                          color: DemoLook.secondaryInk, lines: 2)

        /// Shows notification `index`: an app's icon, its name and a message.
        func show(notification index: Int) {
            let apps: [(String, String, UIColor)] = [
                ("Messages", "Sam: On my way, see you at 8", DemoLook.systemGreen),
                ("Calendar", "Dentist in 30 minutes", DemoLook.systemRed),
                ("Mail", "Ana Lima: The report, second draft", .systemBlue),
                ("Weather", "Rain expected around 5 pm", DemoLook.systemIndigo),
                ("Reminders", "Water the plants", DemoLook.systemOrange),
            ]
            let (app, message, color) = apps[index % apps.count]
            icon.backgroundColor = color
            (icon.subviews.first as? UILabel)?.text = String(app.prefix(1))
            title.text = app
            body.text = message
        }

        override init(frame: CGRect) { fatalError("use init(frame:pullThreshold:)") }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            let offset = scrollView.contentOffset.x
            if offset > pullThreshold && !isPulling {
                isPulling = true
                delegate?.scrollingCellDidBeginPulling(self)
            }
            if isPulling {
                let pullOffset = isDeceleratingBackToZero
                    ? offset * decelerationDistanceRatio
                    : max(0, offset - pullThreshold)
                delegate?.scrollingCell(self, didChangePullOffset: pullOffset)
                // Pin the scroll view: the outer pager just moved us left by pullOffset; move back by as much.
                scrollView.transform = CGAffineTransform(translationX: pullOffset, y: 0)
            }
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let offset = scrollView.contentOffset.x
            if usesDecelerationRatio && targetContentOffset.pointee.x == 0 && offset > 0 {
                isDeceleratingBackToZero = true
                let pullOffset = max(0, offset - pullThreshold)
                decelerationDistanceRatio = pullOffset / offset
            }
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { scrollingEnded() }
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrollingEnded() }

        private func scrollingEnded() {
            isDeceleratingBackToZero = false
            guard isPulling else { return }
            isPulling = false
            delegate?.scrollingCellDidEndPulling(self)
            // Put the cell back where it started, so it is there when the user pages back.
            scrollView.contentOffset = .zero
            scrollView.transform = .identity
        }
    }

    /// The lock screen's two-page horizontal pager (lock screen on page 0, the "building" on page 1), filling its
    /// window, and the cells' delegate: a pulling cell drives it, its user scrolling off while the cell pulls.
    @MainActor
    final class Pager: ScrollingCellDelegate, UIScrollViewDelegate {
        let scrollView: UIScrollView
        let status: UILabel
        var log: (String) -> Void = { _ in }

        init(in window: UIWindow) {
            let size = window.bounds.size
            scrollView = UIScrollView(frame: window.bounds)
            scrollView.accessibilityIdentifier = "pager"
            scrollView.backgroundColor = UIColor(red: 0.16, green: 0.2, blue: 0.3, alpha: 1)
            scrollView.isPagingEnabled = true
            scrollView.contentSize = CGSize(width: size.width * 2, height: size.height)
            window.addSubview(scrollView)
            let building = UIView(frame: CGRect(x: size.width, y: 0, width: size.width, height: size.height))
            building.accessibilityIdentifier = "building"
            building.backgroundColor = UIColor(red: 0.45, green: 0.5, blue: 0.6, alpha: 1)
            scrollView.addSubview(building)
            building.addSubview(DemoLook.label("Home screen", frame: CGRect(x: 0, y: 60, width: size.width, height: 34), size: 26,
                                               weight: .bold, color: .white, alignment: .center))
            let colors = [DemoLook.systemGreen, .systemBlue, DemoLook.systemRed, DemoLook.systemOrange, DemoLook.systemIndigo]
            for index in 0..<12 {
                let x = 34 + CGFloat(index % 4) * 86, y = 130 + CGFloat(index / 4) * 96
                building.addSubview(DemoLook.icon(String(Character(UnicodeScalar(UInt8(65 + index)))),
                                                  color: colors[index % colors.count], frame: CGRect(x: x, y: y, width: 60, height: 60)))
            }
            DemoLook.hint("drag a notification sideways; scroll the list (a wheel works too)", in: window, y: size.height - 60)
            status = DemoLook.status("Lock screen (page 1 of 2)", in: window)
            scrollView.delegate = self
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            let page = scrollView.contentOffset.x / max(scrollView.bounds.width, 1)
            status.text = page <= 0.001 ? "Lock screen (page 1 of 2)" : page >= 0.999 ? "Home screen (page 2 of 2)"
                : "Between the pages: \(Int((page * 100).rounded()))% to the home screen"
        }

        func scrollingCellDidBeginPulling(_ cell: ScrollingCell) {
            log("    \(cell.accessibilityIdentifier ?? "cell") caught the pager: pager user scrolling off")
            scrollView.isScrollEnabled = false
        }

        func scrollingCell(_ cell: ScrollingCell, didChangePullOffset offset: CGFloat) {
            scrollView.contentOffset = CGPoint(x: offset, y: scrollView.contentOffset.y)
        }

        func scrollingCellDidEndPulling(_ cell: ScrollingCell) {
            scrollView.isScrollEnabled = true
            log("    \(cell.accessibilityIdentifier ?? "cell") stopped pulling: pager user scrolling on, pager at x = \(DrawerDemo.format(scrollView.contentOffset.x))")
        }
    }

    /// The lock screen: window → pager (2 pages) → list (page 0) → cells.
    @MainActor
    final class Scene: NarratingDemoStage {
        let window: UIWindow
        let simulator: TouchSimulator
        let pulling: Pager
        var pager: UIScrollView { pulling.scrollView }
        let list: UIScrollView
        private(set) var cells: [ScrollingCell] = []
        var log: (String) -> Void {
            get { pulling.log }
            set { pulling.log = newValue }
        }

        init(cellCount: Int = 12, pullThreshold: CGFloat = LockScreenDemo.pullThreshold) {
            (window, simulator) = demoStage()
            let size = window.bounds.size
            pulling = Pager(in: window)
            list = UIScrollView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
            list.accessibilityIdentifier = "list"
            list.contentSize = CGSize(width: size.width, height: CGFloat(cellCount) * 100)
            pulling.scrollView.addSubview(list)
            for index in 0..<cellCount {
                let cell = ScrollingCell(
                    frame: CGRect(x: 0, y: CGFloat(index) * 100, width: size.width, height: 90),
                    pullThreshold: pullThreshold)
                cell.accessibilityIdentifier = "cell\(index)"
                cell.show(notification: index)
                cell.delegate = pulling
                list.addSubview(cell)
                cells.append(cell)
            }
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        let simulator = scene.simulator
        let pager = scene.pager
        let cell = scene.cells[2]
        let inner = cell.scrollView
        let pageWidth = pager.bounds.width
        output.say("Pager: 2 pages of \(Int(pageWidth)) pt; list of \(scene.cells.count) cells; each cell's page is \(Int(inner.bounds.width)) pt (cell + \(Int(pullThreshold)) pt threshold).")
        output.say("Columns: time, cell2 inner offset x, pager offset x, cell2 transform tx, where the cell's content edge is on screen.")

        func row(_ label: String) {
            let edge = inner.convert(CGPoint.zero, to: nil).x
            output.say("  \(label.padding(toLength: 14, withPad: " ", startingAt: 0)) inner \(DrawerDemo.format(inner.contentOffset.x).rightAligned(to: 6))  pager \(DrawerDemo.format(pager.contentOffset.x).rightAligned(to: 6))  tx \(DrawerDemo.format(inner.transform.tx).rightAligned(to: 6))  content edge \(DrawerDemo.format(edge).rightAligned(to: 7))")
        }

        /// Drags cell2 left by `distance` over `duration`, printing every few frames, then settles, printing.
        func pull(by distance: CGFloat, duration: TimeInterval) {
            let start = CGPoint(x: 300, y: cell.frame.midY)
            let finger = simulator.down(at: start)
            let steps = max(1, Int((duration / simulator.frameDuration).rounded()))
            for step in 1...steps {
                simulator.advance(by: duration / Double(steps))
                simulator.move(finger, to: CGPoint(x: start.x - distance * CGFloat(step) / CGFloat(steps), y: start.y))
                if step % 3 == 0 || step == steps { row(String(format: "drag %.2fs", duration * Double(step) / Double(steps))) }
            }
            output.say("  finger lifts at x = \(DrawerDemo.format(start.x - distance)) (finger moved \(DrawerDemo.format(distance)) pt)")
            simulator.up(finger)
            var frame = 0
            while simulator.clock.hasPendingWork && frame < 600 {
                simulator.advance(by: simulator.frameDuration)
                frame += 1
                if frame % 6 == 0 { row(String(format: "+%.2fs", Double(frame) * simulator.frameDuration)) }
            }
            row("at rest")
        }

        output.say("")
        output.say("1. A short drag (40 pt) on cell2: it scrolls by itself, below the threshold, and pages back.")
        pull(by: 40, duration: 0.4)

        output.say("")
        output.say("2. A slow 160 pt drag: cell2 catches the pager at 60 pt and pulls it (the content edge stays under the")
        output.say("   finger: the transform pins the cell); released slowly, both decelerate back to 0 together")
        output.say("   (the deceleration-ratio fix).")
        pull(by: 160, duration: 0.8)

        output.say("")
        output.say("3. The same without the ratio fix: the pager reaches 0 while the cell is still coasting (it slams).")
        for each in scene.cells { each.usesDecelerationRatio = false }
        pull(by: 160, duration: 0.8)
        for each in scene.cells { each.usesDecelerationRatio = true }

        output.say("")
        output.say("4. A flick on cell2: the cell pages to \(Int(inner.bounds.width)) and pulls the pager to page 1.")
        pull(by: 120, duration: 0.1)
        let page = pager.contentOffset.x / pageWidth
        output.say("Pager at x = \(DrawerDemo.format(pager.contentOffset.x)): page \(DrawerDemo.format(page)), \(page == page.rounded() ? "on a page boundary" : "NOT on a page boundary"); user scrolling \(pager.isScrollEnabled ? "on" : "off").")

        output.say("")
        output.say("5. A sideways wheel pages back to the lock screen, where the scene is left to try.")
        LockScreenDemo.pageBackByWheel(simulator, output: output, pager: pager)
    }

    /// Ends a lock-screen script where its "Try:" line applies: ten sideways wheel notches over the pager turn it
    /// back to the lock screen (page 0), so the playground and the window show the list, not the home screen.
    @MainActor
    static func pageBackByWheel(_ simulator: TouchSimulator, output: DemoOutput, pager: UIScrollView) {
        let middle = pager.convert(CGPoint(x: pager.bounds.midX, y: pager.bounds.midY), to: nil)
        simulator.wheel(at: middle, lines: CGPoint(x: 10, y: 0), steps: 10)
        simulator.settle()
        let page = pager.contentOffset.x / pager.bounds.width
        output.say("Back on the lock screen: pager at x = \(DrawerDemo.format(pager.contentOffset.x)), page \(DrawerDemo.format(page)).")
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    fileprivate func rightAligned(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
