import TouchKit
import TouchKitTesting

/// The 2013 talk's Messages bubbles as the talk builds them: a `UICollectionViewFlowLayout` subclass whose items hang
/// on UIKit Dynamics springs (the `springy` demo does the same with plain views and a hand-made scroll).
///
/// The talk's layout, step by step:
/// - `prepare()` asks the flow layout for the items near the visible rect and hangs each one's attributes on a
///   zero-length attachment to its resting place, taking the springs off items that moved away (``SpringyFlowLayout``;
///   the talk hangs all its 80 items and says where to tile them for a long list: this layout does).
/// - `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)` answer from the animator
///   (`items(in:)`, `layoutAttributesForCell(at:)`), so the cells show where the springs hold the items.
/// - `shouldInvalidateLayout(forBoundsChange:)` takes the scroll delta and moves each spring's item by it, scaled by
///   the item's distance from the touch (the resistance), tells the animator (`updateItem(usingCurrentState:)`) and
///   returns false: the springs, not a new layout, bring the items after the content.
///
/// What the user sees: the bubble under the finger moves with it; the farther a bubble, the more it lags, so bubbles
/// bunch up ahead of the drag and spread out behind it, then settle into place.
public enum SpringyMessagesDemo {
    /// The talk's resistance denominator (pt): an item 1500 pt from the touch does not move on screen this step.
    static let resistanceDistance: CGFloat = 1500
    static let bubbleCount = 60
    static let bubbleHeight: CGFloat = 44

    /// The talk's layout (public: the benchmarks scroll it), with the springs tiled as the talk advises for long
    /// lists: only the items near the visible rect hang on springs, so a frame costs the same at 60 items or 100,000.
    @MainActor
    public final class SpringyFlowLayout: UICollectionViewFlowLayout {
        private(set) lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

        /// The springs, by the index path of the item each holds: the items near the visible rect.
        private var springsByIndexPath: [IndexPath: UIAttachmentBehavior] = [:]
        /// The rect the springs were last tiled for (content coordinates): the visible rect and its margin.
        private var tiledRect = CGRect.null
        /// The last scroll step (pt, + when the content moves up): an item hung mid-scroll starts displaced by it, as
        /// the items already on springs were, so it does not pop into place.
        private var latestDelta: CGFloat = 0
        /// Scratch for one tiling, kept so a frame allocates nothing for it.
        private var nearIndexPaths = Set<IndexPath>()
        private var leavingIndexPaths: [IndexPath] = []

        public override func prepare() {
            super.prepare()
            tileSprings()
        }

        /// Hangs a spring on each item near the visible rect that has none, and takes the springs off the items that
        /// are no longer near (the 2013 talk: "you're only making the springs that you need in order to control the
        /// content that's pretty close to what's on screen"). Near: within a visible rect's height (or width) of it,
        /// so an item scrolling into view has felt the springs for a screen's worth of scrolling already.
        private func tileSprings() {
            guard let collectionView else { return }
            let visible = collectionView.bounds
            let near = visible.insetBy(dx: -visible.width, dy: -visible.height)
            tiledRect = near
            let attributesNear = super.layoutAttributesForElements(in: near) ?? []
            nearIndexPaths.removeAll(keepingCapacity: true)
            for attributes in attributesNear where attributes.representedElementCategory == .cell {
                nearIndexPaths.insert(attributes.indexPath)
            }
            leavingIndexPaths.removeAll(keepingCapacity: true)
            for indexPath in springsByIndexPath.keys where !nearIndexPaths.contains(indexPath) {
                leavingIndexPaths.append(indexPath)
            }
            for indexPath in leavingIndexPaths {
                if let spring = springsByIndexPath.removeValue(forKey: indexPath) { animator.removeBehavior(spring) }
            }
            guard springsByIndexPath.count < nearIndexPaths.count else { return }
            let touch = collectionView.panGestureRecognizer.location(in: collectionView)
            for attributes in attributesNear
            where attributes.representedElementCategory == .cell && springsByIndexPath[attributes.indexPath] == nil {
                // Copies: the flow layout keeps its own attributes (and reuses its answer's buffer).
                guard let item = attributes.copy() as? UICollectionViewLayoutAttributes else { continue }
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                // The talk: length 0, damping and frequency "by trial and error" (its sample: 0.8, 1 Hz).
                spring.length = 0
                spring.damping = 0.8
                spring.frequency = 1
                if latestDelta != 0 {
                    let center = item.center
                    item.center = CGPoint(x: center.x, y: center.y + resistedStep(latestDelta, anchor: center, touch: touch))
                }
                animator.addBehavior(spring)
                springsByIndexPath[attributes.indexPath] = spring
            }
        }

        /// How far a scroll step of `delta` moves an item resting at `anchor` this step: less the farther it is from
        /// the touch (the resistance), never more than the step.
        private func resistedStep(_ delta: CGFloat, anchor: CGPoint, touch: CGPoint) -> CGFloat {
            let resistance = abs(touch.y - anchor.y) / resistanceDistance
            return delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
        }

        /// The answer's buffer, reused as the flow layout's is (the collection view lets go of each answer).
        private var found: [UICollectionViewLayoutAttributes] = []

