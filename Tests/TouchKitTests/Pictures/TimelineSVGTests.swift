import Testing
@testable import TouchKit
@testable import TouchKitPictures

/// The timeline pictures of the talks' scenes, read back from the SVG: lanes, state spans and marks where the trace
/// puts them.
@MainActor
@Suite struct TimelineSVGTests {
    /// A parsed timeline picture and its time axis.
    struct Picture {
        let root: SVGNode
        let section: SVGNode

        init(_ svg: String) {
            root = parseSVG(svg)
            section = root.all(class: "timeline").first ?? root
        }

        var laneIDs: [String] { section.all(class: "lane").compactMap { $0["data-lane"] } }

        func lane(_ id: String) -> SVGNode? { section.all(class: "lane").first { $0["data-lane"] == id } }

        /// `(kind, start ms, end ms)` of every span on a lane but waits, in document order: a recognizer's states.
        func spans(_ id: String) -> [(kind: String, start: Double, end: Double)] {
            (lane(id)?.all(class: "span") ?? []).filter { $0["data-kind"] != "waiting" }.map { ($0["data-kind"] ?? "", $0.number("data-start-ms") ?? .nan, $0.number("data-end-ms") ?? .nan) }
        }

        func span(_ id: String, _ kind: String) -> SVGNode? { lane(id)?.all(class: "span").first { $0["data-kind"] == kind } }

        func marks(_ id: String, _ kind: String) -> [SVGNode] {
            (lane(id)?.all(class: "mark") ?? []).filter { $0["data-kind"] == kind }
        }

        /// Where the axis puts `milliseconds`.
        func x(_ milliseconds: Double) -> Double {
            let origin = section.number("data-origin-ms") ?? .nan
            let scale = section.number("data-px-per-ms") ?? .nan
            return (section.number("data-plot-x") ?? .nan) + (milliseconds - origin) * scale
        }
    }

    /// Milliseconds, rounded as the picture writes them.
    static func ms(_ time: TimeInterval) -> Double { (time * 1_000_000).rounded() / 1000 }

    /// The time of the first trace event matching `predicate`.
    static func time(_ events: [TraceEvent], _ predicate: (TraceEvent) -> Bool) -> Double {
        events.first(where: predicate).map { ms($0.time) } ?? .nan
    }

    /// Every mark, span and tick sits where the axis puts its time (spans may be nudged right, never left).
    static func expectPositionsMatchTimes(_ picture: Picture, sourceLocation: SourceLocation = #_sourceLocation) {
        let marks = picture.section.all(class: "mark")
        let spans = picture.section.all(class: "span")
        let ticks = picture.section.all(class: "tick")
        #expect(!marks.isEmpty && !spans.isEmpty && ticks.count >= 2, sourceLocation: sourceLocation)
        for mark in marks {
            let expected = picture.x(mark.number("data-time-ms") ?? .nan)
            #expect(approximately(CGFloat(mark.translation?.x ?? .nan), CGFloat(expected), within: 0.01), sourceLocation: sourceLocation)
            #expect(approximately(CGFloat(mark.number("data-x") ?? .nan), CGFloat(expected), within: 0.01), sourceLocation: sourceLocation)
        }
        for span in spans {
            let expected = picture.x(span.number("data-start-ms") ?? .nan)
            #expect(approximately(CGFloat(span.number("data-x") ?? .nan), CGFloat(expected), within: 0.01), sourceLocation: sourceLocation)
            #expect((span.number("x") ?? .nan) >= expected - 0.01, sourceLocation: sourceLocation)
            let width = span.number("width") ?? .nan
            let end = picture.x(span.number("data-end-ms") ?? .nan)
            #expect(width >= SVGTimeline.minimumSpanWidth - 0.01, sourceLocation: sourceLocation)
            #expect((span.number("x") ?? .nan) + width >= end - 0.01, sourceLocation: sourceLocation)
        }
        for tick in ticks {
            let milliseconds = tick.number("data-time-ms") ?? .nan
            #expect(approximately(CGFloat(tick.number("x") ?? .nan), CGFloat(picture.x(milliseconds)), within: 0.01), sourceLocation: sourceLocation)
            #expect(tick.text == "\(SVGElement.number(milliseconds)) ms", sourceLocation: sourceLocation)
        }
    }

