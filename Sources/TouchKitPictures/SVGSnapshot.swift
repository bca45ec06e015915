import TouchKit

/// Draws a view tree and the fingers on it as an SVG document: one frame of a scene.
///
/// Each view is a group whose `transform="matrix(a b c d tx ty)"` maps its bounds coordinates into its superview's,
/// the same geometry `UIView.convert(_:to:)` uses (center, bounds origin and size, transform, anchor
/// point), so nested groups place every view where hit testing finds it and a scroll view's offset shifts its
/// content. Inside the group: the background (`UIView.backgroundColor`, the layer's corner radius and border), the
/// subviews (clipped to the bounds, rounded when the corners are, when `UIView.clipsToBounds`), and the view's
/// name, and a scroll view's indicators while they show (`<rect class="scroll-indicator">`, with `data-axis` and
/// the fade in its opacity). `UIView.alpha` is the group's opacity, so it compounds down the tree as on screen; hidden views are not
/// drawn. Fingers are translucent circles on top, in window coordinates.
///
/// ```swift
/// let svg = SVGSnapshot().render(SceneSnapshot(of: window))   // the window and the touches down now
/// ```
///
/// Every view group carries `class="view"`, `data-view` (its trace name) and `data-type`; its background is a
/// `<rect class="background">`; each finger is a `<circle class="finger">` with `data-finger` and `data-phase`; the
/// root `<svg>` has `data-time-ms` when the snapshot has a time.
///
/// UIKit has no equivalent: this is a TouchKit tool.
///
/// See also ``SceneSnapshot``, ``FilmstripRecorder``, ``SVGTimeline``.
public struct SVGSnapshot: Sendable {
    /// A caption under the picture (the time is added to it).
    public var title: String?
    /// Whether every view's bounds is outlined, so views without a background colour still show (a label without one
    /// shows its text only). Default true.
    public var showsOutlines: Bool
    /// Whether views with an `accessibilityIdentifier` are labelled with it. Default true.
    public var showsNames: Bool
    /// The radius of a finger's circle, in points. Default 20, `UITouch.majorRadius`'s default.
    public var fingerRadius: CGFloat

    /// A renderer with the given caption and options.
    public init(title: String? = nil, showsOutlines: Bool = true, showsNames: Bool = true, fingerRadius: CGFloat = 20) {
        self.title = title
        self.showsOutlines = showsOutlines
        self.showsNames = showsNames
        self.fingerRadius = fingerRadius
    }

