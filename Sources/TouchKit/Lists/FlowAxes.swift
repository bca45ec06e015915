/// A flow layout's two axes: "along" is the scroll direction (lines stack along it), "across" is the other (items
/// fill a line across it). One code path lays out both directions.
struct FlowAxes {
    let vertical: Bool

    func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func leadingAlong(_ inset: UIEdgeInsets) -> CGFloat { vertical ? inset.top : inset.left }
    func trailingAlong(_ inset: UIEdgeInsets) -> CGFloat { vertical ? inset.bottom : inset.right }
    func leadingAcross(_ inset: UIEdgeInsets) -> CGFloat { vertical ? inset.left : inset.top }
    func trailingAcross(_ inset: UIEdgeInsets) -> CGFloat { vertical ? inset.right : inset.bottom }
    func acrossInsets(_ inset: UIEdgeInsets) -> CGFloat { leadingAcross(inset) + trailingAcross(inset) }

    func size(across: CGFloat, along: CGFloat) -> CGSize {
        vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func rect(across: CGFloat, along: CGFloat, size: CGSize) -> CGRect {
        vertical
            ? CGRect(x: across, y: along, width: size.width, height: size.height)
            : CGRect(x: along, y: across, width: size.width, height: size.height)
    }

    /// Where `rect` starts across the scroll direction.
    func acrossOrigin(_ rect: CGRect) -> CGFloat { vertical ? rect.minX : rect.minY }

    /// The extent of `rect` along the scroll direction.
    func alongRange(_ rect: CGRect) -> (CGFloat, CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
}

/// Corrects a flow layout's inputs (sizes, insets, spacings from properties or the delegate) that would poison the
/// geometry, and reports the first correction of each prepare through the collection view's diagnostics.
@MainActor
struct FlowValueSanitizer {
    let collectionView: UICollectionView
    private var reported = false

    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    mutating func size(_ size: CGSize) -> CGSize {
        let width = valid(size.width, "item size"), height = valid(size.height, "item size")
        return CGSize(width: width, height: height)
    }

    mutating func spacing(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : valid(value, "spacing")
    }

    mutating func inset(_ inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: spacing(inset.top), left: spacing(inset.left), bottom: spacing(inset.bottom), right: spacing(inset.right))
    }

    private mutating func valid(_ value: CGFloat, _ what: String) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        if !reported {
            reported = true
            collectionView.report("flow layout \(what) \(value) is not a finite non-negative number: 0 is used")
        }
        return 0
    }
}
