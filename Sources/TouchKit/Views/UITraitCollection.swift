/// How much room an axis has, as UIKit's `UIUserInterfaceSizeClass`: compact on an iPhone's width or a narrow iPad
/// window, regular on a full-screen iPad.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not set: TouchKit's default, which behaves as ``regular`` wherever the size class matters.
    case unspecified = 0
    /// A constrained width (an iPhone in portrait, a narrow split view): drag's rule delays long presses beside a
    /// drag interaction until the touch ends.
    case compact = 1
    /// An ample width (an iPad full screen): long presses beside a drag interaction are delayed to about 1 s.
    case regular = 2
}

/// A view's environment, as UIKit's `UITraitCollection` (the traits touch handling depends on: the size classes).
///
/// Read it from ``UIView/traitCollection``; set it the iOS 17 way, on ``UIView/traitOverrides`` (a host sets the
/// window's: `window.traitOverrides.horizontalSizeClass = .compact`). Two collections with the same traits are equal
/// (`isEqual(_:)`, as in UIKit).
@preconcurrency @MainActor
public final class UITraitCollection: NSObject {
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// A collection with no trait specified.
    public override convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified)
    }

    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified)
    }

    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass)
    }

    init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        super.init()
    }

    /// `overrides` applied over these traits.
    func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        guard overrides.horizontal != nil || overrides.vertical != nil else { return self }
        return UITraitCollection(horizontal: overrides.horizontal ?? horizontalSizeClass,
                                 vertical: overrides.vertical ?? verticalSizeClass)
    }

    /// Equal when every trait is.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
    }

    public override var hash: Int { horizontalSizeClass.rawValue &* 31 &+ verticalSizeClass.rawValue }
}

/// The traits a view sets for itself and its subviews, as UIKit's `UITraitOverrides` (iOS 17): unset traits come from
/// the superview.
public struct UITraitOverrides: Sendable, Equatable {
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?

    /// The overridden horizontal size class (``UIUserInterfaceSizeClass/unspecified`` when not overridden).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontal ?? .unspecified }
        set { horizontal = newValue }
    }

    /// The overridden vertical size class (``UIUserInterfaceSizeClass/unspecified`` when not overridden).
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { vertical ?? .unspecified }
        set { vertical = newValue }
    }
}

extension UIView {
    /// The view's traits: its superview's (a window's start unspecified), with ``traitOverrides`` applied.
    public var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? UITraitCollection()
        guard let overrides = rareStorage?.traitOverrides else { return inherited }
        return inherited.applying(overrides)
    }

    /// The traits this view sets for itself and its subviews. Changing them calls
    /// ``traitCollectionDidChange(_:)`` on each view of the subtree whose traits changed.
    public var traitOverrides: UITraitOverrides {
        get { rareStorage?.traitOverrides ?? UITraitOverrides() }
        set {
            guard newValue != traitOverrides else { return }
            var before: [(UIView, UITraitCollection)] = []
            collectTraits(into: &before)
            rare.traitOverrides = newValue
            for (view, previous) in before where !view.traitCollection.isEqual(previous) {
                view.traitCollectionDidChange(previous)
            }
        }
    }

    private func collectTraits(into list: inout [(UIView, UITraitCollection)]) {
        list.append((self, traitCollection))
        for subview in subviews { subview.collectTraits(into: &list) }
    }
}
