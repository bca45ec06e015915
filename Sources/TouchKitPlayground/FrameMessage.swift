import TouchKit
import TouchKitPictures

/// What the server sends a page after a frame that changed the scene: the view tree as drawn (a
/// ``TouchKit/SceneSnapshot`` in JSON, short keys), the fingers, what is new in the trace, and which pointer message
/// the frame shows (`ack`, for the latency measurement and the no-drop, no-reorder check).
struct FrameMessage: Encodable {
    let type = "frame"
    /// The engine clock's time, seconds.
    var time: Double
    /// The highest `seq` of the pointer messages applied before this frame (0: none yet).
    var ack: Int
    /// Pointer messages applied so far, and how many arrived out of order or were skipped (both stay 0 on a sound
    /// connection: the load test checks them).
    var applied: Int
    var outOfOrder: Int
    /// The window's size in points.
    var width: Double
    var height: Double
    var root: View
    var fingers: [Finger]
    /// The mouse pointer while it is over the screen (drawn as a cursor).
    var pointer: SessionState.Pointer?
    /// The pen while it hovers (drawn as its shadow).
    var pen: SessionState.Pen?
    /// Events recorded so far while the tab records (``PlaygroundTraceRecorder``).
    var recording: Int?
    /// A stopped recording's trace, once.
    var download: Download?
    /// Trace lines since the previous frame (at most ``PlaygroundSession/traceLinesPerFrame``).
    var trace: [String]
    /// What the demo said since the previous frame (its actions: "double tap: zoom in to 2×").
    var said: [String]
    /// The last touch explained, when it changed.
    var explanation: TouchExplanation?
    /// The timeline's lanes, when a touch sequence ended (sent then, not every frame: it is the biggest part).
    var timeline: TimelineLanes?

    /// One view: `m` is the affine transform to its superview's coordinates `[a, b, c, d, tx, ty]`, `b` its bounds
    /// `[x, y, width, height]`, colours `[r, g, b, a]` from 0 to 1.
    struct View: Encodable {
        var name: String
        var named: Bool
        var m: [Double]
        var b: [Double]
        var bg: [Double]?
        var alpha: Double
        var hidden: Bool
        var clips: Bool
        var radius: Double
        var border: Double
        var borderColor: [Double]?
        var indicators: [Indicator]
        /// A label's text as laid out (``TouchKit/UILabel``), drawn as the SVG pictures draw it.
        var text: Text?
        var subviews: [View]

        init(_ view: SceneSnapshot.View) {
            name = view.name
            named = view.isNamed
            let t = view.transform
            m = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
            b = Self.rect(view.bounds)
            bg = view.backgroundColor.map(Self.color)
            alpha = Double(view.alpha)
            hidden = view.isHidden
            clips = view.clipsToBounds
            radius = Double(view.cornerRadius)
            border = Double(view.borderWidth)
            borderColor = view.borderColor.map(Self.color)
            indicators = view.scrollIndicators.map { Indicator(b: Self.rect($0.frame), alpha: Double($0.alpha), color: Self.color($0.color)) }
            if case let .label(lines, alignment, fontSize, color, isEnabled) = view.content {
                text = Text(
                    lines: lines, align: alignment == .center ? "center" : alignment == .right ? "right" : "left",
                    size: Double(fontSize), color: isEnabled ? Self.color(color) : [0.6, 0.6, 0.6, 1])
            }
            subviews = view.subviews.map(View.init)
        }

        static func rect(_ rect: CGRect) -> [Double] {
            [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Double.init)
        }

        static func color(_ color: UIColor) -> [Double] {
            [color.red, color.green, color.blue, color.alpha].map(Double.init)
        }
    }

    /// A label's lines, their alignment (`left`, `center`, `right`), font size in points and colour.
    struct Text: Encodable {
        var lines: [String]
        var align: String
        var size: Double
        var color: [Double]
    }

    /// A scroll indicator, in its scroll view's bounds coordinates.
    struct Indicator: Encodable {
        var b: [Double]
        var alpha: Double
        var color: [Double]
    }

    /// A file for the page to offer as a download.
    struct Download: Encodable, Equatable {
        /// Its file name.
        var name: String
        /// Its text.
        var text: String
        /// The events in it.
        var events: Int
    }

    struct Finger: Encodable {
        var id: Int
        var x: Double
        var y: Double
        var phase: String
        /// `finger`, `pointer` (a mouse click) or `pencil`.
        var kind: String
        /// A pencil's force (0 to ``TouchKit/TouchHost/pencilMaximumPossibleForce``).
        var force: Double?
    }
}

/// The live timeline panel's data: the same lanes as the SVG timeline (``TouchKit/Timeline``), trimmed to what a
/// page draws.
struct TimelineLanes: Encodable {
    var start: Double
    var end: Double
    var lanes: [Lane]

    struct Lane: Encodable {
        var kind: String
        var title: String
        var spans: [Span]
        var marks: [Mark]
    }

    struct Span: Encodable {
        var kind: String
        var start: Double
        var end: Double
    }

    struct Mark: Encodable {
        var kind: String
        var time: Double
        var note: String?
    }

    init(_ timeline: Timeline) {
        start = timeline.start
        end = timeline.end
        lanes = timeline.lanes.map { lane in
            Lane(
                kind: lane.kind.rawValue, title: lane.title,
                spans: lane.spans.map { Span(kind: $0.kind.rawValue, start: $0.start, end: $0.end) },
                marks: lane.marks.map { Mark(kind: $0.kind.rawValue, time: $0.time, note: $0.note) })
        }
    }
}
