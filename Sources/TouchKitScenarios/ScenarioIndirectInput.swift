import TouchKit
import TouchKitTesting

/// The pointer, the wheel, the trackpad and the pencil in the storm's and the fuzzer's scenes (issue 33): hover
/// moves, clicks with any buttons and modifier keys (a secondary click, a Control-click), drags, wheel steps,
/// trackpad scrolls with their phases and the coasting after the lift (and the touch that stops it), trackpad pinches
/// and rotations, pencil strokes with force, tilt and several samples a frame (coalesced touches), refinements of
/// estimated force, pencil hover, and bad input of each kind: NaN deltas, a wheel of a billion lines, phases out of
/// order, a trackpad gesture that never ends, buttons released that were never pressed, a pencil that hovers forever.
/// The scene gains what listens to them: hover recognizers, taps that want the secondary button, pans that allow
/// scrolling, pencil-only pans, pointer and pencil interactions.
///
/// Decoded from side input stream 7 only, and kept out of the scene's view and recognizer lists, so inputs kept from
/// before these existed decode to the same scene and finger stream; a step of this kind may come after any step of
/// the finger stream, so fingers, the pointer and the pencil mix in one script. The recognizers added here take no
/// fingers (`allowedTouchTypes`), most of the time, so the finger stream meets the scene it met before.
///
/// UIKit has no such type; it is TouchKit's own.
@MainActor
struct ScenarioIndirectInput {
    private var input: FuzzInput
    /// How many hover recognizers, pointer-only taps, scroll pans, pencil pans and interactions were placed.
    private(set) var placed = 0
    /// How many steps of each kind were played, by name, for tests that the stream does play them.
    private(set) var stepsPlayed: [String: Int] = [:]
    /// The pencil sent something: it leaves its range when the stream finishes.
    private var pencilUsed = false
    /// The estimation update indices of pencil samples still awaiting refinement, as the stroke returned them.
    private var awaitingRefinement: [Int] = []

    /// Places up to four listeners in `scenario`'s views, from `input`.
    init(input: FuzzInput, scenario: TouchScenario) {
        self.input = input
        for view in scenario.views.dropFirst() where self.input.chance(1, in: 4) {
            place(on: view, scenario: scenario)
            if placed >= 4 { break }
        }
    }

