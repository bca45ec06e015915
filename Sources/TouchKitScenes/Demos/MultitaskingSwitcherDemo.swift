import TouchKit
import TouchKitTesting

/// The 2013 talk's multitasking switcher: "two different scroll views scrolling through the same content at different
/// rates" (app snapshots on top, moving slowly; their icons below, grouped up, so scrolling there goes faster), and
/// each snapshot "a nested scroll view" you flick up off the top of the screen to kill the app.
///
/// Built on two horizontal collection views on flow layouts. Their insets center item i at offset i × pitch, so the
/// offsets map linearly end to end: scrolling either one sets the other's offset (scaled by the ratio of the
/// pitches) from its `scrollViewDidScroll`, guarded so the echo does not come back. Each card cell holds a vertical
/// paging scroll view two pages tall, the snapshot on the first; when a flick pages it to the empty second page the
/// app is closed: the model drops it and both collection views delete the item in a batch update.
enum MultitaskingSwitcherDemo {
    static let cardSize = CGSize(width: 200, height: 400)
    static let cardSpacing: CGFloat = 40
    static let iconSize = CGSize(width: 60, height: 60)
    static let iconSpacing: CGFloat = 20
    static var cardPitch: CGFloat { cardSize.width + cardSpacing }
    static var iconPitch: CGFloat { iconSize.width + iconSpacing }

    /// A card: a vertical paging scroll view, the app's snapshot on its first page and nothing on the second.
    @MainActor
    final class CardCell: UICollectionViewCell, UIScrollViewDelegate {
        let pages = UIScrollView()
        let snapshot = UIView()
        var onFlickedAway: ((CardCell) -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            pages.frame = CGRect(origin: .zero, size: MultitaskingSwitcherDemo.cardSize)
            pages.contentSize = CGSize(width: cardSize.width, height: cardSize.height * 2)
            pages.isPagingEnabled = true
            pages.delegate = self
            snapshot.frame = pages.bounds
            snapshot.backgroundColor = UIColor(white: 0.95, alpha: 1)
            snapshot.layer.cornerRadius = 8
            snapshot.clipsToBounds = true
            pages.addSubview(snapshot)
            contentView.addSubview(pages)
            // The app's screen, sketched: a coloured title bar and lines of content.
            titleBar.frame = CGRect(x: 0, y: 0, width: cardSize.width, height: 44)
            titleBar.addSubview(titleLabel)
            snapshot.addSubview(titleBar)
            for line in 0..<8 {
                let bar = UIView(frame: CGRect(x: 14, y: 62 + CGFloat(line) * 36, width: line % 3 == 2 ? 110 : 170, height: 14))
                bar.backgroundColor = UIColor(white: 0.82, alpha: 1)
                bar.layer.cornerRadius = 4
                snapshot.addSubview(bar)
            }
        }

        private let titleBar = UIView()
        private let titleLabel = DemoLook.label("", frame: CGRect(x: 0, y: 0, width: cardSize.width, height: 44), size: 17,
                                                weight: .semibold, color: .white, alignment: .center)

        /// Shows `app`'s snapshot.
        func show(app: String, color: UIColor) {
            titleBar.backgroundColor = color
            titleLabel.text = app
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            pages.contentOffset = .zero
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            if scrollView.contentOffset.y >= cardSize.height { onFlickedAway?(self) }
        }
    }

    /// The switcher: the running apps, the two collection views, and the link between them.
    @MainActor
    final class Scene: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, DemoStage {
        let (window, simulator) = demoStage(height: 700)
        let cards: UICollectionView
        let icons: UICollectionView
        private(set) var apps: [String]
        private(set) var closed: [String] = []
        let status: UILabel
        private var isLinking = false

