import TouchKit
import TouchKitPictures

/// Where a window's events come from: the SDL event queue in `touchkit-window`, a list in tests.
public protocol WindowEventSource {
    /// Waits up to `timeout` seconds for an event, then returns the events waiting, at most `limit` of them (the
    /// rest stay queued for the next call); empty when none came.
    mutating func events(waitingUpTo timeout: Double, limit: Int) -> [WindowEvent]
}

/// Where frames go: the SDL renderer in `touchkit-window`, a list in tests.
@MainActor
public protocol WindowCanvas: AnyObject {
    /// Shows `frame`.
    func present(_ frame: DrawFrame)
}

/// The native window's host: a scene, the window's events fed to its ``TouchHost`` on the host's real clock, and
/// its view tree drawn as frames (``DrawList``). No SDL in it: `touchkit-window` gives it an SDL event source and
/// canvas, tests give it lists.
///
/// Each turn of ``run(source:canvas:shouldStop:)``: wait up to a frame for events (at most
/// ``maximumEventsPerTurn``; a flood stays queued and is taken over the next turns, so frames keep coming), move the
/// scene's clock to the real clock's time (a replay's samples due before it go first, at their own times), deliver
/// the events at that time, and present a frame when it differs from the last one (or the window was exposed).
///
/// Input: a finger's normalised location and the pointer's window location are mapped through the ``Viewport``
/// (the scene scaled to fit and centred); fingers get host ids 1, 2, … while down; the mouse's motion is the
/// pointer's hover, or its drag while a button is held, its buttons are pointer clicks (SDL's right button is
/// UIKit's secondary), with the modifier flags held; the wheel is a scroll of its precise notches
/// (``ScrollSample/wheel(lines:at:timestamp:)``). A window of size 0 draws nothing and drops the input it cannot
/// place (``droppedEvents``), but a finger or button already down still ends, at its last location. On quit every
/// touch still down is cancelled, so each touch a view saw begin ends once.
@MainActor
public final class WindowHost {
    /// The scene shown.
    public let scene: HostedScene
    /// The host the window's input goes to.
    public let host: TouchHost
    /// The scene in the window now.
    public private(set) var viewport: Viewport
    /// How the view tree is drawn.
    public var drawList = DrawList()
    /// Frames presented so far.
    public private(set) var framesPresented = 0
    /// Events taken from the source so far.
    public private(set) var eventsHandled = 0
    /// Input events that could not be placed (a window of size 0, an unknown finger, a non-finite location).
    public private(set) var droppedEvents = 0
    /// How long a turn waits for events: a 60 Hz frame.
    public var frameInterval: Double = 1.0 / 60
    /// The most events one turn handles before drawing.
    public static let maximumEventsPerTurn = 256
    /// The scene's clock is the host's real time from this offset (the scene clock's time when the host started).
    private let clock: HostClock
    private let clockOffset: TimeInterval
    private var fingers: [Int64: (id: Int, location: CGPoint)] = [:]
    private var pointerLocation: CGPoint?
    private var pointerButtons: Set<Int> = []
    private var replay: (samples: [[TouchSample]], next: Int)?
    private var lastFrame: DrawFrame?
    private var mustPresent = true

    /// A host for `scene` in a window of `width` × `height`, on `clock`.
    public init(scene: HostedScene, clock: HostClock, width: Int, height: Int) {
        self.scene = scene
        self.clock = clock
        host = TouchHost(window: scene.window)
        clockOffset = scene.window.clock.now - clock.seconds
        viewport = Viewport(sceneSize: scene.window.bounds.size, width: width, height: height)
    }

    /// The scene clock's time the host's real clock says it is.
    public var now: TimeInterval { clockOffset + clock.seconds }

    /// Plays `replay`'s touches in real time from now, as if a device sent them (finger ids offset by 10,000 so
    /// they never meet the window's own).
    public func play(_ replay: SceneReplay) {
        for note in replay.notes { scene.onLine?(note) }
        let start = now
        let samples = replay.trace.samples(startTime: start).map { event in
            event.map { sample in
                var sample = sample
                sample.id += 10_000
                return sample
            }
        }
        self.replay = (samples, 0)
    }

    /// Whether a replay is still sending touches.
    public var isReplaying: Bool { replay.map { $0.next < $0.samples.count } ?? false }

    /// Runs turns until the source says quit or `shouldStop` is true, then cancels the touches still down.
    public func run(source: inout some WindowEventSource, canvas: WindowCanvas, shouldStop: () -> Bool = { false }) {
        while !shouldStop() {
            let events = source.events(waitingUpTo: frameInterval, limit: Self.maximumEventsPerTurn)
            guard turn(events, canvas: canvas) else { break }
        }
        shutDown()
    }

