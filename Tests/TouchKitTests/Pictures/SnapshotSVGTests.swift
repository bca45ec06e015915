import Testing
@testable import TouchKit
@testable import TouchKitPictures
import TouchKitTesting

/// Scene snapshots drawn as SVG, read back: every view where `convert(_:to:)` puts it, with its look; and
/// filmstrips taken while a scene plays.
@MainActor
@Suite struct SnapshotSVGTests {
    /// A parsed snapshot: each view's group, its transform to window coordinates, and its background rectangle.
    struct Picture {
        struct DrawnView {
            let group: SVGNode
            let toWindow: CGAffineTransform
            let background: SVGNode?
        }

        let root: SVGNode
        private(set) var views: [String: DrawnView] = [:]

        init(_ svg: String) {
            root = parseSVG(svg)
            collect(root, toWindow: .identity)
        }

        private mutating func collect(_ node: SVGNode, toWindow: CGAffineTransform) {
            var transform = toWindow
            if node["class"] == "view", let name = node["data-view"] {
                transform = node.matrix.concatenating(toWindow)
                let background = node.children.first { $0["class"] == "background" }
                views[name] = DrawnView(group: node, toWindow: transform, background: background)
            }
            for child in node.children { collect(child, toWindow: transform) }
        }

        /// The window points of the corners of a view's drawn background.
        func corners(of name: String) -> [CGPoint] {
            guard let drawn = views[name], let rect = drawn.background,
                  let x = rect.number("x"), let y = rect.number("y"),
                  let width = rect.number("width"), let height = rect.number("height") else { return [] }
            return [(x, y), (x + width, y), (x, y + height), (x + width, y + height)].map {
                CGPoint(x: $0.0, y: $0.1).applying(drawn.toWindow)
            }
        }
    }

