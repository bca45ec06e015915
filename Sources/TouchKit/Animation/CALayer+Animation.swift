extension CALayer {
    /// Removes every animation in flight on the layer's view: what it shows jumps to its model values, it takes
    /// touches again, and the completions of the animations removed run with `finished` false (at once, before this
    /// returns; UIKit calls them from Core Animation's delegate callback).
    ///
    /// An animations block that animated other views too keeps animating those; its completion then reports `false`
    /// at its end.
    public func removeAllAnimations() {
        guard let owningView else { return }
        ViewAnimationRecord.removeAnimations(of: owningView)
    }

    /// A copy of the layer as it is shown now, with the values of the animations in flight (UIKit's presentation
    /// layer): ``position``, ``bounds``, ``frame``, ``opacity`` and ``affineTransform()`` of the copy are what a
    /// picture draws. Without animations, the model values. Nil for a layer that is itself a copy, or whose view is
    /// gone (UIKit: nil for a layer never committed).
    public func presentation() -> CALayer? {
        guard let owningView else { return nil }
        let copy = CALayer(presenting: ViewAnimationRecord.presentationValues(of: owningView), anchorPoint: anchorPoint)
        copy.cornerRadius = cornerRadius
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.zPosition = zPosition
        copy.sublayerTransform = sublayerTransform
        return copy
    }

    /// The layer's animation keys. TouchKit's block animations are keyed by property, as UIKit's
    /// (`"position"`, `"bounds"`, `"transform"`, `"opacity"`, `"backgroundColor"`); nil when none is in flight.
    public func animationKeys() -> [String]? {
        guard let owningView, let record = ViewAnimationRecord.existingRecord(for: owningView) else { return nil }
        var keys: [String] = []
        for animation in record.animations {
            for track in animation.tracks where track.view === owningView {
                let key = track.property.layerKey
                if !keys.contains(key) { keys.append(key) }
            }
        }
        return keys.isEmpty ? nil : keys
    }
}

extension AnimatableProperty {
    /// Core Animation's key path for the property.
    var layerKey: String {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "opacity"
        case .backgroundColor: "backgroundColor"
        }
    }
}
