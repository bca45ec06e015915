// `import CoreGraphics` alone, as geometry helpers in iOS projects write it: Foundation's geometry and TouchKit's.

import CoreGraphics
import Testing

@Suite struct CoreGraphicsImportTests {
    @Test func coreGraphicsAloneGivesTheGeometryTypesAndTransforms() {
        let rotated = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
        #expect(CGVector(dx: 3, dy: 4) != .zero)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).contains(CGPoint(x: 5, y: 5)))
    }
}
