import TouchKit
import TouchKitTesting

/// A mouse or trackpad pointer over a scene, as iPadOS shows it: tiles that light up while the pointer hovers over
/// them (`UIHoverGestureRecognizer`: began, changed, ended), a toolbar whose buttons are pointer regions with a lift
/// or highlight effect and a text field with an I-beam (`UIPointerInteraction` and its delegate's region and style),
/// the region the pointer is in outlined as the pointer's shape, and a click that selects a tile (a click is a touch
/// of type `indirectPointer`, recognized as a finger's tap).
enum HoverDemo {
    static let tileNames = ["Photos", "Music", "Maps", "Notes", "Mail", "Clock"]

    /// The scene: six tiles, a toolbar of three buttons and a text field, the pointer's region outline, a status line.
    @MainActor
    final class Scene: UIPointerInteractionDelegate, NarratingDemoStage {
        let (window, simulator) = demoStage()
        private(set) var tiles: [UIView] = []
        private(set) var buttons: [UIButton] = []
        let field = UIView(frame: CGRect(x: 20, y: 120, width: 350, height: 44))
        /// The outline drawn where the pointer's region is (the shape the pointer takes there).
        let regionOutline = UIView()
        let status: UILabel
        /// The tile the pointer is over, and the one clicked last.
        private(set) var hovered: String?
        private(set) var selected: String?
        private(set) var hoverEvents: [String] = []
        var log: (String) -> Void = { _ in }
        static let tileColor = UIColor(white: 0.93, alpha: 1)
        static let hoverColor = UIColor(red: 0.8, green: 0.88, blue: 1, alpha: 1)

        init() {
            window.backgroundColor = .white
            DemoLook.hint("move the mouse over the tiles and the toolbar; click a tile", in: window)
            status = DemoLook.status("Pointer outside", in: window)
            let toolbar = UIView(frame: CGRect(x: 0, y: 40, width: 390, height: 64))
            toolbar.accessibilityIdentifier = "toolbar"
            toolbar.backgroundColor = UIColor(white: 0.96, alpha: 1)
            window.addSubview(toolbar)
            for (index, (title, effect)) in [("Share", "lift"), ("Edit", "highlight"), ("Delete", "hover")].enumerated() {
                let button = UIButton(frame: CGRect(x: 20 + CGFloat(index) * 120, y: 10, width: 100, height: 44))
                button.accessibilityIdentifier = effect
                button.backgroundColor = .systemBlue
                button.layer.cornerRadius = 10
                DemoLook.title(button, title)
                button.addInteraction(UIPointerInteraction(delegate: self))
                toolbar.addSubview(button)
                buttons.append(button)
            }
            field.accessibilityIdentifier = "text field"
            field.backgroundColor = UIColor(white: 0.97, alpha: 1)
            field.layer.cornerRadius = 8
            field.layer.borderWidth = 1
            field.layer.borderColor = UIColor(white: 0.75, alpha: 1)
            field.addSubview(DemoLook.label("Type here (an I-beam pointer)", frame: field.bounds.insetBy(dx: 12, dy: 0),
                                            color: DemoLook.secondaryInk))
            field.addInteraction(UIPointerInteraction(delegate: self))
            window.addSubview(field)
            for (index, name) in HoverDemo.tileNames.enumerated() {
                let tile = UIView(frame: CGRect(x: 20 + CGFloat(index % 2) * 180, y: 190 + CGFloat(index / 2) * 180, width: 170, height: 170))
                tile.accessibilityIdentifier = name
                tile.backgroundColor = Self.tileColor
                tile.layer.cornerRadius = 16
                tile.addSubview(DemoLook.icon(String(name.prefix(1)), color: [DemoLook.systemGreen, DemoLook.systemRed, .systemBlue,
                                                                             DemoLook.systemOrange, DemoLook.systemIndigo, .darkGray][index],
                                              frame: CGRect(x: 55, y: 40, width: 60, height: 60)))
                tile.addSubview(DemoLook.label(name, frame: CGRect(x: 0, y: 112, width: 170, height: 24), weight: .semibold, alignment: .center))
                let hover = UIHoverGestureRecognizer()
                hover.name = "hover \(name)"
                hover.addTarget(handler: { [unowned self, unowned tile] recognizer in hovered(tile, recognizer.state) })
                tile.addGestureRecognizer(hover)
                let click = UITapGestureRecognizer()
                click.name = "click \(name)"
                click.addTarget(handler: { [unowned self, unowned tile] _ in select(tile) })
                tile.addGestureRecognizer(click)
                window.addSubview(tile)
                tiles.append(tile)
            }
            regionOutline.accessibilityIdentifier = "pointer region"
            regionOutline.layer.borderWidth = 2
            regionOutline.layer.borderColor = DemoLook.systemOrange
            regionOutline.isUserInteractionEnabled = false
            regionOutline.isHidden = true
            window.addSubview(regionOutline)
        }