    typealias Widget = TalkWidget

    // MARK: 2017: exclusion

    /// Down, 10 pt, 20 pt (the pan recognizes, inside the tap's 45 pt), 30 pt, up: one frame apart.
    static func playExclusion(_ widget: Widget) {
        let simulator = widget.scene.simulator
        let finger = simulator.down(at: CGPoint(x: 150, y: 150))
        simulator.move(finger, to: CGPoint(x: 160, y: 150), duration: 1.0 / 60)
        simulator.move(finger, to: CGPoint(x: 170, y: 150), duration: 1.0 / 60)
        simulator.move(finger, to: CGPoint(x: 180, y: 150), duration: 1.0 / 60)
        simulator.advance(by: 1.0 / 60)
        simulator.up(finger)
    }

    @Test func exclusionHasALanePerFingerRecognizerAndView() {
        let widget = Widget()
        Self.playExclusion(widget)
        let picture = widget.picture
        #expect(picture.laneIDs == ["finger 1", "recognizer tap @ widget", "recognizer pan @ widget", "view widget"])
        #expect(picture.lane("recognizer pan @ widget")?["data-lane-kind"] == "recognizer")
        #expect(picture.lane("recognizer pan @ widget")?["data-title"] == "pan")
        #expect(picture.section["data-title"] == "2017")
        Self.expectPositionsMatchTimes(picture)
    }

    @Test func exclusionThePanRecognizesAndTheTapIsPreventedByIt() {
        let widget = Widget()
        Self.playExclusion(widget)
        let events = widget.recorder.events
        let panBegan = Self.time(events) { $0.recognizer == "pan" && $0.kind == .stateChanged(from: .possible, to: .began) }
        let lift = Self.time(events) { if case .touch(.ended, _) = $0.kind { true } else { false } }
        #expect(panBegan == Self.ms(2.0 / 60))
        let picture = widget.picture

        // The tap: possible from touch-down until the pan recognizes, then failed, prevented by the pan.
        #expect(picture.spans("recognizer tap @ widget").map(\.kind) == ["possible", "failed"])
        #expect(picture.spans("recognizer tap @ widget").first.map { [$0.start, $0.end] } == [0, panBegan])
        #expect(picture.span("recognizer tap @ widget", "failed")?["data-cause"] == "pan")
        #expect(picture.span("recognizer tap @ widget", "failed")?["data-note"] == "prevented by pan")
        let prevented = picture.marks("recognizer tap @ widget", "prevented")
        #expect(prevented.map { $0.number("data-time-ms") } == [panBegan])
        #expect(prevented.first?["data-cause"] == "pan")
        #expect(picture.marks("recognizer tap @ widget", "action").isEmpty)

        // The pan: possible, began, changed at the next touch event, ended at the lift; an action for each.
        let pan = picture.spans("recognizer pan @ widget")
        #expect(pan.map(\.kind) == ["possible", "began", "changed", "ended"])
        #expect(pan.map(\.start) == [0, panBegan, Self.ms(3.0 / 60), lift])
        let actions = picture.marks("recognizer pan @ widget", "action")
        #expect(actions.map { $0["data-note"] } == ["began", "changed", "ended"])
        #expect(actions.map { $0.number("data-time-ms") } == [panBegan, Self.ms(3.0 / 60), lift])
    }

