import TouchKit
import TouchKitBenchmarkScenes
import TouchKitScenes

/// One measurable operation: `measure` calls its `measuredOp_…_` function; `before` and `after` run outside it
/// (a began operation lifts the finger after each began sample, an ended operation puts it down before each ended
/// sample). `reportsBytes`: the figure that matters is the memory each call keeps (memory per view or recognizer).
@MainActor
struct Operation {
    var measure: () -> Void
    var before: () -> Void = {}
    var after: () -> Void = {}
    var reportsBytes = false

    /// Every operation's name, in the order the guard reports them.
    static let names = [
        "hitTestNested", "hitTestNestedFloor", "hitTestSettings", "hitTestSettingsFloor",
        "movedPlainView", "movedPath1", "movedPath1Floor", "movedPath7", "movedPath30", "movedPath100", "movedSettings",
        "movedFingers1", "movedFingers5", "movedFingers10",
        "beganSettings", "endedSettings", "beganPath1", "beganPath7", "beganPath30", "beganPath100",
        "endedPath1", "endedPath7", "endedPath30", "endedPath100",
        "dynamicsStep", "tableFrame", "tableFrameMeasuring", "collectionFrame", "springyFrame", "hoverMove", "wheelStep", "pencilCoalesced",
        "movedScrollView",
        "memoryView", "memoryRecognizer", "memoryPanRecognizer",
    ]

    /// Sets up the operation's scene (whose set-up checks what the scene claims); `calls`: how many times `measure`
    /// will run, for scenes that prepare an object per call.
    static func make(_ name: String, calls: Int) -> Operation? {
        switch name {
        case "hitTestNested":
            let scene = NestedTransformScene()
            let expected = scene.deepest
            return Operation { measuredOp_hitTestNested_(scene, expected) }
        case "hitTestNestedFloor":
            let scene = NestedTransformScene()
            let floor = HitTestFloorNode(copying: scene.window)
            let point = scene.point, expected = scene.deepest
            precondition(floor.hitTest(point)?.view === expected, "Nested floor: must hit what the engine hits")
            return Operation { measuredOp_hitTestNestedFloor_(floor, point, expected) }
        case "hitTestSettings":
            let scene = SettingsScreenScene()
            let expected = scene.toggle!
            return Operation { measuredOp_hitTestSettings_(scene, expected) }
        case "hitTestSettingsFloor":
            let scene = SettingsScreenScene()
            let floor = HitTestFloorNode(copying: scene.window)
            let point = scene.point, expected = scene.toggle!
            precondition(floor.hitTest(point)?.view === expected, "Settings floor: must hit what the engine hits")
            return Operation { measuredOp_hitTestSettingsFloor_(floor, point, expected) }
        case "movedPlainView":
            let scene = MovedSampleScene()
            return Operation { measuredOp_movedPlainView_(scene) }
        case "movedPath1", "movedPath7", "movedPath30", "movedPath100":
            let scene = RecognizerPathScene(recognizers: Int(name.dropFirst("movedPath".count))!)
            scene.fingerDown()
            switch scene.recognizerCount {
            case 1: return Operation { measuredOp_movedPath1_(scene) }
            case 7: return Operation { measuredOp_movedPath7_(scene) }
            case 30: return Operation { measuredOp_movedPath30_(scene) }
            default: return Operation { measuredOp_movedPath100_(scene) }
            }
        case "movedPath1Floor":
            let floor = MovedSampleFloor()
            return Operation { measuredOp_movedPath1Floor_(floor) }
        case "movedSettings":
            let scene = SettingsScreenScene()
            scene.fingerDown()
            return Operation { measuredOp_movedSettings_(scene) }
        case "movedFingers1", "movedFingers5", "movedFingers10":
            let scene = FingersScene(fingers: Int(name.dropFirst("movedFingers".count))!)
            switch scene.fingerCount {
            case 1: return Operation { measuredOp_movedFingers1_(scene) }
            case 5: return Operation { measuredOp_movedFingers5_(scene) }
            default: return Operation { measuredOp_movedFingers10_(scene) }
            }
        case "beganSettings":
            let scene = SettingsScreenScene()
            return Operation(measure: { measuredOp_beganSettings_(scene) }, after: { scene.fingerUp() })
        case "endedSettings":
            let scene = SettingsScreenScene()
            return Operation(measure: { measuredOp_endedSettings_(scene) }, before: { scene.fingerDown() })
        case "beganPath1", "beganPath7", "beganPath30", "beganPath100":
            let scene = RecognizerPathScene(recognizers: Int(name.dropFirst("beganPath".count))!)
            let measure: () -> Void
            switch scene.recognizerCount {
            case 1: measure = { measuredOp_beganPath1_(scene) }
            case 7: measure = { measuredOp_beganPath7_(scene) }
            case 30: measure = { measuredOp_beganPath30_(scene) }
            default: measure = { measuredOp_beganPath100_(scene) }
            }
            return Operation(measure: measure, after: { scene.fingerUp() })
        case "endedPath1", "endedPath7", "endedPath30", "endedPath100":
            let scene = RecognizerPathScene(recognizers: Int(name.dropFirst("endedPath".count))!)
            let measure: () -> Void
            switch scene.recognizerCount {
            case 1: measure = { measuredOp_endedPath1_(scene) }
            case 7: measure = { measuredOp_endedPath7_(scene) }
            case 30: measure = { measuredOp_endedPath30_(scene) }
            default: measure = { measuredOp_endedPath100_(scene) }
            }
            return Operation(measure: measure, before: { scene.fingerDown() })
        case "dynamicsStep":
            let scene = SpringFieldScene(framesPerSecond: 240)
            return Operation { measuredOp_dynamicsStep_(scene) }
        case "tableFrame", "tableFrameMeasuring":
            let scene = TableScrollFrameScene(measuresRows: name == "tableFrameMeasuring")
            if name == "tableFrame" { return Operation { measuredOp_tableFrame_(scene) } }
            return Operation { measuredOp_tableFrameMeasuring_(scene) }
        case "collectionFrame":
            let scene = CollectionScrollFrameScene()
            return Operation { measuredOp_collectionFrame_(scene) }
        case "springyFrame":
            // The 2013 talk's springy Messages layout over the same 100,000 items (springs near the visible rect).
            let scene = CollectionScrollFrameScene(layout: SpringyMessagesDemo.SpringyFlowLayout())
            return Operation { measuredOp_springyFrame_(scene) }
        case "hoverMove":
            let scene = HoverMoveScene()
            return Operation { measuredOp_hoverMove_(scene) }
        case "wheelStep":
            let scene = WheelStepScene()
            return Operation { measuredOp_wheelStep_(scene) }
        case "pencilCoalesced":
            let scene = PencilSampleScene()
            return Operation { measuredOp_pencilCoalesced_(scene) }
        case "movedScrollView":
            let scene = ScrollDragScene()
            return Operation { measuredOp_movedScrollView_(scene) }
        case "memoryView":
            let scene = ObjectMemoryScene(recognizerHosts: 0)
            return Operation(measure: { measuredOp_memoryView_(scene) }, reportsBytes: true)
        case "memoryRecognizer":
            let scene = ObjectMemoryScene(recognizerHosts: calls)
            return Operation(measure: { measuredOp_memoryRecognizer_(scene) }, reportsBytes: true)
        case "memoryPanRecognizer":
            let scene = ObjectMemoryScene(recognizerHosts: calls)
            return Operation(measure: { measuredOp_memoryPanRecognizer_(scene) }, reportsBytes: true)
        default:
            return nil
        }
    }
}
