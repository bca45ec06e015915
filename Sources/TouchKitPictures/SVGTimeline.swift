import TouchKit

/// Draws a ``Timeline`` as an SVG document, the way the WWDC talks draw arbitration: a time axis in milliseconds,
/// then a lane per finger, per gesture recognizer and per view, and a legend.
///
/// - Finger lanes: the touch's samples (began, moved, stationary, ended, cancelled) and where it was hit-tested.
/// - Recognizer lanes: the states as coloured spans, action sends as diamonds, exclusion ("prevented by pan") and
///   failure requirements ("waits for tap", "tap failed", "tap recognized") written out.
/// - View lanes: the responder calls the view got, and deliveries delayed, flushed or dropped.
///
/// ```swift
/// let recorder = TimelineRecorder(window: window)
/// // … drive the scene …
/// try SVGTimeline().render(recorder.timeline).write(toFile: "timeline.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The document is plain, well-formed XML. Every lane, span and mark carries `data-` attributes, so tools and tests
/// can read the picture back without measuring it:
/// - each timeline is a `<g class="timeline">` with `data-origin-ms`, `data-px-per-ms` and `data-plot-x`: a time
///   `t` ms is drawn at `x = plot-x + (t − origin-ms) × px-per-ms`;
/// - each lane is a `<g class="lane">` with `data-lane` (``Timeline/Lane/id``), `data-lane-kind` and `data-title`;
/// - each span is a `<rect class="span">` with `data-kind`, `data-start-ms`, `data-end-ms`, `data-x` (its start's
///   position) and, where they apply, `data-finger`, `data-note`, `data-cause`, `data-open`; a recognizer's states
///   at one instant are drawn side by side, so the rectangle may start a few px after `data-x`;
/// - each mark is a `<g class="mark">` translated to its time, with `data-kind`, `data-time-ms`, `data-x` and, where
///   they apply, `data-finger`, `data-note`, `data-cause`.
///
/// UIKit has no equivalent: this is a TouchKit tool.
///
/// See also ``TimelineRecorder``, ``SVGSnapshot``.
public struct SVGTimeline: Sendable {
    /// The horizontal scale. Nil (the default) fits each timeline into about 900 px, between 0.2 and 12 px per ms.
    public var pixelsPerMillisecond: Double?
    /// The height of one lane, in px.
    public var laneHeight: Double
    /// Whether the legend is drawn under the lanes.
    public var showsLegend: Bool

    /// A renderer with the given scale (nil: automatic), lane height and legend.
    public init(pixelsPerMillisecond: Double? = nil, laneHeight: Double = 30, showsLegend: Bool = true) {
        self.pixelsPerMillisecond = pixelsPerMillisecond
        self.laneHeight = laneHeight
        self.showsLegend = showsLegend
    }

    /// The SVG document for one timeline.
    public func render(_ timeline: Timeline) -> String {
        render([timeline])
    }

