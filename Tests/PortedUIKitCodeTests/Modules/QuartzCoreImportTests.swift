// `import QuartzCore` alone, as animation helpers in iOS projects write it: Core Animation's names and, as on iOS,
// Core Graphics' geometry with them.

import QuartzCore
import Testing

@MainActor
@Suite struct QuartzCoreImportTests {
    @Test func quartzCoreAloneGivesTheMediaClockAndTheLayerGeometry() {
        let clock = MediaClock(start: 12)
        #expect(CACurrentMediaTime() == clock.now)
        let size = CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(size == CGSize(width: 4, height: 6))
    }
}
