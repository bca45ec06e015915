import TouchKit
import TouchKitBenchmarkScenes

// Each operation runs inside an `@inline(never)` function named `measuredOp_<operation>_`, which
// `scripts/perf-guard.sh` hands to callgrind's `--toggle-collect` (the trailing underscore keeps `movedPath1` from
// matching `movedPath100`). Each bumps `measuredCalls`, so LLVM cannot merge an unmeasured function into it
// (docs/Performance.md). Avoid the words "touchkit" and "counts" in these names: the module is `touchkit_counts`, and
// Swift's mangling would replace a repeated word with a back-reference the pattern does not match.

/// How many measured calls ran (printed at the end, so nothing is dead code).
nonisolated(unsafe) var measuredCalls = 0

/// The guard's self-test sets `TOUCHKIT_COUNTS_INJECT_REGRESSION=<operation>:instructions` or `…:allocation`; the
/// operation's measured function then also runs ``injectedRegression()``. Off, it costs each operation a load and a
/// branch.
enum InjectedRegression {
    case none
    /// About 1,400 instructions (a fifth of a moved sample in the Settings scene), no allocation.
    case instructions
    /// One allocation (and the few hundred instructions of making the array).
    case allocation
}

nonisolated(unsafe) var injected = InjectedRegression.none
nonisolated(unsafe) var regressionSink = 0
nonisolated(unsafe) var regressionArray: [Int] = []

/// A deliberate regression of the kind ``injected`` names.
@inline(never)
func injectedRegression() {
    switch injected {
    case .none: break
    case .instructions:
        var value = measuredCalls
        for index in 0..<300 { value = value &* 31 &+ index }
        regressionSink = value
    case .allocation:
        regressionArray = [measuredCalls]
    }
}

@inline(__always)
func enterMeasured() {
    measuredCalls &+= 1
    if injected != .none { injectedRegression() }
}

@inline(never) @MainActor func measuredOp_hitTestNested_(_ scene: NestedTransformScene, _ expected: UIView) {
    enterMeasured()
    if scene.hitTest() !== expected { fatalError("Nested: hit the wrong view") }
}

@inline(never) @MainActor
func measuredOp_hitTestNestedFloor_(_ floor: HitTestFloorNode, _ point: CGPoint, _ expected: UIView) {
    enterMeasured()
    if floor.hitTest(point)?.view !== expected { fatalError("Nested floor: hit the wrong view") }
}

@inline(never) @MainActor func measuredOp_hitTestSettings_(_ scene: SettingsScreenScene, _ expected: UIView) {
    enterMeasured()
    if scene.hitTest() !== expected { fatalError("Settings: hit the wrong view") }
}

@inline(never) @MainActor
func measuredOp_hitTestSettingsFloor_(_ floor: HitTestFloorNode, _ point: CGPoint, _ expected: UIView) {
    enterMeasured()
    if floor.hitTest(point)?.view !== expected { fatalError("Settings floor: hit the wrong view") }
}

@inline(never) @MainActor func measuredOp_movedPlainView_(_ scene: MovedSampleScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedPath1_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedPath1Floor_(_ floor: MovedSampleFloor) {
    enterMeasured()
    floor.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedPath7_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedPath30_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedPath100_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedSettings_(_ scene: SettingsScreenScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedFingers1_(_ scene: FingersScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedFingers5_(_ scene: FingersScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedFingers10_(_ scene: FingersScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_beganSettings_(_ scene: SettingsScreenScene) {
    enterMeasured()
    scene.fingerDown()
}

@inline(never) @MainActor func measuredOp_endedSettings_(_ scene: SettingsScreenScene) {
    enterMeasured()
    scene.fingerUp()
}

@inline(never) @MainActor func measuredOp_beganPath1_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerDown()
}

@inline(never) @MainActor func measuredOp_beganPath7_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerDown()
}

@inline(never) @MainActor func measuredOp_beganPath30_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerDown()
}

@inline(never) @MainActor func measuredOp_beganPath100_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerDown()
}

@inline(never) @MainActor func measuredOp_endedPath1_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerUp()
}

@inline(never) @MainActor func measuredOp_endedPath7_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerUp()
}

@inline(never) @MainActor func measuredOp_endedPath30_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerUp()
}

@inline(never) @MainActor func measuredOp_endedPath100_(_ scene: RecognizerPathScene) {
    enterMeasured()
    scene.fingerUp()
}

@inline(never) @MainActor func measuredOp_dynamicsStep_(_ scene: SpringFieldScene) {
    enterMeasured()
    scene.frame()
}

@inline(never) @MainActor func measuredOp_tableFrame_(_ scene: TableScrollFrameScene) {
    enterMeasured()
    scene.scrollOnce()
}

@inline(never) @MainActor func measuredOp_tableFrameMeasuring_(_ scene: TableScrollFrameScene) {
    enterMeasured()
    scene.scrollOnce()
}

@inline(never) @MainActor func measuredOp_collectionFrame_(_ scene: CollectionScrollFrameScene) {
    enterMeasured()
    scene.scrollOnce()
}

@inline(never) @MainActor func measuredOp_springyFrame_(_ scene: CollectionScrollFrameScene) {
    enterMeasured()
    scene.scrollAndStepOnce()
}

@inline(never) @MainActor func measuredOp_hoverMove_(_ scene: HoverMoveScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_wheelStep_(_ scene: WheelStepScene) {
    enterMeasured()
    scene.stepOnce()
}

@inline(never) @MainActor func measuredOp_pencilCoalesced_(_ scene: PencilSampleScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_movedScrollView_(_ scene: ScrollDragScene) {
    enterMeasured()
    scene.moveOnce()
}

@inline(never) @MainActor func measuredOp_memoryView_(_ scene: ObjectMemoryScene) {
    enterMeasured()
    scene.addView()
}

@inline(never) @MainActor func measuredOp_memoryRecognizer_(_ scene: ObjectMemoryScene) {
    enterMeasured()
    scene.addRecognizer()
}

@inline(never) @MainActor func measuredOp_memoryPanRecognizer_(_ scene: ObjectMemoryScene) {
    enterMeasured()
    scene.addPanRecognizer()
}
