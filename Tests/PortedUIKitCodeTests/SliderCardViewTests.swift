import Testing
import TouchKit
import TouchKitTesting

@MainActor
@Suite struct BrightnessCardViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = BrightnessCardView(frame: CGRect(x: 0, y: 200, width: 390, height: 140))

    init() {
        window.addSubview(card)
    }

    /// The slider spans window x 16...310; its thumb's centre travels x 30...296 (266 pt), at 163 for 50.
    private func thumbCenter(for value: CGFloat) -> CGPoint {
        CGPoint(x: 30 + 266 * value / 100, y: 259.5)
    }

    @Test func draggingTheThumbUpdatesTheLabelAndPreviewAsItMoves() {
        let simulator = TouchSimulator(window: window)
        let finger = simulator.drag(from: thumbCenter(for: 50), to: thumbCenter(for: 100), lift: false)
        #expect(card.valueLabel.text == "100%")
        #expect(card.preview.backgroundColor == UIColor(white: 1, alpha: 1))
        #expect(card.committedValues.isEmpty)
        simulator.up(finger)
        #expect(card.committedValues == [100])
    }

    @Test func tappingTheTrackLeavesTheValueAlone() {
        TouchSimulator(window: window).tap(at: thumbCenter(for: 10))
        #expect(card.slider.value == 50)
        #expect(card.valueLabel.text == "50%")
        #expect(card.committedValues.isEmpty)
    }

    @Test func theTitleAndValueAreLabelsThatLetTouchesThrough() {
        #expect(card.valueLabel.text == "50%")
        #expect(card.titleLabel.intrinsicContentSize.height == 21)
        #expect(window.hitTest(CGPoint(x: 40, y: 222), with: nil) === card)
    }
}