    /// The SVG document for `snapshot`.
    public func render(_ snapshot: SceneSnapshot) -> String {
        let canvas = snapshot.canvas.isFiniteRect && !snapshot.canvas.isNull ? snapshot.canvas : .zero
        let captionHeight: CGFloat = 26
        let width = max(canvas.width, 1), height = max(canvas.height, 1) + captionHeight
        let viewBox = [canvas.minX, canvas.minY, width, height].map { SVGElement.number($0) }.joined(separator: " ")
        var root = SVGElement("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("class", "touchkit-snapshot"),
            ("width", SVGElement.number(width)), ("height", SVGElement.number(height)), ("viewBox", viewBox),
            ("font-family", "Helvetica, Arial, sans-serif"),
        ])
        if let time = snapshot.time { root.set("data-time-ms", time * 1000) }
        root.append(SVGElement("rect", [
            ("class", "canvas"), ("x", SVGElement.number(canvas.minX)), ("y", SVGElement.number(canvas.minY)),
            ("width", SVGElement.number(width)), ("height", SVGElement.number(height)), ("fill", "#eef0f3"),
        ]))
        var context = DrawingContext()
        root.append(draw(snapshot.root, toWindow: snapshot.root.transform, context: &context))
        let definitions = context.definitions
        if !definitions.children.isEmpty { root.children.insert(definitions, at: 0) }
        for finger in snapshot.fingers { root.append(draw(finger)) }
        root.append(caption(for: snapshot, canvas: canvas, y: canvas.minY + height - 8))
        return root.document()
    }

    /// The SVG document for `view` and the given fingers (window coordinates), now.
    @MainActor
    public func render(_ view: UIView, fingers: [SceneSnapshot.Finger] = []) -> String {
        render(SceneSnapshot(of: view, fingers: fingers))
    }

    // MARK: Views

    /// What drawing one view tree accumulates.
    private struct DrawingContext {
        var definitions = SVGElement("defs")
        var clipCount = 0
        /// How many names are already written at each window position (views that share a corner stack theirs).
        var namesAtCorner: [String: Int] = [:]
    }

    /// Draws `view`, whose bounds coordinates map to window coordinates by `toWindow`.
    private func draw(_ view: SceneSnapshot.View, toWindow: CGAffineTransform, context: inout DrawingContext) -> SVGElement {
        var group = SVGElement("g", [
            ("class", "view"), ("data-view", view.name), ("data-type", view.typeName),
            ("transform", SVGElement.matrix(view.transform)),
        ])
        if view.isHidden {
            // Kept in the document for tools, never drawn.
            group.set("display", "none")
            group.set("data-hidden", "true")
            return group
        }
        if view.alpha < 1 { group.set("opacity", max(view.alpha, 0)) }
        if view.clipsToBounds { group.set("data-clips", "true") }

        let bounds = view.bounds
        let radius = min(max(view.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        var background = rectangle(bounds, radius: radius)
        background.set("class", "background")
        background.set("data-view", view.name)
        if let color = view.backgroundColor, color.alpha > 0 {
            background.set("fill", SVGElement.rgb(color))
            if color.alpha < 1 { background.set("fill-opacity", color.alpha) }
        } else {
            background.set("fill", "none")
        }
        if radius > 0 { background.set("data-corner-radius", radius) }
        // A label without a background is its text: no outline around it.
        var isBareLabel = false
        if case .label? = view.content, view.backgroundColor == nil { isBareLabel = true }
        if showsOutlines && !isBareLabel {
            background.set("stroke", view.backgroundColor == nil ? "#9aa5b1" : "#6c757d")
            background.set("stroke-width", "0.75")
            if view.backgroundColor == nil { background.set("stroke-dasharray", "4 3") }
            background.set("vector-effect", "non-scaling-stroke")
        }
        group.append(background)
        if view.borderWidth > 0, let color = view.borderColor, color.alpha > 0 {
            // The layer's border lies inside the bounds.
            let inset = view.borderWidth / 2
            var border = rectangle(bounds.insetBy(dx: inset, dy: inset), radius: max(radius - inset, 0))
            border.set("class", "border")
            border.set("fill", "none")
            border.set("stroke", SVGElement.rgb(color))
            border.set("stroke-width", view.borderWidth)
            if color.alpha < 1 { border.set("stroke-opacity", color.alpha) }
            group.append(border)
        }
        if let content = view.content { group.append(draw(content, in: bounds)) }

        // The name is claimed before the subviews, so a view's name sits above its subviews' at a shared corner,
        // and drawn after them, so it stays readable over their backgrounds.
        let name = showsNames && view.isNamed ? nameLabel(view, toWindow: toWindow, context: &context) : nil
        if !view.subviews.isEmpty {
            var content = SVGElement("g", [("class", "subviews")])
            if view.clipsToBounds {
                context.clipCount += 1
                let id = "clip-\(context.clipCount)"
                var clipShape = rectangle(bounds, radius: radius)
                clipShape.set("class", "clip")
                context.definitions.append(SVGElement("clipPath", [("id", id), ("clipPathUnits", "userSpaceOnUse")], children: [clipShape]))
                content.set("clip-path", "url(#\(id))")
            }
            for subview in view.subviews {
                content.append(draw(subview, toWindow: subview.transform.concatenating(toWindow), context: &context))
            }
            group.append(content)
        }
        for indicator in view.scrollIndicators { group.append(draw(indicator)) }
        if let name { group.append(name) }
        return group
    }

    private func draw(_ indicator: SceneSnapshot.ScrollIndicator) -> SVGElement {
        let frame = indicator.frame
        var element = rectangle(frame, radius: min(frame.width, frame.height) / 2)
        element.set("class", "scroll-indicator")
        element.set("data-axis", indicator.isVertical ? "vertical" : "horizontal")
        element.set("fill", SVGElement.rgb(indicator.color))
        element.set("fill-opacity", indicator.color.alpha * min(max(indicator.alpha, 0), 1))
        return element
    }

    private func nameLabel(_ view: SceneSnapshot.View, toWindow: CGAffineTransform, context: inout DrawingContext) -> SVGElement {
        let bounds = view.bounds
        let corner = CGPoint(x: bounds.minX, y: bounds.minY).applying(toWindow)
        let key = "\((corner.x / 2).rounded()),\((corner.y / 2).rounded())"
        let line = context.namesAtCorner[key, default: 0]
        context.namesAtCorner[key] = line + 1
        // Clear of a rounded corner, and light on a dark fill.
        let inset = 4 + max(view.cornerRadius, 0) * 0.3
        var isDark = false
        if let color = view.backgroundColor, color.alpha >= 0.5 {
            isDark = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue < 0.5
        }
        return SVGElement("text", [
            ("class", "name"), ("x", SVGElement.number(bounds.minX + inset)),
            ("y", SVGElement.number(bounds.minY + inset + 8 + 12 * CGFloat(line))), ("font-size", "10"),
            ("fill", isDark ? "#ffffff" : "#3d4852"),
        ], text: view.name)
    }

    private func rectangle(_ rect: CGRect, radius: CGFloat) -> SVGElement {
        var element = SVGElement("rect", [
            ("x", SVGElement.number(rect.minX)), ("y", SVGElement.number(rect.minY)),
            ("width", SVGElement.number(max(rect.width, 0))), ("height", SVGElement.number(max(rect.height, 0))),
        ])
        if radius > 0 {
            element.set("rx", radius)
            element.set("ry", radius)
        }
        return element
    }

    // MARK: Fingers and caption

    private func draw(_ finger: SceneSnapshot.Finger) -> SVGElement {
        var group = SVGElement("g", [("class", "finger-group")])
        var circle = SVGElement("circle", [
            ("class", "finger"), ("data-finger", String(finger.id)), ("data-phase", finger.phase.description),
            ("cx", SVGElement.number(finger.location.x)), ("cy", SVGElement.number(finger.location.y)),
            ("r", SVGElement.number(fingerRadius)), ("fill", "#e63946"), ("fill-opacity", "0.3"),
            ("stroke", "#c1121f"), ("stroke-width", "2"),
        ])
        circle.append(SVGElement("title", text: "finger \(finger.id) (\(finger.phase))"))
        group.append(circle)
        group.append(SVGElement("text", [
            ("x", SVGElement.number(finger.location.x)), ("y", SVGElement.number(finger.location.y + 4)),
            ("text-anchor", "middle"), ("font-size", "11"), ("font-weight", "bold"), ("fill", "#7a0a12"),
        ], text: String(finger.id)))
        return group
    }

    private func caption(for snapshot: SceneSnapshot, canvas: CGRect, y: CGFloat) -> SVGElement {
        var words: [String] = []
        if let title { words.append(title) }
        if let time = snapshot.time { words.append("t = \(SVGElement.number(time * 1000)) ms") }
        if !snapshot.fingers.isEmpty {
            words.append(snapshot.fingers.count == 1 ? "1 finger" : "\(snapshot.fingers.count) fingers")
        }
        return SVGElement("text", [
            ("class", "caption"), ("x", SVGElement.number(canvas.minX + 8)), ("y", SVGElement.number(y)),
            ("font-size", "12"), ("fill", "#222"),
        ], text: words.joined(separator: " · "))
    }
}
