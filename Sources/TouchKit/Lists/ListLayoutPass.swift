/// The layout pass of a list view (``UICollectionView``, ``UITableView``), as both run it: the data source is asked
/// for cells from inside the pass, and may change the list from there (reload, update, change a height); the change
/// marks the pass for another run instead of re-entering it, and the pass runs again, at most
/// ``maximumPasses`` times, after which the list reports a diagnostic and waits for its next layout (UIKit raises an
/// exception for some of these changes and loops on others; TouchKit's decision).
///
/// An object, not a struct in the list, so the pass's closure can read ``needsAnotherPass`` while ``run(changing:by:report:_:)``
/// is running without an exclusivity conflict.
@MainActor
final class ListLayoutPass {
    /// 4: how many times a pass runs while the list keeps changing from inside it.
    static let maximumPasses = 4

    /// Whether a pass is running (the data source is being asked for cells).
    private(set) var isRunning = false
    /// Whether the list changed from inside the running pass: the pass stops early and runs again.
    var needsAnotherPass = false

    /// The list changed (data, layout, geometry): a running pass runs again.
    func listDidChange() {
        if isRunning { needsAnotherPass = true }
    }

    /// Runs `pass` until it ends with no change from inside, at most ``maximumPasses`` times; called from inside a
    /// pass, it only asks for another run. When the list kept changing, `report` gets a diagnostic naming `list`
    /// and `changers` (who may change it) and the result is false: the caller asks for another layout.
    func run(changing list: String, by changers: String, report: (String) -> Void, _ pass: () -> Void) -> Bool {
        guard !isRunning else {
            needsAnotherPass = true
            return true
        }
        isRunning = true
        defer { isRunning = false }
        var passes = 0
        repeat {
            needsAnotherPass = false
            pass()
            passes += 1
        } while needsAnotherPass && passes < Self.maximumPasses
        guard needsAnotherPass else { return true }
        report("\(changers) kept changing the \(list) during its layout pass: stopped after \(Self.maximumPasses) passes")
        return false
    }
}