        init(apps: [String] = ["Mail", "Safari", "Maps", "Music", "Photos", "Notes", "Clock", "Weather"]) {
            self.apps = apps
            let width = window.bounds.width
            cards = UICollectionView(
                frame: CGRect(x: 0, y: 100, width: width, height: cardSize.height),
                collectionViewLayout: Scene.layout(itemSize: cardSize, spacing: cardSpacing, width: width))
            icons = UICollectionView(
                frame: CGRect(x: 0, y: 560, width: width, height: iconSize.height),
                collectionViewLayout: Scene.layout(itemSize: iconSize, spacing: iconSpacing, width: width))
            window.backgroundColor = UIColor(red: 0.16, green: 0.2, blue: 0.3, alpha: 1)
            DemoLook.hint("drag the cards or the icons sideways; flick a card up to close its app", in: window)
            status = DemoLook.status("\(apps.count) apps open", in: window)
            super.init()
            cards.accessibilityIdentifier = "cards"
            icons.accessibilityIdentifier = "icons"
            cards.register(CardCell.self, forCellWithReuseIdentifier: "card")
            icons.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "icon")
            for list in [cards, icons] {
                list.dataSource = self
                list.delegate = self
                window.insertSubview(list, at: 0)
                list.layoutIfNeeded()
            }
        }

        /// Each app's colour, for its icon and its snapshot's title bar.
        static func color(of app: String) -> UIColor {
            let colors = [UIColor.systemBlue, DemoLook.systemGreen, DemoLook.systemRed, DemoLook.systemOrange,
                          DemoLook.systemIndigo, UIColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1)]
            return colors[abs(app.hashValueStable) % colors.count]
        }

        /// A one-row horizontal flow layout whose insets center item i at offset i × pitch.
        private static func layout(itemSize: CGSize, spacing: CGFloat, width: CGFloat) -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = itemSize
            layout.minimumLineSpacing = spacing
            let side = (width - itemSize.width) / 2
            layout.sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
            return layout
        }

        /// The card cell of `app`, when on screen.
        func card(of app: String) -> CardCell? {
            apps.firstIndex(of: app).flatMap { cards.cellForItem(at: IndexPath(item: $0, section: 0)) as? CardCell }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { apps.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let identifier = collectionView === cards ? "card" : "icon"
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            cell.accessibilityIdentifier = "\(identifier) \(apps[indexPath.item])"
            let app = apps[indexPath.item]
            let color = Scene.color(of: app)
            (cell as? CardCell)?.show(app: app, color: color)
            if collectionView === icons {
                cell.contentView.backgroundColor = color
                cell.contentView.layer.cornerRadius = 14
                let letter = cell.contentView.viewWithTag(1) as? UILabel ?? {
                    let label = DemoLook.label("", frame: CGRect(origin: .zero, size: iconSize), size: 26, weight: .bold,
                                               color: .white, alignment: .center)
                    label.tag = 1
                    cell.contentView.addSubview(label)
                    return label
                }()
                letter.text = String(app.prefix(1))
            }
            (cell as? CardCell)?.onFlickedAway = { [weak self] card in self?.close(card) }
            return cell
        }

        /// The link: the other scroll view follows, at its own rate.
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard !isLinking else { return }
            isLinking = true
            defer { isLinking = false }
            if scrollView === cards {
                icons.contentOffset.x = cards.contentOffset.x * iconPitch / cardPitch
            } else if scrollView === icons {
                cards.contentOffset.x = icons.contentOffset.x * cardPitch / iconPitch
            }
        }

        private func close(_ card: CardCell) {
            guard let indexPath = cards.indexPath(for: card) else { return }
            closed.append(apps.remove(at: indexPath.item))
            status.text = "\(apps.count) apps open · closed \(closed.joined(separator: ", "))"
            cards.deleteItems(at: [indexPath])
            icons.deleteItems(at: [indexPath])
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        func report(_ label: String) {
            output.say("  \(label): cards offset \(Int(scene.cards.contentOffset.x.rounded())), icons offset "
                + "\(Int(scene.icons.contentOffset.x.rounded())); apps \(scene.apps.joined(separator: " "))")
        }
        output.say("\(scene.apps.count) apps: cards \(Int(cardPitch)) pt apart on top, icons \(Int(iconPitch)) pt apart below (a third of the rate).")
        report("at rest")
        scene.simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.5)
        scene.simulator.settle()
        report("after dragging the cards 240 pt left")
        scene.simulator.drag(from: CGPoint(x: 300, y: 590), to: CGPoint(x: 60, y: 590), duration: 0.5)
        scene.simulator.settle()
        report("after dragging the icons 240 pt left")
        let centered = scene.apps[Int((scene.cards.contentOffset.x / cardPitch).rounded())]
        output.say("Flick the centered card (\(centered)) up off the top:")
        scene.simulator.flick(from: CGPoint(x: 195, y: 400), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        report("closed \(scene.closed.joined(separator: " "))")
    }
}
