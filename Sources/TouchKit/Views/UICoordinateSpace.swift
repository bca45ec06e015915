/// A coordinate space points and rectangles convert between, as UIKit's `UICoordinateSpace`: every ``UIView`` is one.
///
/// Code written against the protocol (`convert(_:to: any UICoordinateSpace)`) ports unchanged. A space that is not
/// a view converts through the view's window: TouchKit has no screen space (UIKit's `UIScreen.coordinateSpace`), so
/// a type of yours that adopts the protocol defines its conversions from and to window coordinates.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// `point`, in this space's coordinates, in `coordinateSpace`'s.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, in `coordinateSpace`'s coordinates, in this space's.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, in this space's coordinates, in `coordinateSpace`'s (the bounding box of its corners).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, in `coordinateSpace`'s coordinates, in this space's (the bounding box of its corners).
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds, in its own coordinates.
    var bounds: CGRect { get }
}

/// The protocol's methods are disfavoured overloads: a call with a view (`convert(point, to: otherView)`) takes
/// ``UIView/convert(_:to:)-(CGPoint,UIView?)``, the overridable method, directly, as it did before the protocol.
extension UIView: UICoordinateSpace {
    /// `point` in `coordinateSpace`'s coordinates: through ``convert(_:to:)-(CGPoint,UIView?)`` when it is a view,
    /// else through this view's window.
    @_disfavoredOverload
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(convert(point, to: nil as UIView?), from: rootSpace)
    }

    /// `point` from `coordinateSpace`'s coordinates: through ``convert(_:from:)-(CGPoint,UIView?)`` when it is a
    /// view, else through this view's window.
    @_disfavoredOverload
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return convert(coordinateSpace.convert(point, to: rootSpace), from: nil as UIView?)
    }

    /// `rect` in `coordinateSpace`'s coordinates: the bounding box of its converted corners.
    @_disfavoredOverload
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return mapRect(rect) { self.convert($0, to: coordinateSpace) }
    }

    /// `rect` from `coordinateSpace`'s coordinates: the bounding box of its converted corners.
    @_disfavoredOverload
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return mapRect(rect) { self.convert($0, from: coordinateSpace) }
    }

    /// The view whose coordinates a non-view space converts from and to: the window, or the root of a detached
    /// hierarchy.
    private var rootSpace: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }
}
