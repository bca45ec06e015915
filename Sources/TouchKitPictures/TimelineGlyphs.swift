import TouchKit

/// How ``SVGTimeline`` draws each kind of span and mark, and the legend that explains them: one place for the
/// picture's vocabulary, so the lanes and the legend cannot disagree.
///
/// Colours follow the talks' slides loosely: grey while undecided, warm while recognizing, green when recognized,
/// red when failed.
enum TimelineGlyphs {
    // MARK: Spans

    /// The fill of a span of `kind` on a lane of `lane`'s kind.
    static func fill(_ kind: Timeline.Span.Kind, on lane: Timeline.Lane.Kind) -> String {
        switch kind {
        case .possible: "#d9dee4"
        case .began: "#ffd166"
        case .changed: "#f4a261"
        case .ended: "#2a9d8f"
        case .recognized: "#52b788"
        case .failed: "#e63946"
        case .cancelled: "#8d99ae"
        case .waiting: "url(#waiting-hatch)"
        case .touching: lane == .finger ? "#adb5bd" : "#b7e4c7"
        case .delayed: "#ffe8a3"
        }
    }

    /// The span's vertical extent relative to the lane's centre line: (offset of the top, height).
    static func band(_ kind: Timeline.Span.Kind, on lane: Timeline.Lane.Kind) -> (top: Double, height: Double) {
        switch (kind, lane) {
        case (.touching, .finger): (-2, 4)
        case (.waiting, _): (8, 5)
        case (.touching, _), (.delayed, _): (-5, 10)
        default: (-7, 14)
        }
    }

    /// Extra attributes for a span's rectangle (outlines for delays).
    static func spanStyle(_ kind: Timeline.Span.Kind) -> [(String, String)] {
        kind == .delayed ? [("stroke", "#e09f3e"), ("stroke-dasharray", "3 2")] : []
    }

    // MARK: Marks

    /// The shape of a mark, centred on (0, 0) at the lane's centre line.
    static func glyph(_ kind: Timeline.Mark.Kind) -> SVGElement {
        switch kind {
        case .began: SVGElement("circle", [("r", "4.5"), ("fill", "#222")])
        case .moved: SVGElement("path", [("d", "M0,-5V5"), ("stroke", "#555"), ("stroke-width", "1")])
        case .stationary: SVGElement("circle", [("r", "2.5"), ("fill", "none"), ("stroke", "#555")])
        case .ended: SVGElement("rect", [("x", "-4"), ("y", "-4"), ("width", "8"), ("height", "8"), ("fill", "#222")])
        case .cancelled: cross(size: 4, color: "#d62828")
        case .hitTest: SVGElement("path", [("d", "M-3,-15L3,-12L-3,-9Z"), ("fill", "#6c757d")])
        case .action:
            SVGElement("path", [("d", "M0,-6L6,0L0,6L-6,0Z"), ("fill", "#1d3557"), ("stroke", "#fff"), ("stroke-width", "1")])
        case .prevented: cross(size: 5, color: "#d62828")
        case .waitingForFailure: SVGElement("path", [("d", "M-4,-6H4L-4,6H4Z"), ("fill", "#457b9d")])
        case .requirementFailed: SVGElement("path", [("d", "M0,-6L6,5H-6Z"), ("fill", "#2a9d8f")])
        case .requirementRecognized: SVGElement("path", [("d", "M-6,-5H6L0,6Z"), ("fill", "#d62828")])
        case .delayed:
            SVGElement("rect", [
                ("x", "-4"), ("y", "-4"), ("width", "8"), ("height", "8"), ("fill", "#fff"), ("stroke", "#e09f3e"),
                ("stroke-width", "2"),
            ])
        case .flushed: SVGElement("path", [("d", "M-4,-5L5,0L-4,5Z"), ("fill", "#2a9d8f")])
        case .dropped:
            SVGElement("path", [("d", "M-5,0A5,5 0 1,0 5,0A5,5 0 1,0 -5,0ZM-3.5,3.5L3.5,-3.5"), ("fill", "#fff"), ("stroke", "#6c757d"), ("stroke-width", "1.5")])
        }
    }

    /// Whether the mark's note is written beside it (the others keep it in their tooltip).
    static func writesNote(_ kind: Timeline.Mark.Kind) -> Bool {
        switch kind {
        case .hitTest, .prevented, .waitingForFailure, .requirementFailed, .requirementRecognized: true
        default: false
        }
    }

    private static func cross(size: Double, color: String) -> SVGElement {
        let s = SVGElement.number(size)
        return SVGElement("path", [
            ("d", "M-\(s),-\(s)L\(s),\(s)M-\(s),\(s)L\(s),-\(s)"), ("stroke", color), ("stroke-width", "2.5"),
            ("stroke-linecap", "round"),
        ])
    }

