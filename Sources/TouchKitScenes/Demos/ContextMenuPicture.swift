import TouchKit

/// A context menu as a scene draws it while it is shown: TouchKit's `UIContextMenuInteraction` keeps the menu on
/// screen as data only (``UIContextMenuInteraction/presentedMenu``), so a scene puts views where its rows and preview
/// are, and every renderer (the SVG pictures, the playground, the native window) draws them: the window dimmed, the
/// preview (the preview provider's view, or a plain card where the pressed view is), the menu's rounded panel with
/// each row's title (a destructive action's in red, a disabled one's grey) and a hairline between rows.
///
/// The views ignore touches: the interaction's container, in front of the app's views, takes every touch while the
/// menu is up and chooses the row under a lifting finger.
@MainActor
enum ContextMenuPicture {
    /// The identifier of the view that holds the drawing, to find it again.
    static let identifier = "context menu"

    /// Draws `presentation` over `window` (the window's coordinates are the presentation's), replacing a drawing
    /// already there.
    static func show(_ presentation: UIContextMenuInteraction.Presentation, in window: UIWindow) {
        hide(in: window)
        let overlay = UIView(frame: window.bounds)
        overlay.accessibilityIdentifier = identifier
        overlay.isUserInteractionEnabled = false
        overlay.backgroundColor = UIColor(white: 0, alpha: 0.3)
        let preview = presentation.preview ?? UIView(frame: CGRect(origin: .zero, size: presentation.previewFrame.size))
        if presentation.preview == nil { preview.backgroundColor = .white }
        preview.frame = presentation.previewFrame
        preview.layer.cornerRadius = 12
        preview.clipsToBounds = true
        preview.isUserInteractionEnabled = false
        overlay.addSubview(preview)
        if presentation.menuFrame.height > 0 {
            let panel = UIView(frame: presentation.menuFrame)
            panel.backgroundColor = UIColor(white: 0.97, alpha: 1)
            panel.layer.cornerRadius = 13
            panel.clipsToBounds = true
            for (index, row) in presentation.rows.enumerated() {
                let frame = row.frame.offsetBy(dx: -presentation.menuFrame.minX, dy: -presentation.menuFrame.minY)
                if index > 0 {
                    let line = UIView(frame: CGRect(x: 0, y: frame.minY, width: frame.width, height: 0.5))
                    line.backgroundColor = UIColor(white: 0.78, alpha: 1)
                    panel.addSubview(line)
                }
                let attributes = row.action.attributes
                let color = attributes.contains(.disabled) ? DemoLook.secondaryInk
                    : attributes.contains(.destructive) ? DemoLook.systemRed : DemoLook.ink
                panel.addSubview(DemoLook.label(row.action.title, frame: frame.insetBy(dx: 16, dy: 0), size: 17, color: color))
            }
            overlay.addSubview(panel)
        }
        window.addSubview(overlay)
    }

    /// Takes the drawing away (the menu went).
    static func hide(in window: UIWindow?) {
        for view in window?.subviews ?? [] where view.accessibilityIdentifier == identifier { view.removeFromSuperview() }
    }
}