    @Test func exclusionTheViewSeesTheTouchCancelledWhenThePanRecognizes() {
        let widget = Widget()
        Self.playExclusion(widget)
        let picture = widget.picture
        let panBegan = Self.ms(2.0 / 60)
        #expect(picture.marks("view widget", "began").map { $0.number("data-time-ms") } == [0])
        #expect(picture.marks("view widget", "moved").map { $0.number("data-time-ms") } == [Self.ms(1.0 / 60)])
        #expect(picture.marks("view widget", "cancelled").map { $0.number("data-time-ms") } == [panBegan])
        #expect(picture.marks("view widget", "ended").isEmpty)
        let touching = picture.span("view widget", "touching")
        #expect(touching?.number("data-start-ms") == 0)
        #expect(touching?.number("data-end-ms") == panBegan)
        #expect(touching?["data-note"] == "cancelled")
        // The finger itself stays down until the lift.
        #expect(picture.marks("finger 1", "moved").count == 3)
        #expect(picture.marks("finger 1", "ended").map { $0.number("data-time-ms") } == [Self.ms(4.0 / 60)])
        #expect(picture.marks("finger 1", "hitTest").first?["data-note"] == "→ widget")
    }

    // MARK: 2017: failure requirement

    @Test func failureRequirementThePanWaitsForTheTapThenSendsBegan() {
        let widget = Widget()
        widget.pan.require(toFail: widget.tap)
        let simulator = widget.scene.simulator
        let finger = simulator.down(at: CGPoint(x: 150, y: 150))
        simulator.move(finger, to: CGPoint(x: 180, y: 150), duration: 2.0 / 60)
        // Past the tap's 45 pt: the tap fails, and the waiting pan's action goes out.
        simulator.move(finger, to: CGPoint(x: 210, y: 150), duration: 2.0 / 60)
        simulator.move(finger, to: CGPoint(x: 220, y: 150), duration: 1.0 / 60)
        simulator.up(finger)

        let events = widget.recorder.events
        let panBegan = Self.time(events) { $0.recognizer == "pan" && $0.kind == .stateChanged(from: .possible, to: .began) }
        let tapFailed = Self.time(events) { $0.recognizer == "tap" && $0.kind == .stateChanged(from: .possible, to: .failed) }
        #expect(panBegan < tapFailed)
        let picture = widget.picture
        let pan = "recognizer pan @ widget"

        #expect(picture.spans(pan).map(\.kind) == ["possible", "began", "changed", "ended"])
        #expect(picture.spans(pan).dropFirst().first?.start == panBegan)
        // The wait runs from the pan's recognition to the tap's failure, and names the tap.
        let wait = picture.span(pan, "waiting")
        #expect(wait?.number("data-start-ms") == panBegan)
        #expect(wait?.number("data-end-ms") == tapFailed)
        #expect(wait?["data-cause"] == "tap")
        #expect(picture.marks(pan, "waitingForFailure").map { $0["data-note"] } == ["waits for tap"])
        #expect(picture.marks(pan, "waitingForFailure").first?.number("data-time-ms") == panBegan)
        let released = picture.marks(pan, "requirementFailed")
        #expect(released.map { $0.number("data-time-ms") } == [tapFailed])
        #expect(released.first?["data-cause"] == "tap")
        // No action while waiting; the first one, at the tap's failure, carries .began although the pan is changed.
        let actions = picture.marks(pan, "action")
        #expect(actions.first?.number("data-time-ms") == tapFailed)
        #expect(actions.first?["data-note"] == "began")
        #expect(actions.allSatisfy { ($0.number("data-time-ms") ?? 0) >= tapFailed })
        #expect(actions.last?["data-note"] == "ended")
        // The tap failed by itself: no cause.
        #expect(picture.spans("recognizer tap @ widget").map(\.kind) == ["possible", "failed"])
        #expect(picture.span("recognizer tap @ widget", "failed")?["data-cause"] == nil)
        Self.expectPositionsMatchTimes(picture)
    }

    /// The 2017 talk: the pan goes through "a complete set of state changes" but never sends its action; UIKit
    /// reports no ended → failed, so the picture ends the pan's lane in ended, with the tap's recognition marked.
    @Test func failureRequirementThePanEndsWithoutAnActionWhenTheTapRecognizes() {
        let widget = Widget()
        widget.pan.require(toFail: widget.tap)
        TimelineSVGTests.playShortDrag(widget)
        let picture = widget.picture
        let pan = "recognizer pan @ widget"
        #expect(picture.spans(pan).map(\.kind) == ["possible", "began", "changed", "ended"])
        #expect(picture.marks(pan, "requirementRecognized").map { $0["data-note"] } == ["tap recognized"])
        #expect(picture.marks(pan, "action").isEmpty)
        #expect(picture.spans("recognizer tap @ widget").map(\.kind) == ["possible", "recognized"])
        Self.expectPositionsMatchTimes(picture)
    }

