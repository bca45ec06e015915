import TouchKit
import TouchKitTesting

/// What a pencil adds to a touch, drawn: a canvas whose strokes are as wide as the pencil presses (`UITouch.force`
/// over `maximumPossibleForce`), broader the more it is tilted (`altitudeAngle`), with a needle at the tip pointing
/// where it leans (`azimuthUnitVector(in:)`); every coalesced sample (`UIEvent.coalescedTouches(for:)`, several per
/// frame for a pencil) is a dot on the stroke, and the predicted touches (`predictedTouches(for:)`) are drawn faintly
/// ahead of it until the next event replaces them. A finger draws a thin line of one sample per frame, no needle
/// and no prediction, so the difference shows side by side (the 2017 talk's Modern User Interaction on iOS).
enum PencilDrawingDemo {
    /// The canvas: draws each touch's stroke from its coalesced samples, with views (TouchKit draws no paths).
    @MainActor
    final class Canvas: UIView {
        /// The stroke segments, dots, needle and predicted segments on the canvas now.
        private(set) var segments: [UIView] = []
        private(set) var dots: [UIView] = []
        private(set) var predicted: [UIView] = []
        let needle = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 2))
        /// The last sample drawn of each touch.
        private var lastPoints: [ObjectIdentifier: CGPoint] = [:]
        /// What the last event brought, for the status line and the tests.
        private(set) var lastCoalescedCount = 0
        private(set) var lastPredictedCount = 0
        private(set) var lastWidth: CGFloat = 0
        var report: ((UITouch, Int, Int) -> Void)?
        /// Views kept at most; the oldest strokes go first (a long session in the playground stays light).
        static let viewLimit = 1500

        override init(frame: CGRect) {
            super.init(frame: frame)
            needle.backgroundColor = DemoLook.systemRed
            needle.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
            needle.isHidden = true
            needle.isUserInteractionEnabled = false
            addSubview(needle)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        /// How wide a sample draws: a pencil by its force (2 to 14 pt), broadened up to 2.5× as it tilts from upright
        /// to flat; anything else 3 pt.
        static func width(of touch: UITouch) -> CGFloat {
            guard touch.type == .pencil else { return 3 }
            let pressure = min(max(touch.force / max(touch.maximumPossibleForce, 0.001), 0), 1)
            let tilt = 1 - min(max(touch.altitudeAngle / (.pi / 2), 0), 1)
            return (2 + 12 * pressure) * (1 + 1.5 * tilt)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches { lastPoints[ObjectIdentifier(touch)] = touch.location(in: self) }
            draw(touches, event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { draw(touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }

        private func draw(_ touches: Set<UITouch>, _ event: UIEvent?) {
            clearPredicted()
            for touch in touches {
                let samples = event?.coalescedTouches(for: touch) ?? [touch]
                let isPencil = touch.type == .pencil
                var from = lastPoints[ObjectIdentifier(touch)] ?? touch.location(in: self)
                for sample in samples {
                    let point = sample.location(in: self)
                    let width = Self.width(of: sample)
                    segments.append(segment(from: from, to: point, width: width, color: isPencil ? DemoLook.ink : .systemBlue))
                    if isPencil { dots.append(dot(at: point)) }
                    trim()
                    from = point
                    lastWidth = width
                }
                lastPoints[ObjectIdentifier(touch)] = from
                let ahead = event?.predictedTouches(for: touch) ?? []
                var previous = from
                for sample in ahead {
                    let point = sample.location(in: self)
                    let faint = segment(from: previous, to: point, width: Self.width(of: touch), color: DemoLook.ink)
                    faint.alpha = 0.25
                    faint.accessibilityIdentifier = "predicted"
                    predicted.append(faint)
                    previous = point
                }
                if isPencil { point(needleAt: from, for: touch) }
                lastCoalescedCount = samples.count
                lastPredictedCount = ahead.count
                report?(touch, samples.count, ahead.count)
            }
        }

        private func finish(_ touches: Set<UITouch>) {
            for touch in touches { lastPoints[ObjectIdentifier(touch)] = nil }
            clearPredicted()
            needle.isHidden = true
        }

        private func clearPredicted() {
            for view in predicted { view.removeFromSuperview() }
            predicted.removeAll()
        }

        /// The needle from the tip along the azimuth, as long as the pencil leans (none when upright).
        private func point(needleAt point: CGPoint, for touch: UITouch) {
            let direction = touch.azimuthUnitVector(in: self)
            let lean = cos(touch.altitudeAngle)
            needle.isHidden = lean < 0.05
            needle.bounds.size.width = 60 * lean
            needle.center = point
            needle.transform = CGAffineTransform(rotationAngle: atan2(direction.dy, direction.dx))
            bringSubviewToFront(needle)
        }

        /// A segment from one point to another: a rounded bar `width` thick, rotated onto the line.
        private func segment(from start: CGPoint, to end: CGPoint, width: CGFloat, color: UIColor) -> UIView {
            let length = max(hypot(end.x - start.x, end.y - start.y), 0.5)
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: length + width, height: width))
            bar.backgroundColor = color
            bar.layer.cornerRadius = width / 2
            bar.isUserInteractionEnabled = false
            bar.center = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
            bar.transform = CGAffineTransform(rotationAngle: atan2(end.y - start.y, end.x - start.x))
            // Under every dot, so the samples show on a wide stroke.
            insertSubview(bar, at: 0)
            return bar
        }

        private func dot(at point: CGPoint) -> UIView {
            let dot = UIView(frame: CGRect(x: point.x - 2.5, y: point.y - 2.5, width: 5, height: 5))
            dot.backgroundColor = DemoLook.systemOrange
            dot.layer.cornerRadius = 2.5
            dot.isUserInteractionEnabled = false
            insertSubview(dot, belowSubview: needle)
            return dot
        }

        /// Lets go of the oldest views past ``viewLimit``.
        private func trim() {
            while segments.count + dots.count > Self.viewLimit {
                let oldest = dots.isEmpty ? segments.removeFirst() : dots.removeFirst()
                oldest.removeFromSuperview()
            }
        }

        /// Wipes the canvas.
        func clear() {
            for view in segments + dots { view.removeFromSuperview() }
            segments.removeAll()
            dots.removeAll()
            clearPredicted()
        }
    }

    /// The scene: the canvas, a legend, a Clear button, the status line telling the last sample.
    @MainActor
    final class Scene: DemoStage {
        let (window, simulator) = demoStage()
        let canvas: Canvas
        let status: UILabel
        let clearButton = UIButton(frame: CGRect(x: 290, y: 36, width: 84, height: 44))

        init() {
            canvas = DemoLook.ground(Canvas(frame: window.bounds), name: "canvas", color: .white, in: window)
            canvas.isMultipleTouchEnabled = true
            DemoLook.hint("draw with a pen (press harder, tilt it); then with a finger or the mouse", in: window)
            let legend = DemoLook.label("pencil: width = force, broader when tilted\ndots = coalesced samples · faint = predicted",
                                        frame: CGRect(x: 12, y: 84, width: 366, height: 36), size: 12,
                                        color: DemoLook.secondaryInk, lines: 2)
            window.addSubview(legend)
            clearButton.accessibilityIdentifier = "clear"
            clearButton.backgroundColor = UIColor(white: 0.9, alpha: 1)
            clearButton.layer.cornerRadius = 8
            DemoLook.title(clearButton, "Clear", color: .systemBlue)
            window.addSubview(clearButton)
            status = DemoLook.status("Nothing drawn yet", in: window)
            clearButton.addAction(UIAction { [unowned self] _ in
                canvas.clear()
                status.text = "Cleared"
            }, for: .touchUpInside)
            canvas.report = { [unowned self] touch, coalesced, predicted in
                status.text = Self.describe(touch, coalesced: coalesced, predicted: predicted)
            }
        }

        /// The status line for a sample: its kind, force and tilt, and how many samples the event brought.
        static func describe(_ touch: UITouch, coalesced: Int, predicted: Int) -> String {
            guard touch.type == .pencil else { return "\(touch.type): \(coalesced) sample per event, no force, no prediction" }
            let force = String(format: "%.2f", Double(touch.force / max(touch.maximumPossibleForce, 0.001)))
            let altitude = Int((touch.altitudeAngle * 180 / .pi).rounded())
            return "pencil: force \(force), altitude \(altitude)° · \(coalesced) coalesced, \(predicted) predicted"
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        let simulator = scene.simulator
        func wave(y: CGFloat) -> [CGPoint] {
            (0...8).map { CGPoint(x: 40 + CGFloat($0) * 38, y: y + ($0 % 2 == 0 ? -25 : 25)) }
        }
        let maximum = TouchHost.pencilMaximumPossibleForce
        let strokes: [(String, CGFloat, CGFloat, CGFloat)] = [
            ("light, upright", 0.15, .pi / 2, 200), ("hard, upright", 0.9, .pi / 2, 330), ("hard, tilted 60°", 0.9, .pi / 6, 460),
        ]
        for (label, pressure, altitude, y) in strokes {
            output.say("Pencil stroke, \(label) (force \(pressure) of the maximum, altitude \(Int((altitude * 180 / .pi).rounded()))°), 4 samples a frame:")
            let before = (scene.canvas.segments.count, scene.canvas.dots.count)
            simulator.pencilStroke(through: wave(y: y), duration: 0.4, samplesPerFrame: 4, force: pressure * maximum,
                                   altitudeAngle: altitude, azimuthAngle: .pi / 4)
            output.say("  \(scene.canvas.dots.count - before.1) samples drawn as dots, \(scene.canvas.segments.count - before.0) segments, "
                + "\(DrawerDemo.format(scene.canvas.lastWidth)) pt wide")
        }
        output.say("The same wave held mid-stroke: the predicted touches run ahead of the pencil, faintly.")
        let held = wave(y: 590)
        simulator.pencilStroke(through: held, duration: 0.3, force: 0.5 * maximum, altitudeAngle: .pi / 3, lift: false)
        output.say("  \(scene.canvas.predicted.count) predicted segments ahead; \(scene.status.text ?? "")")
        simulator.host.send(PencilSample(.ended, location: held[held.count - 1], timestamp: simulator.now, force: 0, altitudeAngle: .pi / 3))
        output.say("A finger draws the wave: one sample a frame, no force, no prediction.")
        let before = scene.canvas.segments.count
        let line = wave(y: 720)
        let finger = simulator.down(at: line[0])
        for point in line.dropFirst() { simulator.move(finger, to: point, duration: 0.05) }
        simulator.up(finger)
        output.say("  \(scene.canvas.segments.count - before) segments, \(scene.canvas.predicted.count) predicted; \(scene.status.text ?? "")")
    }
}
