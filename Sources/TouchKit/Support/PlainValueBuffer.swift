/// A growable buffer of plain values (no references, nothing to release), freed by its owner: the store of a list
/// written on the per-sample path where an `Array`'s uniqueness and bounds checks would cost about as much as the
/// write itself (an arena's ``UnaskedRequirementLog``).
///
/// The invariant, stated once: the buffer has one owner, which frees it once (``deallocate()``, from its `deinit`)
/// and reads and writes only the first ``count`` slots. It is a value only so that it can be stored inline: a copy
/// shares the storage, and must not be used after the original is freed or grown.
///
/// In debug builds (and wherever `TOUCHKIT_CHECK_INVARIANTS` is set, as in the storm) every access checks its index
/// against ``count``, where a release build would read past the values or into freed memory.
struct PlainValueBuffer<Element: BitwiseCopyable> {
    private var slots: UnsafeMutablePointer<Element>?
    private var capacity = 0
    /// How many values it holds: the first `count` slots.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Appends `value`, doubling the storage when it is full.
    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow() }
        (slots.unsafelyUnwrapped + count).initialize(to: value)
        count += 1
    }

    /// The value at `index` (`0 ..< count`).
    subscript(index: Int) -> Element {
        @inline(__always) get {
            checkIndex(index)
            return slots.unsafelyUnwrapped[index]
        }
        @inline(__always) set {
            checkIndex(index)
            slots.unsafelyUnwrapped[index] = newValue
        }
    }

    /// Keeps the first `newCount` values (at most ``count``) and the storage.
    mutating func removeAll(keepingFirst newCount: Int = 0) {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        precondition(newCount >= 0 && newCount <= count, "PlainValueBuffer: keeps \(newCount) of \(count) values")
        #endif
        count = newCount
    }

    /// Frees the storage (the owner's `deinit`); the buffer is empty, and may be used again.
    mutating func deallocate() {
        slots?.deallocate()
        slots = nil
        capacity = 0
        count = 0
    }

    @inline(never)
    private mutating func grow() {
        let newCapacity = max(16, capacity * 2)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let slots {
            grown.moveInitialize(from: slots, count: count)
            slots.deallocate()
        }
        slots = grown
        capacity = newCapacity
    }

    /// The debug-build check of the invariant before an access: the index is one of the values.
    @inline(__always)
    private func checkIndex(_ index: Int) {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        precondition(index >= 0 && index < count, "PlainValueBuffer: index \(index) outside 0 ..< \(count)")
        #endif
    }
}
