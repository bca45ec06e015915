// Ported from UIKit by the mechanical steps only: nothing to change (no selectors, no `@objc`). Swift 5 code never
// annotated for concurrency, as many iOS projects still are: a board that takes dropped notes and links through the
// drop session's item providers, and a snippet that offers its text and link as `NSString`/`NSURL` objects. (A
// paraphrase of the drag-and-drop sample boards of public iOS projects, not a copy of any.)

import UIKit

/// A snippet of text, with an optional link, that can be dragged out as a note and a link.
class SnippetView: UIView, UIDragInteractionDelegate {
    let text: String
    let link: URL?

    init(frame: CGRect, text: String, link: URL?) {
        self.text = text
        self.link = link
        super.init(frame: frame)
        addInteraction(UIDragInteraction(delegate: self))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        var items = [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
        if let link = link {
            items.append(UIDragItem(itemProvider: NSItemProvider(object: link as NSURL)))
        }
        return items
    }
}

/// A board that accepts dropped text as notes and URLs as links.
class DropBoardView: UIView, UIDropInteractionDelegate {
    private(set) var notes: [String] = []
    private(set) var links: [URL] = []
    private(set) var isHighlighted = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIDropInteraction(delegate: self))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: URL.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        isHighlighted = true
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        return UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        isHighlighted = false
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        isHighlighted = false
        _ = session.loadObjects(ofClass: String.self) { strings in
            self.notes.append(contentsOf: strings)
        }
        _ = session.loadObjects(ofClass: URL.self) { urls in
            self.links.append(contentsOf: urls)
        }
    }
}
