import TouchKit
import TouchKitTesting

// The storm's deallocation check: a scene the app lets go of deallocates, fingers down or not.

extension TouchScenario {
    /// Plays `input` as ``run()`` does, then puts fingers down again (pressing, then dragging, views of the scene),
    /// lets go of the whole scene with them down, and reports, besides ``run()``'s violations, every object of the
    /// scene still alive: the window, its views, gesture recognizers and interactions must deallocate with it.
    ///
    /// ```swift
    /// let violations = TouchScenario.runAndRelease(input: FuzzInput(seed: 1234))
    /// ```
    public static func runAndRelease(input: FuzzInput, limits: Limits = Limits()) -> [String] {
        var violations: [String] = []
        var objects: [SceneObject] = []
        do {
            let scenario = TouchScenario(input: input, limits: limits)
            violations = scenario.run()
            scenario.pressAndDragAgain()
            objects = scenario.sceneObjects()
        }
        for object in objects where object.object != nil {
            violations.append("\(object.name) outlived its scene (released with fingers down)")
        }
        return violations
    }

    /// A finger at the middle of each of up to three views in the window (the window's middle if none), held past
    /// a drag interaction's lift and a long press's duration, then moved far enough to start a drag, left down.
    private func pressAndDragAgain() {
        var points: [CGPoint] = []
        for view in views.dropFirst() where view.window === window && points.count < 3 {
            let middle = window.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view)
            if middle.isFinite, window.bounds.contains(middle) { points.append(middle) }
        }
        if points.isEmpty { points.append(CGPoint(x: window.bounds.midX, y: window.bounds.midY)) }
        var fingers: [TouchSimulator.Finger] = []
        simulator.perform { frame in for point in points { fingers.append(frame.down(at: point)) } }
        simulator.advance(by: 0.6)
        simulator.perform { frame in
            for (finger, point) in zip(fingers, points) {
                frame.move(finger, to: CGPoint(x: point.x + 30, y: point.y + 30))
            }
        }
        simulator.advance(by: 0.1)
    }

    /// Weak references to the window, every view the scene built, and their recognizers and interactions.
    private func sceneObjects() -> [SceneObject] {
        var objects = [SceneObject(name: "the window", object: window)]
        for view in views.dropFirst() {
            let name = TraceEvent.describe(view)
            objects.append(SceneObject(name: name, object: view))
            for recognizer in view.gestureRecognizers ?? [] {
                objects.append(SceneObject(name: "\(TraceEvent.describe(recognizer)) of \(name)", object: recognizer))
            }
            for interaction in view.interactions {
                objects.append(SceneObject(name: "\(type(of: interaction)) of \(name)", object: interaction))
            }
        }
        for recognizer in recognizers {
            objects.append(SceneObject(name: TraceEvent.describe(recognizer), object: recognizer))
        }
        return objects
    }
}

/// A weak reference to an object of a released scene, with a name for the report. (Weak: the check must not keep
/// alive what it checks. Off the touch path, so the side table a weak reference makes costs nothing there.)
private struct SceneObject {
    let name: String
    weak var object: AnyObject?
}