    /// The SVG document for several timelines stacked one under the other (several windows of one scene, each on
    /// its own clock), sharing one legend.
    public func render(_ timelines: [Timeline]) -> String {
        let margin = 16.0
        let longestLabel = timelines.flatMap(\.lanes).map { max($0.title.count, $0.detail?.count ?? 0) }.max() ?? 0
        let labelWidth = min(max(Double(longestLabel) * 6.6 + 20, 110), 360)
        let plotX = margin + labelWidth

        var sections: [SVGElement] = []
        var y = margin
        var width = 780.0
        for (index, timeline) in timelines.enumerated() {
            let section = layOut(timeline, index: index, plotX: plotX, top: y)
            sections.append(section.element)
            y += section.height + 20
            width = max(width, section.width)
        }

        var root = SVGElement("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("class", "touchkit-timeline"),
            ("font-family", "Helvetica, Arial, sans-serif"),
        ])
        root.append(Self.styleSheet())
        root.append(TimelineGlyphs.definitions())
        root.append(SVGElement("rect", [("class", "background"), ("width", "100%"), ("height", "100%"), ("fill", "#fff")]))
        for section in sections { root.append(section) }
        if showsLegend {
            let legend = TimelineGlyphs.legend(x: margin, y: y, width: width - 2 * margin)
            root.append(legend.element)
            y += legend.height + 8
        }
        let height = (y + margin).rounded(.up)
        width = width.rounded(.up)
        root.set("width", width)
        root.set("height", height)
        root.set("viewBox", "0 0 \(SVGElement.number(width)) \(SVGElement.number(height))")
        return root.document()
    }

    // MARK: One timeline

    /// The horizontal mapping of one timeline.
    struct Scale {
        var originMilliseconds: Double
        var pixelsPerMillisecond: Double
        var plotX: Double
        var tickMilliseconds: Double

        func x(_ time: TimeInterval) -> Double { plotX + (time * 1000 - originMilliseconds) * pixelsPerMillisecond }
    }

    func scale(for timeline: Timeline, plotX: Double) -> Scale {
        let startMilliseconds = timeline.start * 1000
        let duration = max((timeline.end - timeline.start) * 1000, 1)
        let chosen = pixelsPerMillisecond.map { max($0, 1e-6) } ?? min(max(900 / duration, 0.2), 12)
        // Rounded as `data-px-per-ms` writes it, so a reader of the attributes computes exactly the drawn positions.
        let perMillisecond = max((chosen * 1e6).rounded() / 1e6, 1e-6)
        // The smallest 1-2-5 step that leaves at least 70 px between ticks.
        var tick = 0.1
        var step = 0
        while tick * perMillisecond < 70 {
            tick *= [2, 2.5, 2][step % 3]
            step += 1
        }
        tick = (tick * 1e6).rounded() / 1e6
        let origin = ((startMilliseconds / tick).rounded(.down) * tick * 1000).rounded() / 1000
        return Scale(
            originMilliseconds: origin, pixelsPerMillisecond: perMillisecond, plotX: plotX, tickMilliseconds: tick)
    }

    private func layOut(_ timeline: Timeline, index: Int, plotX: Double, top: Double) -> (element: SVGElement, height: Double, width: Double) {
        let scale = scale(for: timeline, plotX: plotX)
        let plotEnd = scale.x(timeline.end) + 12
        var section = SVGElement("g", [
            ("class", "timeline"), ("data-index", String(index)),
            ("data-origin-ms", SVGElement.number(scale.originMilliseconds)),
            ("data-px-per-ms", SVGElement.number(scale.pixelsPerMillisecond, decimals: 6)),
            ("data-plot-x", SVGElement.number(plotX)),
            ("data-start-ms", SVGElement.number(timeline.start * 1000)),
            ("data-end-ms", SVGElement.number(timeline.end * 1000)),
        ])
        if let title = timeline.title { section.set("data-title", title) }
        var y = top
        if let title = timeline.title {
            section.append(SVGElement("text", [("x", "16"), ("y", SVGElement.number(y + 14)), ("class", "title")], text: title))
            y += 26
        }
        let axisY = y + 22
        var lanes: [SVGElement] = []
        var rightmost = plotEnd
        var laneY = axisY + 10
        if timeline.lanes.isEmpty {
            lanes.append(SVGElement("text", [("x", SVGElement.number(plotX)), ("y", SVGElement.number(laneY + 18)), ("class", "label")], text: "No touches were traced."))
            laneY += 30
        }
        let groups: [(Timeline.Lane.Kind, String)] = [(.finger, "Fingers"), (.recognizer, "Gesture recognizers"), (.view, "Views")]
        for (kind, heading) in groups {
            let members = timeline.lanes.filter { $0.kind == kind }
            guard !members.isEmpty else { continue }
            lanes.append(SVGElement("text", [("x", "16"), ("y", SVGElement.number(laneY + 13)), ("class", "heading")], text: heading))
            laneY += 18
            for (row, lane) in members.enumerated() {
                let drawn = draw(lane, top: laneY, shaded: row % 2 == 0, scale: scale, plotEnd: plotEnd)
                lanes.append(drawn.element)
                rightmost = max(rightmost, drawn.notesEnd)
                laneY += laneHeight
            }
            laneY += 6
        }
        section.append(axis(scale: scale, y: axisY, bottom: laneY, plotEnd: plotEnd))
        for lane in lanes { section.append(lane) }
        return (section, laneY - top, rightmost + 24)
    }

    /// The time axis with its ticks and labels, and the tick lines through the lanes.
    private func axis(scale: Scale, y: Double, bottom: Double, plotEnd: Double) -> SVGElement {
        var group = SVGElement("g", [("class", "axis")])
        group.append(SVGElement("path", [("d", "M\(SVGElement.number(scale.plotX)),\(SVGElement.number(y))H\(SVGElement.number(plotEnd))"), ("stroke", "#333")]))
        var tick = scale.originMilliseconds
        var count = 0
        while scale.plotX + (tick - scale.originMilliseconds) * scale.pixelsPerMillisecond <= plotEnd + 0.5, count < 10_000 {
            let x = scale.plotX + (tick - scale.originMilliseconds) * scale.pixelsPerMillisecond
            let xText = SVGElement.number(x)
            group.append(SVGElement("path", [("class", "grid"), ("d", "M\(xText),\(SVGElement.number(y))V\(SVGElement.number(bottom))"), ("stroke", "#e3e6ea")]))
            group.append(SVGElement("path", [("d", "M\(xText),\(SVGElement.number(y - 4))V\(SVGElement.number(y + 4))"), ("stroke", "#333")]))
            var label = SVGElement("text", [
                ("class", "tick"), ("x", xText), ("y", SVGElement.number(y - 8)), ("text-anchor", "middle"),
                ("data-time-ms", SVGElement.number(tick)),
            ], text: "\(SVGElement.number(tick)) ms")
            label.set("data-x", x)
            group.append(label)
            count += 1
            tick = scale.originMilliseconds + Double(count) * scale.tickMilliseconds
        }
        return group
    }

    /// The lane's group, and where its last written note ends.
    private func draw(_ lane: Timeline.Lane, top: Double, shaded: Bool, scale: Scale, plotEnd: Double) -> (element: SVGElement, notesEnd: Double) {
        let center = top + laneHeight / 2
        var group = SVGElement("g", [
            ("class", "lane"), ("data-lane", lane.id), ("data-lane-kind", lane.kind.rawValue), ("data-title", lane.title),
        ])
        if shaded {
            group.append(SVGElement("rect", [
                ("class", "lane-background"), ("x", "8"), ("y", SVGElement.number(top)),
                ("width", SVGElement.number(plotEnd - 8)), ("height", SVGElement.number(laneHeight)), ("fill", "#f6f7f9"),
            ]))
        }
        if let detail = lane.detail {
            group.append(SVGElement("text", [("class", "label"), ("x", "24"), ("y", SVGElement.number(center - 2))], text: lane.title))
            group.append(SVGElement("text", [("class", "small"), ("x", "24"), ("y", SVGElement.number(center + 10))], text: detail))
        } else {
            group.append(SVGElement("text", [("class", "label"), ("x", "24"), ("y", SVGElement.number(center + 4))], text: lane.title))
        }
        // A recognizer's states follow one another, so several at one instant (began, changed and ended in one
        // event) are drawn side by side rather than on top of each other.
        var statesEnd = -Double.infinity
        for span in lane.spans {
            var x = scale.x(span.start)
            if lane.kind == .recognizer && span.kind != .waiting {
                x = max(x, statesEnd)
                statesEnd = max(x + Self.minimumSpanWidth, scale.x(span.end))
            }
            group.append(draw(span, on: lane, x: x, center: center, scale: scale))
        }
        var notesEnd = -Double.infinity
        for mark in lane.marks {
            group.append(draw(mark, on: lane, center: center, scale: scale, notesEnd: &notesEnd))
        }
        return (group, notesEnd)
    }

    /// Spans shorter than this are drawn this wide, so an instant state (failed at once) still shows.
    static let minimumSpanWidth = 3.0

    /// Draws `span` from `x` (its start's position, or just after the state before it when that was an instant).
    private func draw(_ span: Timeline.Span, on lane: Timeline.Lane, x: Double, center: Double, scale: Scale) -> SVGElement {
        let band = TimelineGlyphs.band(span.kind, on: lane.kind)
        let width = max(scale.x(span.end) - x, Self.minimumSpanWidth)
        var rect = SVGElement("rect", [
            ("class", "span"), ("data-kind", span.kind.rawValue),
            ("data-start-ms", SVGElement.number(span.start * 1000)), ("data-end-ms", SVGElement.number(span.end * 1000)),
            ("data-x", SVGElement.number(scale.x(span.start))),
            ("x", SVGElement.number(x)), ("y", SVGElement.number(center + band.top)),
            ("width", SVGElement.number(width)), ("height", SVGElement.number(band.height)),
            ("fill", TimelineGlyphs.fill(span.kind, on: lane.kind)),
        ] + TimelineGlyphs.spanStyle(span.kind))
        if let finger = span.finger { rect.set("data-finger", String(finger)) }
        if let note = span.note { rect.set("data-note", note) }
        if let cause = span.cause { rect.set("data-cause", cause) }
        if span.isOpen { rect.set("data-open", "true") }
        var tooltip = "\(lane.title): \(span.kind.rawValue) \(SVGElement.number(span.start * 1000))–\(SVGElement.number(span.end * 1000)) ms"
        if let note = span.note { tooltip += " (\(note))" }
        rect.append(SVGElement("title", text: tooltip))
        return rect
    }

    /// Draws `mark`; its note, if written, starts after the lane's previous note (`notesEnd`) so they never overlap.
    private func draw(_ mark: Timeline.Mark, on lane: Timeline.Lane, center: Double, scale: Scale, notesEnd: inout Double) -> SVGElement {
        let x = scale.x(mark.time)
        var group = SVGElement("g", [
            ("class", "mark"), ("data-kind", mark.kind.rawValue), ("data-time-ms", SVGElement.number(mark.time * 1000)),
            ("data-x", SVGElement.number(x)),
            ("transform", "translate(\(SVGElement.number(x)) \(SVGElement.number(center)))"),
        ])
        if let finger = mark.finger { group.set("data-finger", String(finger)) }
        if let note = mark.note { group.set("data-note", note) }
        if let cause = mark.cause { group.set("data-cause", cause) }
        var tooltip = "\(lane.title): \(mark.kind.rawValue) at \(SVGElement.number(mark.time * 1000)) ms"
        if let note = mark.note { tooltip += " (\(note))" }
        group.append(SVGElement("title", text: tooltip))
        group.append(TimelineGlyphs.glyph(mark.kind))
        if let note = mark.note, TimelineGlyphs.writesNote(mark.kind) {
            let noteX = max(x + 7, notesEnd + 8)
            // About 5.6 px per character at the notes' 10 px size.
            notesEnd = noteX + Double(note.count) * 5.6
            group.append(SVGElement("text", [
                ("class", "note"), ("x", SVGElement.number(noteX - x)), ("y", mark.kind == .hitTest ? "-9" : "-8"),
            ], text: note))
        }
        return group
    }

    private static func styleSheet() -> SVGElement {
        SVGElement("style", text: """
            .title { font-size: 15px; font-weight: bold; fill: #222; }
            .heading { font-size: 11px; font-weight: bold; fill: #666; letter-spacing: 0.04em; }
            .label { font-size: 12px; fill: #222; }
            .small { font-size: 10px; fill: #555; }
            .tick { font-size: 10px; fill: #444; }
            .note { font-size: 10px; fill: #1d3557; }
            """)
    }
}
