import TouchKit

/// The 2013 talk's second technique: the Messages app's springy bubbles. Each row hangs on a zero-length attachment
/// spring whose anchor is the row's resting place in the content, so the anchor moves with the content as it
/// scrolls. On every scroll step each row is shifted back by part of the step, more the farther it is from the
/// finger, and the animator is told with `updateItem(usingCurrentState:)`; the springs then pull the rows after the
/// content, so rows bunch up ahead of the drag and spread out behind it, and bounce into place.
enum SpringyListDemo {
    /// Rows in the list, their height and pitch (pt).
    static let rowCount = 8
    static let rowHeight: CGFloat = 44
    static let rowPitch: CGFloat = 60
    /// The talk's scroll resistance is "a fraction of the distance from the touch", with the denominator left to
    /// taste; Apple's sample code for the session used 1500 pt, as does this demo.
    static let resistanceDistance: CGFloat = 1500

    /// The list: a plain view whose bounds origin is the content offset, rows on springs, and a pan that scrolls it
    /// with the talk's stretch (and lets it spring back to the top when the finger lifts).
    @MainActor
    final class Scene: DemoStage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let list: UIView
        let animator: UIDynamicAnimator
        private(set) var springs: [UIAttachmentBehavior] = []
        private(set) var offset: CGFloat = 0
        private var settling: MediaTimer?

        init() {
            // The "scroll view": its bounds origin is the content offset, as UIScrollView's is.
            list = DemoLook.ground(UIView(frame: window.bounds), name: "list", color: .white, in: window)
            animator = UIDynamicAnimator(referenceView: list)
            for index in 0..<rowCount {
                let row = UIView(frame: CGRect(x: 16, y: 0, width: 358, height: rowHeight))
                row.accessibilityIdentifier = "row\(index)"
                row.backgroundColor = index % 2 == 0 ? .systemBlue : UIColor(white: 0.9, alpha: 1)
                row.layer.cornerRadius = 18
                row.center.y = rowPitch * CGFloat(index) + rowPitch / 2
                row.isUserInteractionEnabled = false
                row.addSubview(DemoLook.label(SpringyListDemo.bubbleTexts[index % bubbleTexts.count],
                                              frame: row.bounds.insetBy(dx: 14, dy: 0),
                                              color: index % 2 == 0 ? .white : DemoLook.ink))
                list.addSubview(row)
                let spring = UIAttachmentBehavior(item: row, attachedToAnchor: row.center)
                // The talk: length 0, so each row comes to rest exactly at its anchor; damping and frequency "by
                // trial and error" (the session's sample used 0.8 and 1 Hz).
                spring.length = 0
                spring.damping = 0.8
                spring.frequency = 1
                springs.append(spring)
                animator.addBehavior(spring)
            }
            DemoLook.hint("drag the list up or down and let go: the rows lag, then spring", in: window)
            let pan = UIPanGestureRecognizer()
            pan.name = "scroll"
            var last: CGFloat = 0
            pan.addTarget(handler: { [unowned self] recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer else { return }
                let translation = pan.translation(in: window).y
                switch pan.state {
                case .began:
                    settling?.invalidate()
                    last = 0
                case .changed:
                    scroll(by: last - translation, touchY: pan.location(in: list).y)
                    last = translation
                case .ended, .cancelled:
                    settleBack(touchY: pan.location(in: list).y)
                default:
                    break
                }
            })
            list.addGestureRecognizer(pan)
        }

        /// One scroll step of `delta` pt with the finger at `touchY` (content coordinates): the talk's stretch.
        func scroll(by delta: CGFloat, touchY: CGFloat) {
            offset += delta
            list.bounds.origin.y = offset
            for spring in springs {
                guard let row = spring.items.first else { continue }
                let resistance = abs(touchY - spring.anchorPoint.y) / resistanceDistance
                // The row keeps a share of its screen position: it moves down with the finger's delta, up to the
                // whole delta (a row that far away does not move on screen at all this step).
                row.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
                animator.updateItem(usingCurrentState: row)
            }
        }

