// Ported from UIKit by the mechanical steps only: `#selector(m)` → the method reference `Type.m`, `@objc` dropped.
// Everything else reads as the iOS original would (a paraphrase of toolbars that send nil-targeted actions up the
// responder chain, as public iOS projects do, not a copy of any).

import UIKit

/// A reusable toolbar: its buttons do not know who handles them; they send nil-targeted actions that go up the
/// responder chain to whichever container implements them.
final class ComposeToolbar: UIView {
    let sendButton = UIButton(frame: CGRect(x: 10, y: 5, width: 80, height: 34))
    let discardButton = UIButton(frame: CGRect(x: 100, y: 5, width: 80, height: 34))

    override init(frame: CGRect) {
        super.init(frame: frame)
        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(nil, action: ComposeScreen.sendMessage, for: .touchUpInside)
        discardButton.setTitle("Discard", for: .normal)
        discardButton.addTarget(nil, action: ComposeScreen.discardDraft(_:), for: .touchUpInside)
        addSubview(sendButton)
        addSubview(discardButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The screen that hosts the toolbar and answers its actions.
final class ComposeScreen: UIView {
    let toolbar = ComposeToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    private(set) var sentCount = 0
    private(set) var discardedBy: UIButton?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(toolbar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func sendMessage() {
        sentCount += 1
    }

    func discardDraft(_ sender: UIButton) {
        discardedBy = sender
    }
}
