/// The view properties UIKit's block animations interpolate (UIKit: "Animatable properties" of `UIView`: `frame`,
/// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`; a frame change is a center and a bounds change).
///
/// This is the seam between views and the animation layer above them (`Animation/`): a view reports the property it
/// is about to change through ``UIView/animatablePropertyWillChange``, and the animation layer, which is listening
/// only while an animations block runs, notes the value it had.
enum AnimatableProperty: Int, CaseIterable, Sendable {
    case center, bounds, transform, alpha, backgroundColor
}

/// A view's animatable state at one moment: its model values, or (from the animation layer) the values in flight.
package struct AnimatableValues: Equatable, Sendable {
    package var center: CGPoint
    package var bounds: CGRect
    package var transform: CGAffineTransform
    package var alpha: CGFloat
    package var backgroundColor: UIColor?

    /// The view's model values: what its properties return.
    @MainActor
    init(of view: UIView) {
        center = view.storedCenter
        bounds = view.storedBounds
        transform = view.storedTransform
        alpha = view.alpha
        backgroundColor = view.backgroundColor
    }
}

extension UIView {
    /// Set by the animation layer while an animations block runs, nil otherwise: called before any view's animatable
    /// property changes, so the animation can note the value it had. While nil, a property set pays one load.
    static var animatablePropertyWillChange: (@MainActor (UIView, AnimatableProperty) -> Void)?

    @inline(__always)
    func willChangeAnimatable(_ property: AnimatableProperty) {
        if let observer = UIView.animatablePropertyWillChange { observer(self, property) }
    }
}
