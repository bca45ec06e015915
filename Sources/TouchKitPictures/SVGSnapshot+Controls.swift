import TouchKit

extension SVGSnapshot {
    /// iOS's colours for the controls' parts, approximately: the system blue, green and greys of light mode [?].
    private enum Palette {
        static let tint = "#007aff"
        static let on = "#34c759"
        static let track = "#e5e5ea"
        static let thumb = "#ffffff"
        static let stroke = "#c7c7cc"
        static let text = "#222222"
        static let dim = "#8e8e93"
    }

    /// Draws what a label or control shows, in its bounds coordinates, as a `<g class="content">` whose
    /// `data-state` names the state a reader checks (the value, on or off, the selected segment, the current page).
    func draw(_ content: SceneSnapshot.Content, in bounds: CGRect) -> SVGElement {
        var group = SVGElement("g", [("class", "content")])
        switch content {
        case let .label(lines, alignment, fontSize, color, isEnabled):
            group.set("data-kind", "label")
            group.set("data-state", lines.joined(separator: "\n"))
            let lineHeight = fontSize * 1.2
            let top = bounds.midY - CGFloat(lines.count) * lineHeight / 2
            let (x, anchor): (CGFloat, String) = switch alignment {
            case .center: (bounds.midX, "middle")
            case .right: (bounds.maxX, "end")
            default: (bounds.minX, "start")
            }
            for (index, line) in lines.enumerated() {
                var text = SVGElement("text", [
                    ("x", SVGElement.number(x)), ("y", SVGElement.number(top + (CGFloat(index) + 0.8) * lineHeight)),
                    ("font-size", SVGElement.number(fontSize)), ("text-anchor", anchor),
                    ("fill", isEnabled ? SVGElement.rgb(color) : Palette.dim),
                ], text: line)
                if color.alpha < 1 { text.set("fill-opacity", color.alpha) }
                group.append(text)
            }
        case let .slider(track, thumb):
            group.set("data-kind", "slider")
            group.set("data-state", "thumb \(SVGElement.number(thumb.midX))")
            let radius = track.height / 2
            group.append(shape(track, radius: radius, fill: Palette.track))
            let filled = CGRect(x: track.minX, y: track.minY, width: max(thumb.midX - track.minX, 0), height: track.height)
            group.append(shape(filled, radius: radius, fill: Palette.tint))
            var knob = shape(thumb, radius: thumb.width / 2, fill: Palette.thumb)
            knob.set("class", "thumb")
            knob.set("stroke", Palette.stroke)
            group.append(knob)
        case let .toggle(isOn):
            group.set("data-kind", "switch")
            group.set("data-state", isOn ? "on" : "off")
            group.append(shape(bounds, radius: bounds.height / 2, fill: isOn ? Palette.on : Palette.track))
            let diameter = max(bounds.height - 4, 0)
            let x = isOn ? bounds.maxX - 2 - diameter : bounds.minX + 2
            var knob = shape(CGRect(x: x, y: bounds.minY + 2, width: diameter, height: diameter), radius: diameter / 2, fill: Palette.thumb)
            knob.set("class", "thumb")
            knob.set("stroke", Palette.stroke)
            group.append(knob)
        case let .stepper(pressed, canDecrement, canIncrement):
            group.set("data-kind", "stepper")
            group.set("data-state", pressed < 0 ? "minus pressed" : pressed > 0 ? "plus pressed" : "idle")
            let half = bounds.width / 2
            for (index, symbol) in ["−", "+"].enumerated() {
                let rect = CGRect(x: bounds.minX + CGFloat(index) * half, y: bounds.minY, width: half, height: bounds.height)
                let isPressed = pressed == (index == 0 ? -1 : 1)
                let enabled = index == 0 ? canDecrement : canIncrement
                group.append(shape(rect, radius: 6, fill: isPressed ? Palette.stroke : Palette.track))
                group.append(SVGElement("text", [
                    ("x", SVGElement.number(rect.midX)), ("y", SVGElement.number(rect.midY + 6)),
                    ("font-size", "18"), ("text-anchor", "middle"), ("fill", enabled ? Palette.text : Palette.dim),
                ], text: symbol))
            }
        case let .segments(titles, frames, selected, highlighted):
            group.set("data-kind", "segments")
            group.set("data-state", selected >= 0 && selected < titles.count ? titles[selected] : "none")
            group.append(shape(bounds, radius: 8, fill: Palette.track))
            for (index, frame) in frames.enumerated() {
                if index == selected {
                    var chosen = shape(frame.insetBy(dx: 2, dy: 2), radius: 6, fill: Palette.thumb)
                    chosen.set("class", "selected-segment")
                    chosen.set("stroke", Palette.stroke)
                    group.append(chosen)
                } else if index == highlighted {
                    group.append(shape(frame.insetBy(dx: 2, dy: 2), radius: 6, fill: Palette.stroke))
                }
                group.append(SVGElement("text", [
                    ("x", SVGElement.number(frame.midX)), ("y", SVGElement.number(frame.midY + 4.5)),
                    ("font-size", "13"), ("text-anchor", "middle"), ("fill", Palette.text),
                    ("font-weight", index == selected ? "bold" : "normal"),
                ], text: index < titles.count ? titles[index] : ""))
            }
        case let .pageIndicators(centers, diameter, current):
            group.set("data-kind", "pages")
            group.set("data-state", centers.isEmpty ? "none" : "page \(current + 1) of \(centers.count)")
            for (index, center) in centers.enumerated() {
                group.append(SVGElement("circle", [
                    ("class", index == current ? "current-page" : "page"),
                    ("cx", SVGElement.number(center.x)), ("cy", SVGElement.number(center.y)),
                    ("r", SVGElement.number(diameter / 2)), ("fill", index == current ? Palette.text : Palette.stroke),
                ]))
            }
        }
        return group
    }

    private func shape(_ rect: CGRect, radius: CGFloat, fill: String) -> SVGElement {
        var element = SVGElement("rect", [
            ("x", SVGElement.number(rect.minX)), ("y", SVGElement.number(rect.minY)),
            ("width", SVGElement.number(max(rect.width, 0))), ("height", SVGElement.number(max(rect.height, 0))),
            ("fill", fill),
        ])
        let clamped = min(max(radius, 0), min(rect.width, rect.height) / 2)
        if clamped > 0 {
            element.set("rx", clamped)
            element.set("ry", clamped)
        }
        return element
    }
}
