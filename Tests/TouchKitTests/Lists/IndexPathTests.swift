import Testing
@testable import TouchKit

@MainActor
struct IndexPathTests {
    @Test func itemAndRowIndexPathsHoldTheSectionFirst() {
        let path = IndexPath(item: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        #expect(IndexPath(row: 3, section: 1) == path)
    }

    @Test func settingItemOrSectionChangesThatIndex() {
        var path = IndexPath(item: 0, section: 0)
        path.item = 7
        path.section = 2
        #expect(path == IndexPath(item: 7, section: 2))
    }

    @Test func shortIndexPathsReadMissingIndexesAsZeroInsteadOfTrapping() {
        var path = IndexPath(index: 4)
        #expect(path.section == 4 && path.item == 0)
        path.row = 2
        #expect(path == IndexPath(row: 2, section: 4))
    }
}