    /// The walk-through's touch: down, 10 pt, 20 pt, up at once.
    static func playShortDrag(_ widget: Widget) {
        let simulator = widget.scene.simulator
        let finger = simulator.down(at: CGPoint(x: 150, y: 150))
        simulator.move(finger, to: CGPoint(x: 160, y: 150), duration: 1.0 / 60)
        simulator.move(finger, to: CGPoint(x: 170, y: 150), duration: 1.0 / 60)
        simulator.up(finger)
    }

    // MARK: 2014: the touch delay

    /// A view with the 2014 talk's touch-delay recognizer (delaysTouchesBegan; fails after 0.15 s).
    @MainActor
    struct DelayedView {
        let scene = Scene()
        let view: RecordingView
        let touchDelay = TouchDelayGestureRecognizer()
        let recorder: TimelineRecorder

        init() {
            view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), name: "dot")
            touchDelay.name = "touchDelay"
            view.addGestureRecognizer(touchDelay)
            recorder = TimelineRecorder(window: scene.window)
        }
    }

    @Test func touchDelayHoldsTheViewsDeliveryUntilTheRecognizerFailsThenFlushesIt() {
        let scene = DelayedView()
        let finger = scene.scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.scene.simulator.advance(by: 0.3)
        scene.scene.simulator.up(finger)
        #expect(scene.view.log == ["began 1", "ended 1"])

        let picture = Picture(scene.recorder.svg())
        let failed = Self.ms(0.15)
        #expect(picture.laneIDs == ["finger 1", "recognizer touchDelay @ dot", "view dot"])
        #expect(picture.spans("recognizer touchDelay @ dot").map(\.kind) == ["possible", "failed"])
        #expect(picture.span("recognizer touchDelay @ dot", "failed")?.number("data-start-ms") == failed)
        // The view: delivery of began delayed at touch-down, flushed at 150 ms, and only then touchesBegan.
        #expect(picture.marks("view dot", "delayed").map { $0.number("data-time-ms") } == [0])
        #expect(picture.marks("view dot", "delayed").first?["data-note"] == "began")
        #expect(picture.marks("view dot", "flushed").map { $0.number("data-time-ms") } == [failed])
        #expect(picture.marks("view dot", "began").map { $0.number("data-time-ms") } == [failed])
        #expect(picture.marks("view dot", "ended").map { $0.number("data-time-ms") } == [Self.ms(0.3)])
        let delay = picture.span("view dot", "delayed")
        #expect(delay.map { [$0.number("data-start-ms"), $0.number("data-end-ms")] } == [0, failed])
        #expect(delay?["data-note"] == "flushed")
        #expect(picture.span("view dot", "touching")?.number("data-start-ms") == failed)
        Self.expectPositionsMatchTimes(picture)
    }

    @Test func touchDelayAFastPanDropsTheDelayedTouchSoTheViewNeverSeesIt() {
        let scene = DelayedView()
        let pan = UIPanGestureRecognizer().named("pan")
        scene.view.addGestureRecognizer(pan)
        scene.scene.simulator.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.1)
        #expect(scene.view.log.isEmpty)

        let picture = Picture(scene.recorder.svg())
        let panBegan = Self.time(scene.recorder.events) { $0.recognizer == "pan" && $0.kind == .stateChanged(from: .possible, to: .began) }
        #expect(panBegan < 150)
        #expect(picture.marks("view dot", "dropped").map { $0.number("data-time-ms") } == [panBegan])
        #expect(picture.span("view dot", "delayed")?["data-note"] == "dropped")
        #expect(picture.marks("view dot", "began").isEmpty)
        #expect(picture.span("recognizer touchDelay @ dot", "failed")?["data-cause"] == "pan")
    }

    // MARK: 2010: the photo's single tap

    @Test func aHeldBackLiftThatBecomesACancellationEndsTheDelay() {
        let scene = Scene()
        let photo = scene.photoWithSingleAndDoubleTap().photo
        let recorder = TimelineRecorder(window: scene.window)
        scene.simulator.tap(at: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 0.5)
        #expect(photo.log == ["began 1", "cancelled 1"])

        let picture = Picture(recorder.svg())
        let lift = Self.ms(0.05)
        let doubleTapFailed = Self.time(recorder.events) { $0.recognizer == "doubleTap" && $0.kind == .stateChanged(from: .possible, to: .failed) }
        // The lift is held back while the double tap may still come; the single tap's win turns it into a cancellation.
        #expect(picture.marks("view photo", "delayed").map { $0["data-note"] } == ["ended"])
        #expect(picture.marks("view photo", "cancelled").map { $0.number("data-time-ms") } == [doubleTapFailed])
        let delay = picture.span("view photo", "delayed")
        #expect(delay.map { [$0.number("data-start-ms"), $0.number("data-end-ms")] } == [lift, doubleTapFailed])
        #expect(delay?["data-note"] == "cancelled")
        #expect(picture.root.descendants.allSatisfy { $0["data-open"] == nil })
        #expect(picture.marks("recognizer singleTap @ photo", "requirementFailed").first?["data-note"] == "doubleTap failed")
    }

    // MARK: The document

    @Test func namesAreEscapedAndTheDocumentStaysWellFormed() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "a <view> & \"quotes\"\u{1}")
        let tap = UITapGestureRecognizer().named("</text>'tap'")
        view.addGestureRecognizer(tap)
        let recorder = TimelineRecorder(window: scene.window, title: "]]> & <title>")
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))

        let picture = Picture(recorder.svg())
        #expect(picture.section["data-title"] == "]]> & <title>")
        #expect(picture.lane("view a <view> & \"quotes\"\u{1}") == nil)
        #expect(picture.lane("view a <view> & \"quotes\"\u{FFFD}")?["data-title"] == "a <view> & \"quotes\"\u{FFFD}")
        #expect(picture.lane("recognizer </text>'tap' @ a <view> & \"quotes\"\u{FFFD}") != nil)
    }

    @Test func anEmptyTraceDrawsAnEmptyTimeline() {
        let picture = Picture(SVGTimeline().render(Timeline(events: [])))
        #expect(picture.laneIDs.isEmpty)
        #expect(picture.root.descendants.contains { $0.text == "No touches were traced." })
    }

    @Test func severalTimelinesStackWithTheirOwnAxes() {
        let first = Widget(), second = Widget()
        Self.playShortDrag(first)
        second.scene.simulator.advance(by: 1)
        Self.playShortDrag(second)
        let svg = SVGTimeline().render([first.recorder.timeline, second.recorder.timeline])
        let sections = parseSVG(svg).all(class: "timeline")
        #expect(sections.count == 2)
        #expect(sections.map { $0.number("data-origin-ms") } == [0, 1000])
        #expect(sections.allSatisfy { $0.all(class: "lane").count == 4 })
    }

    @Test func anAutomaticScaleIsWrittenExactly() {
        let widget = Widget()
        widget.scene.simulator.advance(by: 0.123)
        widget.scene.simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 210, y: 150), duration: 0.77)
        let picture = widget.picture
        // 900 px over the 770 ms of the drag.
        #expect(picture.section.number("data-px-per-ms") == (900.0 / 770 * 1e6).rounded() / 1e6)
        #expect(picture.section.number("data-origin-ms") == 100)
        Self.expectPositionsMatchTimes(picture)
    }

    @Test func theScaleCanBeChosen() {
        let widget = Widget()
        Self.playShortDrag(widget)
        let picture = Picture(widget.recorder.svg(SVGTimeline(pixelsPerMillisecond: 5)))
        #expect(picture.section.number("data-px-per-ms") == 5)
        Self.expectPositionsMatchTimes(picture)
    }
}

extension TalkWidget {
    /// The widget's timeline so far, rendered and parsed.
    var picture: TimelineSVGTests.Picture { TimelineSVGTests.Picture(recorder.svg()) }
}