    private mutating func place(on view: UIView, scenario: TouchScenario) {
        let plan = IndirectPlan(from: &input, scenario: scenario)
        switch input.int(in: 0...5) {
        case 0:
            let hover = UIHoverGestureRecognizer()
            hover.addTarget(handler: { _ in plan.fire() })
            view.addGestureRecognizer(hover)
        case 1:
            // A secondary click, or a Control-click, as apps ask for a context action.
            let tap = UITapGestureRecognizer()
            tap.buttonMaskRequired = input.bool() ? .secondary : .primary
            tap.numberOfTapsRequired = input.int(in: 1...2)
            if !input.chance(1, in: 4) { tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)] }
            tap.addTarget(handler: { _ in plan.fire() })
            view.addGestureRecognizer(tap)
        case 2:
            let pan = UIPanGestureRecognizer()
            let masks: [UIScrollTypeMask] = [.discrete, .continuous, .all]
            pan.allowedScrollTypesMask = masks[input.int(in: 0...2)]
            if !input.chance(1, in: 4) { pan.allowedTouchTypes = [] }
            pan.addTarget(handler: { _ in plan.fire() })
            view.addGestureRecognizer(pan)
        case 3:
            let pan = UIPanGestureRecognizer()
            pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
            pan.addTarget(handler: { _ in plan.fire() })
            view.addGestureRecognizer(pan)
        case 4:
            let delegate = ScenarioPointerDelegate(plan: plan, constrainsToView: input.bool())
            scenario.keep(delegate)
            view.addInteraction(UIPointerInteraction(delegate: delegate))
        default:
            let delegate = ScenarioPencilDelegate(plan: plan)
            scenario.keep(delegate)
            view.addInteraction(UIPencilInteraction(delegate: delegate))
        }
        placed += 1
    }

    // MARK: Playing

    /// What one step does.
    private enum Step: Int, CaseIterable {
        case hover, press, release, click, secondaryClick, drag, exitPointer
        case wheel, trackpadScroll, trackpadTouch, trackpadPinch, trackpadRotate
        case pencilStroke, pencilRefine, pencilHover, pencilGesture
        case badInput
    }

    /// After a step of the finger stream: one time in three, a step of the pointer, wheel, trackpad or pencil.
    mutating func playStep(in scenario: TouchScenario) {
        guard input.chance(1, in: 3) else { return }
        let step = Step(rawValue: input.int(in: 0...(Step.allCases.count - 1))) ?? .hover
        stepsPlayed["\(step)", default: 0] += 1
        let simulator = scenario.simulator
        switch step {
        case .hover:
            simulator.movePointer(to: point(in: scenario), duration: input.double(in: 0...0.3), modifierFlags: modifierFlags())
        case .press:
            simulator.pressPointer(buttons(), at: input.bool() ? point(in: scenario) : nil, modifierFlags: modifierFlags())
        case .release:
            // Sometimes the buttons held, sometimes others (released though never pressed).
            let held = simulator.host.pointerButtons
            simulator.releasePointer(input.chance(3, in: 4) && !held.isEmpty ? held : buttons(), modifierFlags: modifierFlags())
        case .click:
            simulator.click(at: point(in: scenario), buttons: buttons(), clicks: input.int(in: 1...2), modifierFlags: modifierFlags())
        case .secondaryClick:
            if input.bool() {
                simulator.secondaryClick(at: point(in: scenario), modifierFlags: modifierFlags())
            } else {
                simulator.click(at: point(in: scenario), modifierFlags: .control)
            }
        case .drag:
            simulator.dragPointer(from: point(in: scenario), to: point(in: scenario), duration: input.double(in: 0.01...0.4),
                                  buttons: buttons(), release: input.chance(3, in: 4))
        case .exitPointer:
            simulator.exitPointer()
        case .wheel:
            simulator.wheel(at: point(in: scenario), lines: CGPoint(x: input.cgFloat(in: -6...6).rounded(), y: input.cgFloat(in: -6...6).rounded()),
                            steps: input.int(in: 1...8), interval: input.double(in: 0...0.2))
        case .trackpadScroll:
            let translation = CGPoint(x: input.cgFloat(in: -800...800), y: input.cgFloat(in: -800...800))
            simulator.trackpadScroll(at: point(in: scenario), by: translation, duration: input.double(in: 0.01...0.4), lift: input.chance(3, in: 4))
        case .trackpadTouch:
            // Fingers rest on the trackpad (a coasting scroll view stops), then lift, or stay until the host gives up.
            let at = point(in: scenario)
            simulator.trackpadTouch(at: at)
            simulator.advance(by: input.double(in: 0...0.3))
            if input.chance(3, in: 4) { simulator.trackpadLift(at: at) }
        case .trackpadPinch:
            simulator.trackpadPinch(at: point(in: scenario), scale: input.cgFloat(in: 0.2...4), duration: input.double(in: 0.01...0.4),
                                    lift: input.chance(3, in: 4))
        case .trackpadRotate:
            simulator.trackpadRotate(at: point(in: scenario), by: input.cgFloat(in: -3...3), duration: input.double(in: 0.01...0.4),
                                     lift: input.chance(3, in: 4))
        case .pencilStroke:
            pencilUsed = true
            let points = (0..<input.int(in: 1...4)).map { _ in point(in: scenario) }
            let indices = simulator.pencilStroke(
                through: points, duration: input.double(in: 0.01...0.4), samplesPerFrame: input.int(in: 1...6),
                force: input.cgFloat(in: 0...4.5), altitudeAngle: input.cgFloat(in: 0...(.pi / 2)),
                azimuthAngle: input.cgFloat(in: -3.2...3.2), expectingForceUpdates: input.chance(1, in: 3), lift: input.chance(3, in: 4))
            awaitingRefinement.append(contentsOf: indices.suffix(16))
        case .pencilRefine:
            pencilUsed = true
            let index = input.element(of: awaitingRefinement) ?? input.int(in: 0...10)
            awaitingRefinement.removeAll { $0 == index }
            simulator.refinePencil(PencilRefinement(
                estimationUpdateIndex: index, force: input.cgFloat(in: 0...4), altitudeAngle: input.bool() ? input.cgFloat(in: 0...1.6) : nil,
                stillExpected: input.chance(1, in: 4) ? .force : []))
        case .pencilHover:
            pencilUsed = true
            for _ in 0..<input.int(in: 1...6) {
                simulator.hoverPencil(at: point(in: scenario), zOffset: input.cgFloat(in: 0...1), altitudeAngle: input.cgFloat(in: 0...(.pi / 2)),
                                      azimuthAngle: input.cgFloat(in: -3.2...3.2))
                simulator.advance(by: input.double(in: 0...0.05))
            }
            if input.chance(1, in: 3) { simulator.pencilLeavesRange(at: point(in: scenario)) }
        case .pencilGesture:
            if input.bool() { simulator.doubleTapPencil() } else { simulator.squeezePencil(duration: input.double(in: 0...0.5)) }
        case .badInput:
            pencilUsed = true
            sendBadInput(in: scenario)
        }
    }

    /// Lets go of everything the steps may have left held: the pointer's buttons are released and it leaves the
    /// window, the pencil lifts and leaves its range. A trackpad gesture left under way is the host's to cancel once
    /// it has been silent for ``TouchHost/abandonedGestureTimeout`` (the stream's finish lets time run).
    func finish(in scenario: TouchScenario) {
        let host = scenario.simulator.host, now = scenario.window.clock.now
        if !host.pointerButtons.isEmpty {
            host.send(PointerSample(.release(host.pointerButtons), location: host.pointerLocation ?? .zero, timestamp: now))
        }
        if host.pointerLocation != nil { host.send(PointerSample(.exit, location: .zero, timestamp: now)) }
        if let touch = host.touch(forFinger: TouchHost.pencilFingerID) {
            host.send(PencilSample(.ended, location: touch.locationInWindow, timestamp: now, force: 0))
        }
        if pencilUsed { host.send(PencilSample(.leftRange, location: .zero, timestamp: now)) }
    }

    // MARK: Bad input

    /// Bad input of each kind straight through the host, as a broken driver or a hostile page would send it.
    private mutating func sendBadInput(in scenario: TouchScenario) {
        let host = scenario.simulator.host, now = scenario.window.clock.now
        let at = point(in: scenario)
        let bad: [CGFloat] = [.nan, .infinity, -.infinity, 1e9, -1e300]
        let value = input.element(of: bad) ?? .nan
        switch input.int(in: 0...9) {
        case 0:
            host.send(ScrollSample.wheel(lines: CGPoint(x: input.bool() ? value : 0, y: value), at: at, timestamp: now))
        case 1:
            let phases: [ScrollSample.Phase] = [.mayBegin, .began, .changed, .ended, .cancelled]
            host.send(ScrollSample.trackpad(input.element(of: phases) ?? .changed, delta: CGPoint(x: value, y: input.cgFloat(in: -50...50)), at: at, timestamp: now))
        case 2:
            // A trackpad scroll that begins and never ends: the host cancels it after a second of silence.
            host.send(ScrollSample.trackpad(.began, at: at, timestamp: now))
            host.send(ScrollSample.trackpad(.changed, delta: CGPoint(x: 0, y: input.cgFloat(in: -80...80)), at: at, timestamp: now))
        case 3:
            let phases: [TransformSample.Phase] = [.began, .changed, .ended, .cancelled]
            let scales: [CGFloat] = [.nan, 0, -1, 1e9, 1e-9, .infinity]
            host.send(TransformSample(input.element(of: phases) ?? .changed, scale: input.element(of: scales) ?? 0,
                                      rotation: input.bool() ? value : 0, at: at, timestamp: now))
        case 4:
            // Buttons released that were never pressed, or pressed twice.
            let buttons = buttons()
            host.send(PointerSample(input.bool() ? .release(buttons) : .press(buttons), location: at, timestamp: now))
            if input.bool() { host.send(PointerSample(.press(buttons), location: at, timestamp: now)) }
        case 5:
            host.send(PointerSample(.move, location: CGPoint(x: value, y: at.y), timestamp: now))
        case 6:
            var sample = PencilSample(input.bool() ? .hovering : .began, location: at, timestamp: now)
            sample.force = value
            sample.altitudeAngle = input.element(of: bad) ?? .nan
            sample.zOffset = input.element(of: bad) ?? .nan
            host.send(sample)
        case 7:
            // A pencil hovering while it touches, then hovering on without a word until the timeout.
            host.send(PencilSample(.hovering, location: at, timestamp: now, zOffset: 0.3))
            scenario.simulator.advance(by: input.double(in: 0...2))
        case 8:
            let times: [TimeInterval] = [now - input.double(in: 0...5), .nan, -.infinity, 1e12]
            let time = input.element(of: times) ?? .nan
            if input.bool() {
                host.send(ScrollSample.wheel(lines: CGPoint(x: 0, y: 1), at: at, timestamp: time))
            } else {
                host.send(PointerSample(.move, location: at, timestamp: time))
            }
        default:
            scenario.simulator.refinePencil(PencilRefinement(estimationUpdateIndex: input.int(in: -5...5), force: value))
        }
    }

    // MARK: Decisions

    /// A window point: mostly inside one of the scene's views (where its listeners are), sometimes anywhere.
    private mutating func point(in scenario: TouchScenario) -> CGPoint {
        let window = scenario.window
        if input.chance(2, in: 3), let view = input.element(of: Array(scenario.views.dropFirst())), view.window === window {
            let inside = CGPoint(x: view.bounds.minX + view.bounds.width * input.cgFloat(in: 0...1),
                                 y: view.bounds.minY + view.bounds.height * input.cgFloat(in: 0...1))
            let converted = view.convert(inside, to: window)
            if converted.isFinite, abs(converted.x) < 1e6, abs(converted.y) < 1e6 { return converted }
        }
        return CGPoint(x: input.cgFloat(in: -10...410), y: input.cgFloat(in: -10...810))
    }

    /// Mostly the primary or the secondary button, sometimes several, the middle, or a button beyond the third.
    private mutating func buttons() -> UIEvent.ButtonMask {
        switch input.int(in: 0...7) {
        case 0...3: return .primary
        case 4, 5: return .secondary
        case 6: return UIEvent.ButtonMask(rawValue: input.int(in: 1...7))
        default: return .button(input.int(in: 0...64))
        }
    }

    /// No keys most of the time; otherwise some of Shift, Control, Option and Command.
    private mutating func modifierFlags() -> UIKeyModifierFlags {
        guard input.chance(1, in: 3) else { return [] }
        return UIKeyModifierFlags(rawValue: input.int(in: 1...15) << 17)
    }
}

