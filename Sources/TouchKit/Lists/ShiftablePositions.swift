/// Positions along one axis, in order (the tops of a table view's rows or sections), read in constant time, that can
/// all move by the same distance from an index on in O(√n): what a table needs when a row's estimated height is
/// replaced by its measured one and everything below it moves, while scrolling, at 100,000 rows.
///
/// The positions are kept in blocks of ``blockSize``; a shift moves the rest of the index's own block one by one and
/// each later block as a whole (one number per block).
struct ShiftablePositions {
    /// log2 of ``blockSize``.
    private static let blockBits = 8
    /// 256 positions per block: a shift at 100,000 positions touches at most 256 + 391 numbers.
    static let blockSize = 1 << blockBits

    /// Each position less its block's shift.
    private var local: [CGFloat] = []
    /// How far each block moved since it was filled.
    private var blockShifts: [CGFloat] = []

    init() {}

    /// Room for `count` positions without reallocating.
    mutating func reserveCapacity(_ count: Int) {
        local.reserveCapacity(count)
        blockShifts.reserveCapacity(count >> Self.blockBits + 1)
    }

    /// Adds a position after the last one.
    mutating func append(_ position: CGFloat) {
        let block = local.count >> Self.blockBits
        if block == blockShifts.count { blockShifts.append(0) }
        local.append(position - blockShifts[block])
    }

    var count: Int { local.count }

    /// The position at `index`.
    @inline(__always) subscript(index: Int) -> CGFloat {
        local[index] + blockShifts[index &>> Self.blockBits]
    }

    /// Moves the positions at `index` and after it by `distance`; nothing for an index past the end.
    mutating func shift(from index: Int, by distance: CGFloat) {
        guard index >= 0, index < local.count, distance != 0 else { return }
        let block = index >> Self.blockBits
        let blockEnd = min((block + 1) << Self.blockBits, local.count)
        for position in index..<blockEnd { local[position] += distance }
        for later in (block + 1)..<blockShifts.count { blockShifts[later] += distance }
    }
}