        public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            // A jump beyond the tiled rect (a programmatic scroll while the springs rest, so no frame prepared the
            // layout): the springs follow now, or the items there would have none to answer from.
            if !tiledRect.contains(rect) { tileSprings() }
            found.removeAll(keepingCapacity: true)
            for item in animator.items(in: rect) {
                if let attributes = item as? UICollectionViewLayoutAttributes { found.append(attributes) }
            }
            return found
        }

        public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            // An item far from the visible rect hangs on no spring: it rests where the flow layout puts it.
            animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }

        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView else { return false }
            let delta = newBounds.origin.y - collectionView.bounds.origin.y
            latestDelta = delta
            let touch = collectionView.panGestureRecognizer.location(in: collectionView)
            for case let spring as UIAttachmentBehavior in animator.behaviors {
                guard let item = spring.items.first else { continue }
                // Read and write the center whole: `item.center.y += …` on an existential goes through the
                // witness's modify coroutine, which allocates (one malloc per spring per frame).
                let center = item.center
                let step = resistedStep(delta, anchor: spring.anchorPoint, touch: touch)
                item.center = CGPoint(x: center.x, y: center.y + step)
                animator.updateItem(usingCurrentState: item)
            }
            return false
        }

        /// How far the item at `index` is from its resting place (pt, + is below it); 0 for an item on no spring.
        func displacement(ofItem index: Int) -> CGFloat {
            guard let spring = springsByIndexPath[IndexPath(item: index, section: 0)],
                  let item = spring.items.first as? UICollectionViewLayoutAttributes else { return 0 }
            return item.center.y - spring.anchorPoint.y
        }

        /// Where the item at `index` rests (content coordinates), whether or not it hangs on a spring now.
        func restingCenter(ofItem index: Int) -> CGPoint? {
            super.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.center
        }
    }

    /// A bubble's data source: numbered bubbles.
    @MainActor
    final class Bubbles: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { bubbleCount }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bubble", for: indexPath)
            cell.accessibilityIdentifier = "bubble\(indexPath.item)"
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : UIColor(white: 0.9, alpha: 1)
            cell.contentView.layer.cornerRadius = 18
            let text = cell.contentView.viewWithTag(1) as? UILabel ?? {
                let label = DemoLook.label("", frame: CGRect(x: 14, y: 0, width: 330, height: bubbleHeight))
                label.tag = 1
                cell.contentView.addSubview(label)
                return label
            }()
            text.text = "\(indexPath.item + 1). " + SpringyListDemo.bubbleTexts[indexPath.item % SpringyListDemo.bubbleTexts.count]
            text.textColor = indexPath.item % 2 == 0 ? .white : DemoLook.ink
            return cell
        }
    }

    /// The conversation: a full-window collection view on the springy layout.
    @MainActor
    final class Scene: DemoStage {
        let (window, simulator) = demoStage(height: 600)
        let layout = SpringyFlowLayout()
        let collectionView: UICollectionView
        let bubbles = Bubbles()

        init() {
            layout.itemSize = CGSize(width: 358, height: bubbleHeight)
            layout.minimumLineSpacing = 16
            layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.accessibilityIdentifier = "messages"
            collectionView.backgroundColor = .white
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "bubble")
            collectionView.dataSource = bubbles
            window.addSubview(collectionView)
            DemoLook.hint("drag the conversation and let go: the bubbles lag, then spring", in: window)
            collectionView.layoutIfNeeded()
        }

        /// Where the item at `index` rests (content coordinates): its place in the flow layout, its spring's anchor.
        func restingCenter(ofItem index: Int) -> CGPoint? { layout.restingCenter(ofItem: index) }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        let watched = [0, 3, 6, 9, 12]
        output.say("\(bubbleCount) bubbles, each on a spring (length 0, damping 0.8, 1 Hz) to its place in the flow layout.")
        output.say("Columns: each bubble's distance (pt) from its resting place; + is below it.")
        output.say("  " + "".padding(toLength: 24, withPad: " ", startingAt: 0)
            + watched.map { "#\($0)".padding(toLength: 8, withPad: " ", startingAt: 0) }.joined())
        func report(_ label: String) {
            let columns = watched.map { index -> String in
                let rounded = (scene.layout.displacement(ofItem: index) * 10).rounded() / 10
                let value = rounded == 0 ? 0 : rounded  // no "-0.0"
                return String(describing: value).padding(toLength: 8, withPad: " ", startingAt: 0)
            }
            output.say("  " + label.padding(toLength: 24, withPad: " ", startingAt: 0) + columns.joined())
        }
        report("at rest")
        let start = scene.restingCenter(ofItem: 6) ?? CGPoint(x: 195, y: 390)
        output.say("Finger down on bubble 6, dragged up 200 pt in 0.4 s:")
        let finger = scene.simulator.down(at: start)
        for step in 1...4 {
            scene.simulator.move(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 50), duration: 0.1)
            report("offset \(Int(scene.collectionView.contentOffset.y))")
        }
        output.say("Finger lifts; the springs bring the bubbles into place:")
        scene.simulator.up(finger)
        for _ in 1...6 {
            scene.simulator.advance(by: 0.25)
            report("offset \(Int(scene.collectionView.contentOffset.y))")
        }
        scene.simulator.settle()
        report("settled")
    }
}
