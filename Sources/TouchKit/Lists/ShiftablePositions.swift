/// Positions along one axis, in order (the tops of a table view's rows or sections), read in constant time, that can
/// all move by the same distance from an index on in O(√n): what a table needs when a row's estimated height is
/// replaced by its measured one and everything below it moves, while scrolling, at 100,000 rows.
///
/// The positions are kept in blocks of ``blockSize``; a shift moves the rest of the index's own block one by one and
/// each later block as a whole (one number per block). One array holds both, so copying the struct (a table reads its
/// geometry through a class property) retains one buffer, as a plain array of positions would.
struct ShiftablePositions {
    /// log2 of ``blockSize``.
    private static let blockBits = 8
    /// 256 positions per block: a shift at 100,000 positions touches at most 256 + 391 numbers.
    static let blockSize = 1 << blockBits

    /// Each position less its block's shift, then (from ``count`` on) how far each block moved since it was filled.
    private var storage: [CGFloat] = []
    /// How many positions there are.
    private(set) var count = 0
    /// Whether any block moved: until then a read is one array read (a table whose estimates are right, or that
    /// has none, never pays for the blocks).
    private var hasShifts = false

    init() {}

    /// The positions `positions`, in order.
    init(_ positions: [CGFloat]) {
        storage = positions
        count = positions.count
        storage.append(contentsOf: repeatElement(0, count: (count + Self.blockSize - 1) >> Self.blockBits))
    }

    /// The position at `index`.
    @inline(__always) subscript(index: Int) -> CGFloat {
        hasShifts ? storage[index] + storage[count &+ index &>> Self.blockBits] : storage[index]
    }

    /// Moves the positions at `index` and after it by `distance`; nothing for an index past the end.
    mutating func shift(from index: Int, by distance: CGFloat) {
        guard index >= 0, index < count, distance != 0 else { return }
        let block = index >> Self.blockBits
        let blockEnd = min((block + 1) << Self.blockBits, count)
        for position in index..<blockEnd { storage[position] += distance }
        let blocks = storage.count - count
        guard block + 1 < blocks else { return }
        hasShifts = true
        for later in (block + 1)..<blocks { storage[count + later] += distance }
    }
}