    // MARK: Definitions and legend

    /// The `defs` the glyphs refer to: the hatching of a wait.
    static func definitions() -> SVGElement {
        SVGElement("defs", children: [
            SVGElement("pattern", [
                ("id", "waiting-hatch"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"),
                ("patternTransform", "rotate(45)"),
            ], children: [
                SVGElement("rect", [("width", "6"), ("height", "6"), ("fill", "#dbe7f0")]),
                SVGElement("rect", [("width", "3"), ("height", "6"), ("fill", "#457b9d")]),
            ]),
        ])
    }

    /// One legend entry: a sample and its words.
    private struct Entry {
        var key: String
        var label: String
        var sample: SVGElement
    }

    /// The legend at `(x, y)`, wrapped to `width`; returns it and its height.
    static func legend(x: Double, y: Double, width: Double) -> (element: SVGElement, height: Double) {
        let states: [(Timeline.Span.Kind, String)] = [
            (.possible, "possible"), (.began, "began"), (.changed, "changed"), (.ended, "ended"),
            (.recognized, "recognized"), (.failed, "failed"), (.cancelled, "cancelled"),
        ]
        let rows: [(String, [Entry])] = [
            ("Recognizer states", states.map { kind, label in
                Entry(key: "span-\(kind.rawValue)", label: label, sample: swatch(kind, lane: .recognizer))
            }),
            ("Spans", [
                Entry(key: "span-waiting", label: "waits for a failure", sample: swatch(.waiting, lane: .recognizer)),
                Entry(key: "span-touching-finger", label: "finger down", sample: swatch(.touching, lane: .finger)),
                Entry(key: "span-touching-view", label: "view has the touch", sample: swatch(.touching, lane: .view)),
                Entry(key: "span-delayed", label: "delivery delayed", sample: swatch(.delayed, lane: .view)),
            ]),
            ("Marks", [
                markEntry(.began, "began"), markEntry(.moved, "moved"), markEntry(.ended, "ended"),
                markEntry(.cancelled, "cancelled"), markEntry(.hitTest, "hit test"), markEntry(.action, "action sent"),
                markEntry(.prevented, "prevented (excluded)"), markEntry(.waitingForFailure, "waits for failure"),
                markEntry(.requirementFailed, "requirement failed"), markEntry(.requirementRecognized, "requirement recognized"),
                markEntry(.delayed, "delivery delayed"), markEntry(.flushed, "delayed touches flushed"),
                markEntry(.dropped, "delayed touches dropped"),
            ]),
        ]
        var group = SVGElement("g", [("class", "legend")])
        group.append(SVGElement("text", [("x", SVGElement.number(x)), ("y", SVGElement.number(y + 12)), ("class", "heading")], text: "Legend"))
        var rowY = y + 24
        let entryWidth = 150.0
        let headingWidth = 130.0
        let perLine = max(1, Int((width - headingWidth) / entryWidth))
        for (heading, entries) in rows {
            group.append(SVGElement("text", [("x", SVGElement.number(x)), ("y", SVGElement.number(rowY + 4)), ("class", "label")], text: heading))
            for (index, entry) in entries.enumerated() {
                let column = index % perLine
                let line = index / perLine
                let entryX = x + headingWidth + Double(column) * entryWidth
                let entryY = rowY + Double(line) * 20
                var item = SVGElement("g", [
                    ("class", "legend-entry"), ("data-legend", entry.key),
                    ("transform", "translate(\(SVGElement.number(entryX)) \(SVGElement.number(entryY)))"),
                ])
                item.append(entry.sample)
                item.append(SVGElement("text", [("x", "22"), ("y", "4"), ("class", "small")], text: entry.label))
                group.append(item)
            }
            rowY += Double((entries.count + perLine - 1) / perLine) * 20 + 6
        }
        return (group, rowY - y)
    }

    private static func swatch(_ kind: Timeline.Span.Kind, lane: Timeline.Lane.Kind) -> SVGElement {
        let band = band(kind, on: lane)
        return SVGElement("rect", [
            ("x", "0"), ("y", SVGElement.number(-band.height / 2)), ("width", "16"), ("height", SVGElement.number(band.height)),
            ("fill", fill(kind, on: lane)),
        ] + spanStyle(kind))
    }

    private static func markEntry(_ kind: Timeline.Mark.Kind, _ label: String) -> Entry {
        var sample = SVGElement("g", [("transform", kind == .hitTest ? "translate(8 12)" : "translate(8 0)")])
        sample.append(glyph(kind))
        return Entry(key: "mark-\(kind.rawValue)", label: label, sample: sample)
    }
}