        private func hovered(_ tile: UIView, _ state: UIGestureRecognizer.State) {
            let name = tile.accessibilityIdentifier ?? "tile"
            switch state {
            case .began, .changed:
                if state == .began { hoverEvents.append("\(name) began"); log("    hover began over \(name)") }
                hovered = name
                tile.backgroundColor = Self.hoverColor
                tile.transform = CGAffineTransform(scaleX: 1.04, y: 1.04)
                status.text = "Hovering \(name)" + (selected.map { " · selected \($0)" } ?? "")
            default:
                hoverEvents.append("\(name) \(state)")
                log("    hover \(state) over \(name)")
                if hovered == name { hovered = nil }
                tile.backgroundColor = name == selected ? DemoLook.highlight : Self.tileColor
                tile.transform = .identity
                status.text = "Pointer left \(name)" + (selected.map { " · selected \($0)" } ?? "")
            }
        }

        private func select(_ tile: UIView) {
            selected = tile.accessibilityIdentifier
            for other in tiles where other !== tile { other.backgroundColor = Self.tileColor }
            tile.backgroundColor = DemoLook.highlight
            status.text = "Clicked \(selected ?? "a tile")"
            log("    click selects \(selected ?? "?")")
        }

        // MARK: Pointer interaction

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            guard let view = interaction.view else { return nil }
            if view === field { return UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: []) }
            let preview = UITargetedPreview(view: view)
            switch view.accessibilityIdentifier {
            case "lift": return UIPointerStyle(effect: .lift(preview))
            case "highlight": return UIPointerStyle(effect: .highlight(preview))
            default: return UIPointerStyle(effect: .hover(preview, preferredTintMode: .overlay))
            }
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            guard let view = interaction.view else { return }
            let name = view === field ? "the text field (I-beam)" : "\(view.accessibilityIdentifier ?? "a") effect"
            regionOutline.frame = view.convert(region.rect, to: window).insetBy(dx: -4, dy: -4)
            regionOutline.layer.cornerRadius = view.layer.cornerRadius + 4
            regionOutline.isHidden = false
            if view !== field { view.transform = CGAffineTransform(scaleX: 1.08, y: 1.08) }
            status.text = "Pointer region: \(name)"
            log("    pointer entered the region of \(name)")
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            regionOutline.isHidden = true
            interaction.view?.transform = .identity
            status.text = "Pointer left the region"
            log("    pointer left the region of \(interaction.view?.accessibilityIdentifier ?? "?")")
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        let simulator = scene.simulator
        output.say("The pointer comes in over Photos, moves across to Music and down to Notes:")
        simulator.movePointer(to: CGPoint(x: 60, y: 260))
        simulator.movePointer(to: CGPoint(x: 290, y: 260), duration: 0.3)
        simulator.movePointer(to: CGPoint(x: 290, y: 440), duration: 0.3)
        output.say("  hovering \(scene.hovered ?? "nothing"); pointer style \(describe(simulator.host.pointerStyle))")
        output.say("A click on Notes selects it (a touch of type indirectPointer):")
        simulator.click(at: CGPoint(x: 290, y: 440))
        output.say("  selected \(scene.selected ?? "nothing")")
        output.say("Up to the toolbar's Share button, then the text field:")
        simulator.movePointer(to: CGPoint(x: 70, y: 72), duration: 0.3)
        output.say("  pointer style \(describe(simulator.host.pointerStyle))")
        simulator.movePointer(to: CGPoint(x: 200, y: 142), duration: 0.2)
        output.say("  pointer style \(describe(simulator.host.pointerStyle))")
        output.say("The pointer rests on Edit:")
        simulator.movePointer(to: CGPoint(x: 190, y: 72), duration: 0.2)
        output.say("  pointer style \(describe(simulator.host.pointerStyle))")
    }

    /// A pointer style in words: its effect or shape.
    @MainActor
    static func describe(_ style: UIPointerStyle?) -> String {
        guard let style else { return "system" }
        if let effect = style.effect {
            switch effect {
            case .automatic: return "automatic effect"
            case .highlight: return "highlight effect"
            case .lift: return "lift effect"
            case .hover: return "hover effect"
            }
        }
        if let shape = style.shape {
            switch shape {
            case .verticalBeam: return "I-beam"
            case .horizontalBeam: return "horizontal beam"
            default: return "custom shape"
            }
        }
        return "\(style.kind)"
    }
}
