import Testing
import TouchKit
import TouchKitTesting

@MainActor
@Suite struct TermsFooterViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let footer = TermsFooterView(frame: CGRect(x: 0, y: 760, width: 390, height: 44))

    init() {
        window.addSubview(footer)
    }

    @Test func tappingTheTermsLabelOpensTheTerms() {
        TouchSimulator(window: window).tap(at: CGPoint(x: 195, y: 782))
        #expect(footer.openedTerms == 1)
    }

    @Test func withoutTheInteractionLineTheTapNeverReachesTheLabel() {
        footer.termsLabel.isUserInteractionEnabled = false
        TouchSimulator(window: window).tap(at: CGPoint(x: 195, y: 782))
        #expect(footer.openedTerms == 0)
        #expect(window.hitTest(CGPoint(x: 195, y: 782), with: nil) === footer)
    }
}