        /// After a live drag, scrolls back to the top a third of the way each frame, stretching as a drag does.
        private func settleBack(touchY: CGFloat) {
            settling?.invalidate()
            settling = window.clock.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { [weak self] timer in
                guard let self else { return timer.invalidate() }
                let step = abs(offset) < 1 ? -offset : -offset / 3
                scroll(by: step, touchY: touchY)
                if offset == 0 { timer.invalidate() }
            }
        }
    }

    /// What the rows say, so the list reads as a conversation.
    static let bubbleTexts = ["Hi! Are you around?", "Yes, just got back.", "Lunch tomorrow?", "Sure, where?",
                              "The place by the park.", "Perfect. Noon?", "Noon it is.", "See you there!"]

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        let list = scene.list
        let animator = scene.animator
        let springs = scene.springs

        output.say("\(rowCount) rows, \(Int(rowPitch)) pt apart, each on a spring (length 0, damping 0.8, 1 Hz) to its place in the content.")
        output.say("Columns: each row's distance (pt) from its resting place on screen; + is below it.")
        // Told from here on: the animator resumed once already, when the springs were added, and paused at once
        // (every row was at its anchor).
        let log = PauseLog(output: output)
        animator.delegate = log
        output.keepAlive(log)
        let clock = scene.window.clock
        let frame = 1.0 / Double(clock.maximumFramesPerSecond)

        func report(_ label: String) {
            let columns = springs.map { spring -> String in
                let displacement = (spring.items.first?.center.y ?? 0) - spring.anchorPoint.y
                return format(displacement)
            }
            output.say("  \(label.padding(toLength: 22, withPad: " ", startingAt: 0)) \(columns.joined(separator: " "))")
        }

        output.say("  \("".padding(toLength: 22, withPad: " ", startingAt: 0)) " + (0..<rowCount).map { "row\($0)".leftPadded(to: 6) }.joined(separator: " "))
        report("at rest")

        // The finger lands on row 2 and drags the content up 240 pt over 0.25 s (15 frames of 16 pt).
        let touchStart = springs[2].anchorPoint.y
        output.say("Finger down on row2; it drags the content up 240 pt in 0.25 s:")
        for step in 1...15 {
            // The finger stays on the same content point, which is what a drag means.
            scene.scroll(by: 16, touchY: touchStart)
            clock.advance(by: frame)
            if step % 5 == 0 { report("t=\(format(Double(step) * frame, digits: 3)) s offset \(Int(scene.offset))") }
        }
        output.say("Finger lifts; the springs bring the rows back:")
        var time = 0.25
        for step in 1...240 {
            clock.advance(by: frame)
            time += frame
            if step % 10 == 0 || !animator.isRunning {
                report("t=\(format(time, digits: 3)) s")
            }
            if !animator.isRunning { break }
        }
        output.say("Row frames a collection view would ask about (items(in:) the visible rect):")
        let visible = animator.items(in: list.bounds)
        output.say("  \(visible.count) rows intersect the visible rect \(Int(list.bounds.minY))–\(Int(list.bounds.maxY)).")
        // The scene is left at the top, quietly, for the next person to drag.
        animator.delegate = nil
        scene.scroll(by: -scene.offset, touchY: touchStart)
        clock.advance(by: 3)
    }

    /// Reports the animator's pause and resume.
    @MainActor
    final class PauseLog: UIDynamicAnimatorDelegate {
        let output: DemoOutput
        init(output: DemoOutput) { self.output = output }
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { output.say("  (animator resumes)") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
            output.say("  (animator pauses: everything at rest after \(format(animator.elapsedTime, digits: 3)) s of simulation)")
        }
    }

    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        let text = rounded == 0 ? "0.0" : (rounded > 0 ? "+" : "") + String(describing: rounded)
        return text.leftPadded(to: 6)
    }

    static func format(_ value: Double, digits: Int) -> String {
        let scale = pow(10, Double(digits))
        return String(describing: (value * scale).rounded() / scale)
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
