import Testing
import TouchKit

/// A view that takes first-responder status when `accepts`, and gives it up when `resigns`.
@MainActor
private final class FieldView: UIView {
    var accepts = true
    var resigns = true
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { accepts }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return resigns ? super.resignFirstResponder() : false
    }
}

@MainActor
@Suite struct FirstResponderTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    /// Two fields in the window, neither first responder yet.
    private func twoFields() -> (FieldView, FieldView) {
        let first = FieldView(), second = FieldView()
        window.addSubview(first)
        window.addSubview(second)
        return (first, second)
    }

    @Test func aPlainViewCannotBecomeFirstResponder() {
        let view = UIView()
        window.addSubview(view)
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func aViewInNoWindowCannotBecomeFirstResponder() {
        let field = FieldView()
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
    }

    @Test func becomingFirstResponderResignsThePreviousOne() {
        let (first, second) = twoFields()
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(first.becomeFirstResponder())
        #expect(first.resignCalls == 0)
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(first.resignCalls == 1)
    }

    @Test func aFirstResponderThatRefusesToResignKeepsTheStatus() {
        let (first, second) = twoFields()
        first.resigns = false
        first.becomeFirstResponder()
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && !second.isFirstResponder)
        #expect(!first.resignFirstResponder())
        #expect(first.isFirstResponder)
    }

    @Test func aResponderThatCannotBecomeFirstLeavesTheCurrentOne() {
        let (first, second) = twoFields()
        second.accepts = false
        first.becomeFirstResponder()
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && first.resignCalls == 0)
    }

    @Test func resignFirstResponderClearsTheStatus() {
        let field = FieldView()
        window.addSubview(field)
        field.becomeFirstResponder()
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder)
    }

    @Test func eachWindowHasItsOwnFirstResponder() {
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let here = FieldView(), there = FieldView()
        window.addSubview(here)
        other.addSubview(there)
        here.becomeFirstResponder()
        there.becomeFirstResponder()
        #expect(here.isFirstResponder && there.isFirstResponder)
    }

    @Test func aFirstResponderLeavingItsWindowResigns() {
        let container = UIView(), field = FieldView()
        window.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(field.resignCalls == 1)
        window.addSubview(container)
        #expect(!field.isFirstResponder)
    }
}
