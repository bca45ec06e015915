import Foundation
import Testing
import TouchKit

/// The members Swift imports from Core Graphics' comparison functions, and UIKit's offset constructor.
struct CoreGraphicsFunctionTests {
    @Test func equalToComparesPointsSizesAndRects() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 1, y: 0, width: 10, height: 10)))
    }

    @Test func equalToTreatsNullRectsAsEqualAndNothingElseAsNull() {
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect.null.equalTo(.zero))
    }

    @Test func uiOffsetMakeBuildsAnOffset() {
        #expect(UIOffsetMake(3, -4) == UIOffset(horizontal: 3, vertical: -4))
        #expect(UIOffsetEqualToOffset(UIOffsetMake(1, 1), UIOffset(horizontal: 1, vertical: 1)))
    }
}
