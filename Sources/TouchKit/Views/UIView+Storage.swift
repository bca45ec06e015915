// The storage a view keeps out of line: what few views use (observations, a reported safe area, autoresizing, trait
// overrides) and a transformed view's transform with its inverse.

extension UIView: KeyValueObservable, KeyValueObserverStorage {
    /// The observations of this view's geometry (nil until the first
    /// ``KeyValueObservable/observe(_:options:changeHandler:)``).
    var keyValueObservers: KeyValueObserverList? {
        @inline(__always) get { rareStorage?.keyValueObservers }
        set { if rareStorage != nil || newValue != nil { rare.keyValueObservers = newValue } }
    }

    /// The safe area last reported by ``safeAreaInsetsDidChange()``.
    var reportedSafeAreaInsets: UIEdgeInsets {
        get { rareStorage?.reportedSafeAreaInsets ?? .zero }
        set { if rareStorage != nil || newValue != .zero { rare.reportedSafeAreaInsets = newValue } }
    }

    /// ``rareStorage``, made when first needed.
    var rare: UIViewRareStorage {
        if let rareStorage { return rareStorage }
        let storage = UIViewRareStorage()
        rareStorage = storage
        return storage
    }
}

/// A view's rarely used state (see ``UIView/rareStorage``).
@MainActor
final class UIViewRareStorage {
    var keyValueObservers: KeyValueObserverList?
    var reportedSafeAreaInsets: UIEdgeInsets = .zero
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var traitOverrides = UITraitOverrides()
}

/// A transformed view's transform and its inverse (see ``UIView/transformStorage``).
final class UIViewTransformStorage {
    var transform: CGAffineTransform
    var inverse: CGAffineTransform
    /// The layer's whole 3D transform when it is not affine (``CALayer/transform``); `transform` is its affine part.
    var transform3D: CATransform3D?

    init(transform: CGAffineTransform, inverse: CGAffineTransform) {
        self.transform = transform
        self.inverse = inverse
    }
}
