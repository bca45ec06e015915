import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

// TouchKit's text model (docs/UIKitFacts.md, "Controls"): with the default 17 pt font a character advances 8.5 pt
// and a line is 20.4 pt high; sizes round up to whole points.
@MainActor
@Suite struct LabelTests {
    let scene = Scene()

    @Test func aLabelIgnoresTouchesByDefaultSoItsTapRecognizerNeverFires() {
        let card = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let cardTap = UITapGestureRecognizer()
        let cardLog = ActionLog(cardTap, on: card)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        card.addSubview(label)
        let labelLog = ActionLog(UITapGestureRecognizer(), on: label)
        #expect(!label.isUserInteractionEnabled)

        scene.simulator.tap(at: CGPoint(x: 60, y: 40))
        #expect(labelLog.states.isEmpty)
        #expect(cardLog.names == ["ended"])

        label.isUserInteractionEnabled = true
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 60, y: 40))
        #expect(labelLog.names == ["ended"])
        #expect(cardLog.names == ["ended"])
    }

    @Test func theIntrinsicSizeMeasuresTheTextOnItsLines() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        label.text = "Hello\nWorld!"
        #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21))   // one line: "Hello World!"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 51, height: 41))
        label.font = .systemFont(ofSize: 10)
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 24))
    }

    @Test func sizeThatFitsWrapsAtTheWidthUpToTheLineLimit() {
        let label = UILabel()
        label.text = String(repeating: "x", count: 20)
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == CGSize(width: 43, height: 82))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == CGSize(width: 43, height: 41))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == CGSize(width: 170, height: 21))
        label.sizeToFit()
        #expect(label.bounds.size == CGSize(width: 170, height: 21))
    }

    @Test func textAndAttributedTextAreOneValue() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Bold")
        #expect(label.text == "Bold")
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func theDefaultsAreUIKits() {
        let label = UILabel()
        label.font = nil
        label.textColor = nil
        label.numberOfLines = -3
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.black)
        #expect(label.numberOfLines == 0)
        #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
    }
}