    /// The window points UIKit's geometry gives for the corners of `view`'s bounds.
    static func expectedCorners(of view: UIView) -> [CGPoint] {
        let b = view.bounds
        return [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            .map { view.convert($0, to: nil) }
    }

    static func expectDrawnWhereConvertPutsIt(_ view: UIView, in picture: Picture, sourceLocation: SourceLocation = #_sourceLocation) {
        let drawn = picture.corners(of: TraceEvent.describe(view))
        let expected = expectedCorners(of: view)
        #expect(drawn.count == 4, "\(TraceEvent.describe(view)) not drawn", sourceLocation: sourceLocation)
        for (point, target) in zip(drawn, expected) {
            #expect(approximately(point, target, within: 1e-3), "\(TraceEvent.describe(view)): \(point) ≠ \(target)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Geometry

    @Test func aRotatedViewWithAMovedAnchorPointIsDrawnWhereConvertPutsIt() {
        let scene = Scene()
        let card = UIView(frame: CGRect(x: 100, y: 200, width: 160, height: 90))
        card.accessibilityIdentifier = "card"
        card.layer.anchorPoint = CGPoint(x: 0.25, y: 0)
        card.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 1)
        scene.window.addSubview(card)
        let badge = UIView(frame: CGRect(x: 120, y: 10, width: 30, height: 20))
        badge.accessibilityIdentifier = "badge"
        badge.transform = CGAffineTransform(rotationAngle: -.pi / 4)
        card.addSubview(badge)

        let picture = Picture(SVGSnapshot().render(scene.window))
        Self.expectDrawnWhereConvertPutsIt(card, in: picture)
        Self.expectDrawnWhereConvertPutsIt(badge, in: picture)
        // The card's own matrix: rotation and scale about the anchor, at its center.
        let matrix = picture.views["card"]?.group.matrix
        let expected = SceneSnapshot.localTransform(of: card)
        #expect(matrix.map { approximately($0.a, expected.a, within: 1e-3) && approximately($0.b, expected.b, within: 1e-3) } == true)
        #expect(matrix.map { approximately($0.tx, expected.tx, within: 1e-3) && approximately($0.ty, expected.ty, within: 1e-3) } == true)
    }

    @Test func aScrolledScrollViewShiftsItsContentAndClipsIt() {
        let scene = Scene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        scrollView.accessibilityIdentifier = "scroller"
        scrollView.contentSize = CGSize(width: 400, height: 1000)
        scene.window.addSubview(scrollView)
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        row.accessibilityIdentifier = "row"
        scrollView.addSubview(row)
        scrollView.contentOffset = CGPoint(x: 0, y: 250)

        let picture = Picture(SVGSnapshot().render(scene.window))
        Self.expectDrawnWhereConvertPutsIt(scrollView, in: picture)
        Self.expectDrawnWhereConvertPutsIt(row, in: picture)
        // The row's top, 300 pt into the content, is 50 pt below the scroll view's top on screen.
        #expect(picture.corners(of: "row").first.map { approximately($0, CGPoint(x: 0, y: 150), within: 1e-6) } == true)
        // The scroll view's background is its bounds, origin at the offset; its subviews are clipped to the same.
        let background = picture.views["scroller"]?.background
        #expect(background.map { [$0["x"], $0["y"], $0["width"], $0["height"]] } == ["0", "250", "400", "300"])
        let subviews = picture.views["scroller"]?.group.children.first { $0["class"] == "subviews" }
        let clipID = subviews?["clip-path"]?.dropFirst("url(#".count).dropLast()
        let clip = picture.root.descendants.first { $0.name == "clipPath" && $0["id"] == clipID.map(String.init) }
        let clipRect = clip?.children.first
        #expect(clipRect.map { [$0["x"], $0["y"], $0["width"], $0["height"]] } == ["0", "250", "400", "300"])
        #expect(clip?["clipPathUnits"] == "userSpaceOnUse")
    }

    @Test func everyViewOfADeepTreeIsDrawnWhereConvertPutsIt() {
        let scene = Scene()
        var parent: UIView = scene.window
        var views: [UIView] = []
        for depth in 0..<6 {
            let view = UIView(frame: CGRect(x: 10 + CGFloat(depth) * 7, y: 20, width: 200 - CGFloat(depth) * 20, height: 150))
            view.accessibilityIdentifier = "level\(depth)"
            view.bounds.origin = CGPoint(x: CGFloat(depth) * 3, y: -CGFloat(depth) * 2)
            view.transform = CGAffineTransform(rotationAngle: CGFloat(depth) * 0.1).scaledBy(x: 1 + CGFloat(depth) * 0.05, y: 1)
            view.layer.anchorPoint = CGPoint(x: 0.1 * CGFloat(depth), y: 0.5)
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        let picture = Picture(SVGSnapshot().render(scene.window))
        for view in views { Self.expectDrawnWhereConvertPutsIt(view, in: picture) }
    }

    @Test func aSubtreeIsDrawnInWindowCoordinates() {
        let scene = Scene()
        let container = UIView(frame: CGRect(x: 50, y: 60, width: 300, height: 300))
        container.accessibilityIdentifier = "container"
        container.transform = CGAffineTransform(rotationAngle: 0.3)
        scene.window.addSubview(container)
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        child.accessibilityIdentifier = "child"
        container.addSubview(child)

        let snapshot = SceneSnapshot(of: child)
        let picture = Picture(SVGSnapshot().render(snapshot))
        Self.expectDrawnWhereConvertPutsIt(child, in: picture)
        #expect(picture.views["container"] == nil)
        let frameInWindow = child.convert(child.bounds, to: nil)
        #expect(approximately(snapshot.canvas.minX, frameInWindow.minX, within: 1e-9))
        #expect(approximately(snapshot.canvas.height, frameInWindow.height, within: 1e-9))
    }

    // MARK: Look

    @Test func coloursCornerRadiusBorderAlphaAndHiddenViews() {
        let scene = Scene()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = .black
        card.alpha = 0.75
        card.clipsToBounds = true
        scene.window.addSubview(card)
        let pill = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        pill.accessibilityIdentifier = "pill"
        pill.backgroundColor = .systemBlue
        pill.layer.cornerRadius = 50
        card.addSubview(pill)
        let ghost = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        ghost.accessibilityIdentifier = "ghost"
        ghost.backgroundColor = .red
        ghost.isHidden = true
        scene.window.addSubview(ghost)
        let plain = UIView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        plain.accessibilityIdentifier = "plain"
        scene.window.addSubview(plain)

        let picture = Picture(SVGSnapshot().render(scene.window))
        let cardGroup = picture.views["card"]?.group
        #expect(cardGroup?["opacity"] == "0.75")
        let background = picture.views["card"]?.background
        #expect(background?["fill"] == "#ff8000")
        #expect(background?["fill-opacity"] == "0.5")
        #expect(background?["rx"] == "12")
        let border = cardGroup?.children.first { $0["class"] == "border" }
        #expect(border.map { [$0["stroke"], $0["stroke-width"], $0["x"], $0["rx"]] } == ["#000000", "2", "1", "11"])
        // A clipped view with round corners clips its subviews to the same round rectangle.
        let clip = picture.root.descendants.first { $0.name == "clipPath" }?.children.first
        #expect(clip?["rx"] == "12")
        // A corner radius larger than half the shorter side is a capsule.
        #expect(picture.views["pill"]?.background?["rx"] == "10")
        #expect(picture.views["pill"]?.background?["fill"] == "#007aff")
        // Hidden views stay in the document for tools, but are not drawn.
        #expect(picture.views["ghost"]?.group["display"] == "none")
        #expect(picture.views["ghost"]?.background == nil)
        // Views without a colour are outlined only.
        #expect(picture.views["plain"]?.background?["fill"] == "none")
        #expect(picture.views["plain"]?.background?["stroke-dasharray"] != nil)
        #expect(SVGSnapshot(showsOutlines: false).render(scene.window).contains("stroke-dasharray") == false)
    }

    @Test func fingersAreDrawnAtTheirWindowLocations() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "canvas")
        _ = view
        let fingers = scene.simulator.downTogether(CGPoint(x: 100, y: 120), CGPoint(x: 300, y: 500))
        scene.simulator.move(fingers[1], to: CGPoint(x: 310, y: 480))

        let picture = Picture(SVGSnapshot().render(SceneSnapshot(of: scene.window)))
        let circles = picture.root.all(class: "finger")
        #expect(circles.map { $0["data-finger"] } == ["1", "2"])
        #expect(circles.map { [$0["cx"], $0["cy"]] } == [["100", "120"], ["310", "480"]])
        // The first finger did not move in the last event: stationary, as UIKit reports it.
        #expect(circles.map { $0["data-phase"] } == ["stationary", "moved"])
        #expect(picture.root["data-time-ms"] == "0")
    }

    @Test func namesAreEscaped() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "<b>&\"card\"</b>")
        let picture = Picture(SVGSnapshot(title: "a < b").render(scene.window))
        #expect(picture.views["<b>&\"card\"</b>"] != nil)
        #expect(picture.root.all(class: "caption").first?.text.hasPrefix("a < b") == true)
    }

    // MARK: Filmstrips

    @Test func framesEveryIntervalFollowTheFingerAndNeverTouchTheClock() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "canvas")
        // 45 ms, so no due time falls on a 60 Hz sample.
        let filmstrip = FilmstripRecorder(window: scene.window, schedule: .every(0.045))
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.3)
        #expect(!scene.simulator.clock.hasPendingWork)
        filmstrip.finish()

        let frames = filmstrip.frames
        // One at the first touch, one at the first sample at or after each 45 ms (50, 100, 150, 183, 233, 283 ms),
        // one at the end.
        #expect(frames.first?.time == 0)
        #expect(frames.first?.snapshot.fingers.isEmpty == true)
        #expect(frames.count == 8)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time })
        // Mid-drag frames show the finger where the previous sample put it: 1000 pt/s down from y = 100.
        for frame in frames.dropFirst().dropLast() {
            let finger = frame.snapshot.fingers.first
            #expect(finger?.id == 1)
            let previousSample = (frame.time * 60).rounded() - 1
            #expect(finger.map { approximately($0.location.y, 100 + 1000 * CGFloat(previousSample) / 60, within: 1e-6) } == true)
        }
        #expect(frames.last?.snapshot.fingers.isEmpty == true)
        #expect(frames.map(\.index) == Array(0..<frames.count))
    }

    @Test func framesAfterEachTouchEventShowWhatTheEventLeft() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "canvas")
        let filmstrip = FilmstripRecorder(window: scene.window, schedule: .afterEachTouchEvent)
        scene.simulator.tap(at: CGPoint(x: 200, y: 200))
        filmstrip.finish()

        // After the down: the finger; after the lift: none.
        #expect(filmstrip.frames.map { $0.snapshot.fingers.map(\.id) } == [[1], []])
        #expect(filmstrip.frames.map(\.time) == [0.05, 0.05])
    }

    @Test func aFrameAskedForAtATimeIsTakenAtTheFirstMomentSeenAfterIt() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "canvas")
        view.addGestureRecognizer(UILongPressGestureRecognizer())
        let filmstrip = FilmstripRecorder(window: scene.window)
        filmstrip.capture(at: 0.1)
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 0.6)
        // Nothing happens between the touch and the long press's timer at 0.5 s: that is when the frame is taken.
        #expect(filmstrip.frames.map(\.time) == [0.5])
        #expect(filmstrip.frames.first?.snapshot.fingers.map(\.location) == [CGPoint(x: 50, y: 50)])
        scene.simulator.up(finger)
        filmstrip.capture()
        #expect(filmstrip.frames.count == 2)
        filmstrip.finish()
        #expect(filmstrip.frames.count == 2)
    }
}