/// What a listener of ``ScenarioIndirectInput`` does when it fires: sometimes one planned mutation, on a decoded
/// call. Decoded from the side input (a ``CallbackPlan`` would read the animation input, which the finger stream's
/// plans read after it).
@MainActor
final class IndirectPlan {
    private let mutation: ScenarioMutation?
    private let call: Int
    private var calls = 0
    private weak var scenario: TouchScenario?

    init(from input: inout FuzzInput, scenario: TouchScenario) {
        mutation = input.chance(1, in: 3) ? ScenarioMutation.decode(from: &input) : nil
        call = input.int(in: 1...6)
        self.scenario = scenario
    }

    func fire() {
        calls += 1
        guard calls == call, let mutation, let scenario else { return }
        mutation.apply(to: scenario)
    }
}

/// A pointer interaction delegate: the view's bounds or a part of it as the region, a highlight, a lift or the
/// system pointer as the style; entering and leaving run the plan.
@MainActor
final class ScenarioPointerDelegate: UIPointerInteractionDelegate {
    private let plan: IndirectPlan
    private let constrainsToView: Bool

    init(plan: IndirectPlan, constrainsToView: Bool) {
        self.plan = plan
        self.constrainsToView = constrainsToView
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard constrainsToView else { return defaultRegion }
        // The half of the view the pointer is in: a region change as it crosses the middle.
        let rect = defaultRegion.rect
        let left = request.location.x < rect.midX
        return UIPointerRegion(rect: CGRect(x: left ? rect.minX : rect.midX, y: rect.minY, width: rect.width / 2, height: rect.height),
                               identifier: left ? "left" : "right")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return region.identifier == AnyHashable("left") ? .system() : UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        plan.fire()
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        plan.fire()
    }
}

/// A pencil interaction delegate whose tap and squeeze run the plan.
@MainActor
final class ScenarioPencilDelegate: UIPencilInteractionDelegate {
    private let plan: IndirectPlan

    init(plan: IndirectPlan) { self.plan = plan }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) { plan.fire() }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) { plan.fire() }
}
