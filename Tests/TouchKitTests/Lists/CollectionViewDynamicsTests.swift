import Testing
@testable import TouchKit
@testable import TouchKitScenes
import TouchKitBenchmarkScenes

/// UIDynamicAnimator(collectionViewLayout:) and the 2013 talk's springy Messages layout built on it.
@MainActor
struct CollectionViewDynamicsTests {
    /// A layout whose one item (100 × 100 at the origin) is snapped by a layout animator.
    final class SnappingLayout: UICollectionViewLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        var prepares = 0
        /// Whether `prepare()` replaces the snap each time (a new spring from the item's resting place) rather than
        /// adding it once.
        var resetsSpringInPrepare = false
        override func prepare() {
            prepares += 1
            if resetsSpringInPrepare { animator.removeAllBehaviors() }
            guard animator.behaviors.isEmpty else { return }
            let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            item.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 250, y: 350)))
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 800) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath)
        }
    }

    /// A full-window collection view of one item on `layout`, laid out once, and its data source.
    private func install(_ layout: SnappingLayout, in scene: Scene) -> (UICollectionView, ListSource) {
        let source = ListSource(items: [1])
        let collectionView = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        scene.window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    /// UIKit's animator invalidates its layout after every step, so `prepare()` runs again every frame (the layout
    /// adds its snap once, when the animator has no behaviors, as the 2013 talk's layout does).
    @Test func aLayoutAnimatorMovesTheCellsEveryFrameAndPreparesTheLayoutEachFrame() {
        let scene = Scene()
        let layout = SnappingLayout()
        let (collectionView, source) = install(layout, in: scene)
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cell.center == CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 0.1)
        let moving = cell.center
        #expect(moving.x > 50 && moving.y > 50)
        #expect(moving == layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0))?.center)
        scene.simulator.settle()
        #expect(abs(cell.center.x - 250) < 0.5 && abs(cell.center.y - 350) < 0.5)
        // One preparation when the collection view first lays out, then one per frame the snap moved the item.
        #expect(layout.prepares > 20)
        #expect(layout.animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) == nil)
        withExtendedLifetime(source) {}
    }

    /// A layout that resets its spring in `prepare()` (a new snap from the item's resting place each time) never
    /// lets the item get anywhere under a running animator, because UIKit prepares it again after every step; the
    /// item stays within a frame's travel of its resting place.
    @Test func aLayoutThatResetsItsSpringInPrepareRestartsItEveryFrame() {
        let scene = Scene()
        let layout = SnappingLayout()
        layout.resetsSpringInPrepare = true
        let (collectionView, source) = install(layout, in: scene)
        scene.simulator.advance(by: 1)
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        // With one preparation the snap brings it to (250, 350) within a second.
        #expect(cell.map { abs($0.center.x - 50) < 30 && abs($0.center.y - 50) < 30 } == true)
        #expect(layout.prepares > 30)
        withExtendedLifetime(source) {}
    }

    @Test func theBubbleUnderTheFingerStaysUnderItWhileFarBubblesLag() {
        let scene = SpringyMessagesDemo.Scene()
        let start = scene.restingCenter(ofItem: 6)!
        let finger = scene.simulator.down(at: start)
        scene.simulator.move(finger, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.4)
        let offset = scene.collectionView.contentOffset.y
        #expect(offset > 150)
        // Bubble 6 is about 0 pt from the touch: it keeps (nearly) its place under the finger.
        let touched = scene.collectionView.cellForItem(at: IndexPath(item: 6, section: 0))!
        let fingerY = start.y - 200
        // The finger is still on the bubble (it is off its center by the pan's hysteresis, 200 − offset, and the lag).
        #expect(abs(touched.center.y - offset - fingerY) < SpringyMessagesDemo.bubbleHeight / 2)
        #expect(abs(scene.layout.displacement(ofItem: 6)) < 0.02 * offset)
        // Bubbles 0 and 12 are 360 pt away: they lag by a good share of the scroll (up to 360/1500 of each step),
        // the one ahead of the drag bunching up towards the finger, the one behind falling back.
        for far in [0, 12] {
            #expect(scene.layout.displacement(ofItem: far) > 0.1 * offset)
            #expect(scene.layout.displacement(ofItem: far) > 5 * abs(scene.layout.displacement(ofItem: 6)))
        }
        scene.simulator.up(finger)
    }

    @Test func theBubblesSettleAtTheirFlowLayoutPlaces() {
        let scene = SpringyMessagesDemo.Scene()
        let start = scene.restingCenter(ofItem: 6)!
        scene.simulator.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.4)
        scene.simulator.settle()
        #expect(!scene.layout.animator.isRunning)
        for cell in scene.collectionView.visibleCells {
            let index = scene.collectionView.indexPath(for: cell)!.item
            #expect(abs(scene.layout.displacement(ofItem: index)) < 0.5)
            #expect(abs(cell.center.y - scene.restingCenter(ofItem: index)!.y) < 0.5)
        }
    }

    @Test func theDemoTellsTheStory() {
        let output = DemoOutput()
        SpringyMessagesDemo.run(output)
        #expect(output.lines.last?.contains("settled") == true)
        #expect(output.lines.contains { $0.contains("Finger lifts") })
    }

    // The springs tiled near the visible rect (the 2013 talk's advice for long lists).

    @Test func theSpringyLayoutHangsSpringsOnlyNearTheVisibleRect() {
        let layout = SpringyMessagesDemo.SpringyFlowLayout()
        let scene = CollectionScrollFrameScene(layout: layout)
        // The visible rect and a screen's height above and below it: 3 × 844 pt of 44 pt items, and a partial one
        // at each end.
        let most = Int((3 * 844 / 44.0).rounded(.up)) + 2
        for _ in 0..<300 {
            scene.scrollAndStepOnce()
            #expect(layout.animator.behaviors.count <= most)
        }
        let visible = scene.collectionView.bounds
        let near = visible.insetBy(dx: -visible.width, dy: -visible.height)
        for case let spring as UIAttachmentBehavior in layout.animator.behaviors {
            #expect(near.contains(spring.anchorPoint))
        }
        for cell in scene.collectionView.visibleCells {
            let indexPath = scene.collectionView.indexPath(for: cell)!
            #expect(layout.animator.layoutAttributesForCell(at: indexPath) != nil)
        }
    }

    @Test func aJumpWhileTheSpringsRestHangsSpringsWhereItLands() {
        let scene = SpringyMessagesDemo.Scene()
        scene.simulator.settle()
        #expect(!scene.layout.animator.isRunning)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 2_400)
        // No frame ran: the cells there come from springs hung by the layout's answer itself.
        #expect(scene.collectionView.visibleCells.count >= 10)
        for item in scene.collectionView.indexPathsForVisibleItems.map(\.item) {
            #expect(hasSpring(scene, item))
        }
        scene.simulator.settle()
        // Items 40 to 49 are in the 600 pt window at 2,400 pt (each bubble 44 pt + 16 pt, 8 pt inset), at rest.
        let shown = scene.collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        #expect(shown == Array(40...49))
        for item in shown {
            #expect(hasSpring(scene, item))
            #expect(abs(scene.layout.displacement(ofItem: item)) < 0.5)
        }
    }

    @Test func aBubbleHungMidDragStartsDisplacedLikeItsNeighbours() {
        let scene = SpringyMessagesDemo.Scene()
        let start = scene.restingCenter(ofItem: 6)!
        let finger = scene.simulator.down(at: start)
        var newlyHung: [Int] = []
        for step in 1...6 {
            let before = Set((0..<SpringyMessagesDemo.bubbleCount).filter { hasSpring(scene, $0) })
            scene.simulator.move(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 50), duration: 0.05)
            for item in 0..<SpringyMessagesDemo.bubbleCount where hasSpring(scene, item) && !before.contains(item) {
                newlyHung.append(item)
                // Far below the finger, dragged up: it lags behind the content, below its resting place.
                #expect(scene.layout.displacement(ofItem: item) > 0)
            }
        }
        #expect(!newlyHung.isEmpty)
        scene.simulator.up(finger)
    }

    private func hasSpring(_ scene: SpringyMessagesDemo.Scene, _ item: Int) -> Bool {
        scene.layout.animator.layoutAttributesForCell(at: IndexPath(item: item, section: 0)) != nil
    }
}
