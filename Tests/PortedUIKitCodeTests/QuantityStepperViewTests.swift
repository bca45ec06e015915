import Testing
import TouchKit
import TouchKitTesting

@MainActor
@Suite struct QuantityStepperViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let row = QuantityStepperView(frame: CGRect(x: 0, y: 300, width: 390, height: 48), unitPrice: 2.5)
    // The stepper is 94 × 32 at window (280, 308): minus at x 300, plus at x 350.
    let plus = CGPoint(x: 350, y: 324)
    let minus = CGPoint(x: 300, y: 324)

    init() {
        window.addSubview(row)
    }

    @Test func tappingPlusTwiceAddsTwoItems() {
        let simulator = TouchSimulator(window: window)
        simulator.tap(at: plus)
        simulator.advance(by: 0.5)
        simulator.tap(at: plus)
        #expect(row.quantityLabel.text == "Qty: 3")
        #expect(row.total == 7.5)
    }

    @Test func holdingPlusRunsUpToTheMaximumAndStops() {
        let simulator = TouchSimulator(window: window)
        let finger = simulator.down(at: plus)
        simulator.advance(by: 3)
        simulator.up(finger)
        #expect(row.stepper.value == 10)
        #expect(row.quantityLabel.text == "Qty: 10")
    }

    @Test func minusAtOneKeepsOneItem() {
        TouchSimulator(window: window).tap(at: minus)
        #expect(row.quantityLabel.text == "Qty: 1")
        #expect(row.total == 2.5)
    }
}