    /// One turn with these events: the clock moved to now, the events delivered, a frame presented if it changed.
    /// False when an event was quit (the events after it are not delivered).
    @discardableResult
    public func turn(_ events: [WindowEvent], canvas: WindowCanvas) -> Bool {
        advanceClock()
        let time = scene.window.clock.now
        for event in events {
            eventsHandled += 1
            if event == .quit { return false }
            handle(event, at: time)
        }
        if let frame = drawList.frame(SceneSnapshot(of: scene.window), in: viewport), mustPresent || frame != lastFrame {
            canvas.present(frame)
            framesPresented += 1
            lastFrame = frame
            mustPresent = false
        }
        return true
    }

    /// Cancels every touch still down (a finger, a held click, a replay cut short), so each ends exactly once.
    public func shutDown() {
        if !host.activeFingers.isEmpty { host.cancelAllTouches() }
        fingers.removeAll()
        pointerButtons.removeAll()
        replay = nil
    }

    private func advanceClock() {
        let time = now
        if var playing = replay {
            while playing.next < playing.samples.count, let due = playing.samples[playing.next].first?.timestamp, due <= time {
                scene.window.clock.advance(to: due)
                host.send(playing.samples[playing.next])
                playing.next += 1
            }
            replay = playing
            if playing.next == playing.samples.count, !host.activeFingers.isEmpty, fingers.isEmpty, pointerButtons.isEmpty {
                // A replay that ends with fingers down has them cancelled, as `touchkit replay` does.
                host.cancelAllTouches()
                scene.onLine?("  replay: ended with fingers down: cancelled")
            }
            if playing.next == playing.samples.count { replay = nil }
        }
        scene.window.clock.advance(to: time)
    }

    private func handle(_ event: WindowEvent, at time: TimeInterval) {
        switch event {
        case .quit:
            break
        case .exposed:
            mustPresent = true
        case .resized(let width, let height):
            viewport = Viewport(sceneSize: scene.window.bounds.size, width: width, height: height)
            mustPresent = true
        case .finger(let action, let sdlID, let x, let y, let pressure):
            finger(action, sdlID: sdlID, at: viewport.sceneLocation(
                CGPoint(x: x * Double(viewport.width), y: y * Double(viewport.height))), pressure: pressure, time: time)
        case .pointerMoved(let x, let y, let modifiers):
            guard let location = viewport.sceneLocation(CGPoint(x: x, y: y)) else { return droppedEvents += 1 }
            pointerLocation = location
            host.send(PointerSample(.move, location: location, timestamp: time, modifierFlags: modifiers))
        case .pointerButton(let pressed, let button, let x, let y, let modifiers):
            let mask = UIEvent.ButtonMask.button(SDLKeymod.uikitButton(button))
            guard !mask.isEmpty else { return droppedEvents += 1 }
            let placed = viewport.sceneLocation(CGPoint(x: x, y: y))
            if pressed {
                guard let location = placed else { return droppedEvents += 1 }
                pointerLocation = location
                pointerButtons.insert(button)
                host.send(PointerSample(.press(mask), location: location, timestamp: time, modifierFlags: modifiers))
            } else {
                guard pointerButtons.remove(button) != nil, let location = placed ?? pointerLocation else { return droppedEvents += 1 }
                host.send(PointerSample(.release(mask), location: location, timestamp: time, modifierFlags: modifiers))
            }
        case .pointerLeft:
            pointerLocation = nil
            host.send(PointerSample(.exit, location: .zero, timestamp: time))
        case .wheel(let dx, let dy, let x, let y):
            guard let location = viewport.sceneLocation(CGPoint(x: x, y: y)) else { return droppedEvents += 1 }
            // SDL's x is positive to the right: the content moves left.
            host.send(ScrollSample.wheel(lines: CGPoint(x: -dx, y: dy), at: location, timestamp: time))
        }
    }

    private func finger(_ action: WindowEvent.FingerAction, sdlID: Int64, at placed: CGPoint?, pressure: Double, time: TimeInterval) {
        let force = CGFloat(pressure.isFinite ? min(max(pressure, 0), 1) : 0)
        switch action {
        case .down:
            guard let location = placed, fingers[sdlID] == nil else { return droppedEvents += 1 }
            let used = Set(fingers.values.map(\.id))
            let id = (1...).first { !used.contains($0) }!
            fingers[sdlID] = (id, location)
            host.send(TouchSample(id: id, phase: .began, location: location, timestamp: time, force: force))
        case .moved:
            guard let location = placed, let down = fingers[sdlID] else { return droppedEvents += 1 }
            fingers[sdlID] = (down.id, location)
            host.send(TouchSample(id: down.id, phase: .moved, location: location, timestamp: time, force: force))
        case .up:
            guard let down = fingers.removeValue(forKey: sdlID) else { return droppedEvents += 1 }
            host.send(TouchSample(id: down.id, phase: .ended, location: placed ?? down.location, timestamp: time, force: force))
        }
    }
}
