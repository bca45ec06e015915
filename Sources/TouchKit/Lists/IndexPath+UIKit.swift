/// UIKit's index-path vocabulary for lists: an index path of two indexes, the section first, then the item (collection
/// views) or row (table views). UIKit adds these in `UIKit/NSIndexPath+UIKitAdditions`; Foundation on Linux lacks them.
///
/// - Note: UIKit traps when ``section``, ``item`` or ``row`` is read from an index path that does not have exactly
///   two indexes. TouchKit never traps on it: a missing index reads as 0, and setting one on a shorter index path
///   pads it with zeros first.
extension IndexPath {
    /// An index path for the item `item` of section `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        // Built by appending, not from an array literal, so no array is allocated (a flow layout makes one per item
        // in `prepare()`, a list one per element entering the screen).
        self.init(index: section)
        append(item)
    }

    /// An index path for the row `row` of section `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section: the first index.
    public var section: Int {
        get { index(at: 0) }
        set { setIndex(newValue, at: 0) }
    }

    /// The item within the section (collection views): the second index.
    public var item: Int {
        get { index(at: 1) }
        set { setIndex(newValue, at: 1) }
    }

    /// The row within the section (table views): the second index, the same as ``item``.
    public var row: Int {
        get { index(at: 1) }
        set { setIndex(newValue, at: 1) }
    }

    private func index(at position: Int) -> Int {
        position < count ? self[position] : 0
    }

    private mutating func setIndex(_ value: Int, at position: Int) {
        while count <= position { append(0) }
        self[position] = value
    }
}
