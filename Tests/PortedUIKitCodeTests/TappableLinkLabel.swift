// Ported from UIKit by the mechanical steps only: `import UIKit` → `import TouchKit`, `#selector(m)` → the method
// reference `Type.m`, `@objc` dropped. Everything else reads as the iOS original would (a paraphrase of the "tap the
// terms label" sign-up footers of public iOS projects, not a copy of any), including the line such code needs
// because a label ignores touches by default: `isUserInteractionEnabled = true`.

import TouchKit

/// A sign-up footer whose "Terms of Service" label opens the terms when tapped.
final class TermsFooterView: UIView {
    let termsLabel = UILabel()
    private(set) var openedTerms = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        termsLabel.text = "Terms of Service"
        termsLabel.textColor = .systemBlue
        termsLabel.textAlignment = .center
        termsLabel.frame = CGRect(x: 0, y: 10, width: frame.width, height: 24)
        // Without this the recognizer below never fires: a UILabel ignores touches by default.
        termsLabel.isUserInteractionEnabled = true
        let tap = UITapGestureRecognizer(target: self, action: TermsFooterView.termsTapped(_:))
        termsLabel.addGestureRecognizer(tap)
        addSubview(termsLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func termsTapped(_ sender: UITapGestureRecognizer) {
        openedTerms += 1
    }
}
