/// Where a context menu's preview and rows are on screen: TouchKit draws no menu, but touches choose its actions, so
/// its geometry must exist. A simple, documented layout after UIKit's (the numbers are readings, not Apple's):
///
/// - the **preview** is the interaction's view where it is (UIKit lifts the view in place when it fits; TouchKit does
///   not scale it), or the preview provider's view, of its own size, centred on the interaction's view;
/// - the **menu** is ``menuWidth`` wide (never wider than the window less its margins), one ``rowHeight`` row per
///   action shown, in menu order, with submenus laid out inline; hidden actions take no row, disabled ones do;
/// - it sits ``spacing`` below the preview, or above it when there is no room below, or against the bottom margin
///   when there is room for neither (over the preview: UIKit shrinks the preview instead);
/// - horizontally it is centred under the preview when the window's centre line runs through the preview's middle
///   half, otherwise aligned with the preview's edge on the side it leans to (its right edge with the preview's right
///   edge when the preview's centre is right of the window's), then kept ``margin`` inside the window's safe area.
///
/// The horizontal rule and the spacing and margin are those of Flutter's `CupertinoContextMenu`, a re-implementation
/// matched by eye against iOS 13 to 16 [pub]; the 250 pt width and the 44 pt row are TouchKit's reading of iOS's
/// menus [?] (44 pt is Apple's minimum hit target, Human Interface Guidelines, "Layout").
enum ContextMenuLayout {
    /// The menu's width: 250 pt [?].
    static let menuWidth: CGFloat = 250
    /// Each row's height: 44 pt [?].
    static let rowHeight: CGFloat = 44
    /// The gap between the preview and the menu: 20 pt [pub].
    static let spacing: CGFloat = 20
    /// How far the menu stays inside the window's safe area: 20 pt [pub].
    static let margin: CGFloat = 20

    /// The actions that take a row, in order: every action not hidden, depth first through submenus.
    @MainActor
    static func rowActions(of menu: UIMenu?) -> [UIAction] {
        guard let menu else { return [] }
        return menu.children.flatMap { element -> [UIAction] in
            if let submenu = element as? UIMenu { return rowActions(of: submenu) }
            guard let action = element as? UIAction, !action.attributes.contains(.hidden) else { return [] }
            return [action]
        }
    }

    /// The menu's frame for `rows` rows beside `preview`, within `area` (the window's safe area), all in window
    /// coordinates. Degenerate input (non-finite rectangles, an area too small) gives a frame inside `area` at worst
    /// of zero size, never a trap.
    static func menuFrame(rows: Int, preview: CGRect, area: CGRect) -> CGRect {
        guard preview.isFiniteRect, area.isFiniteRect else { return .zero }
        let width = max(0, min(menuWidth, area.width - 2 * margin))
        let height = CGFloat(max(rows, 0)) * rowHeight
        var x: CGFloat
        let centerLine = area.midX
        if preview.minX < centerLine, preview.maxX > centerLine, abs(centerLine - preview.midX) <= preview.width / 4 {
            x = preview.midX - width / 2
        } else if preview.midX > centerLine {
            x = preview.maxX - width
        } else {
            x = preview.minX
        }
        x = min(max(x, area.minX + margin), max(area.minX + margin, area.maxX - margin - width))
        let below = preview.maxY + spacing, above = preview.minY - spacing - height
        let y: CGFloat
        if below + height <= area.maxY - margin {
            y = below
        } else if above >= area.minY + margin {
            y = above
        } else {
            y = max(area.minY + margin, area.maxY - margin - height)
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

