/// One property of one view changed inside an animations block: the value it had before and after, and how the
/// animation adds the difference to what is shown.
///
/// UIKit's block animations are additive since iOS 8 (Core Animation `additive` animations; Apple, WWDC 2014
/// "Building Interruptible and Responsive Interactions"): the model value changes at once, and what is shown is the
/// model value plus `(from − to)·(1 − progress)` for each animation in flight on the property. An animation started
/// while another runs on the same property therefore starts from what is on screen, and both run to their end.
///
/// Values are added as components: a point's x and y, a rectangle's origin and size, a colour's channels, and a
/// transform decomposed as rotation, scale, shear and translation (so a rotation turns instead of shrinking through
/// the middle, as Core Animation interpolates transforms).
@MainActor
final class AnimationTrack {
    /// The animated view. Held for the animation's life, as UIKit's animation state holds its views.
    let view: UIView
    let property: AnimatableProperty
    /// The components before the change.
    let from: [CGFloat]
    /// The components after the change: the model value the animation ends on.
    let to: [CGFloat]
    /// The share of the animator's progress at which this track starts
    /// (``UIViewPropertyAnimator/addAnimations(_:delayFactor:)``, animations added mid-flight); 0 for block animations.
    let startFraction: CGFloat

    init(view: UIView, property: AnimatableProperty, from: [CGFloat], to: [CGFloat], startFraction: CGFloat = 0) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.startFraction = min(max(startFraction.isFinite ? startFraction : 0, 0), 0.999)
    }

    /// This track's own progress when its animation's progress is `progress`.
    func localProgress(_ progress: CGFloat) -> CGFloat {
        guard startFraction > 0 else { return progress }
        return max(0, (progress - startFraction) / (1 - startFraction))
    }

    /// Adds what this track shows at `progress` on top of `values`.
    func addOffset(at progress: CGFloat, to values: inout AnimatableValues) {
        let remaining = 1 - localProgress(progress)
        var components = Self.components(of: property, in: values)
        for index in components.indices { components[index] += (from[index] - to[index]) * remaining }
        Self.set(property, to: components, in: &values)
    }

    // MARK: Components

    /// The property's value in `values`, as components that add.
    static func components(of property: AnimatableProperty, in values: AnimatableValues) -> [CGFloat] {
        switch property {
        case .center: return [values.center.x, values.center.y]
        case .bounds: return [values.bounds.origin.x, values.bounds.origin.y, values.bounds.width, values.bounds.height]
        case .alpha: return [values.alpha]
        case .backgroundColor:
            let color = values.backgroundColor ?? .clear
            return [color.red, color.green, color.blue, color.alpha]
        case .transform: return decompose(values.transform)
        }
    }

    /// Writes components back into `values`.
    static func set(_ property: AnimatableProperty, to components: [CGFloat], in values: inout AnimatableValues) {
        switch property {
        case .center: values.center = CGPoint(x: components[0], y: components[1])
        case .bounds:
            values.bounds = CGRect(
                x: components[0], y: components[1], width: max(components[2], 0), height: max(components[3], 0))
        case .alpha: values.alpha = components[0]
        case .backgroundColor:
            values.backgroundColor = UIColor(
                red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .transform: values.transform = compose(components)
        }
    }

    /// Writes a value given as components to the view's model property, bypassing any animation capture.
    static func apply(_ components: [CGFloat], to property: AnimatableProperty, of view: UIView) {
        var values = AnimatableValues(of: view)
        set(property, to: components, in: &values)
        switch property {
        case .center: view.center = values.center
        case .bounds: view.bounds = values.bounds
        case .alpha: view.alpha = values.alpha
        case .backgroundColor: view.backgroundColor = values.backgroundColor
        case .transform: view.transform = values.transform
        }
    }

    /// `[angle, scaleX, scaleY, shear, tx, ty]` with the matrix `[a c; b d]` = rotation(angle) · `[sx shear; 0 sy]`
    /// (a QR decomposition; exact for every invertible transform).
    static func decompose(_ t: CGAffineTransform) -> [CGFloat] {
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let angle = scaleX > 0 ? atan2(t.b, t.a) : 0
        let cosine = cos(angle), sine = sin(angle)
        let shear = t.c * cosine + t.d * sine
        let scaleY = -t.c * sine + t.d * cosine
        return [angle, scaleX, scaleY, shear, t.tx, t.ty]
    }

    /// The transform of ``decompose(_:)``'s components.
    static func compose(_ components: [CGFloat]) -> CGAffineTransform {
        let angle = components[0], scaleX = components[1], scaleY = components[2], shear = components[3]
        let cosine = cos(angle), sine = sin(angle)
        return CGAffineTransform(
            a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
            tx: components[4], ty: components[5])
    }
}
