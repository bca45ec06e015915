// A short list of objects for the engine's per-touch bookkeeping: a touch's recognizers (`UITouch.recognizers`) and
// a recognizer's touches (`trackedTouches`, `attemptTouches`). Each joining recognizer appends to three of these as a
// touch begins (issue 20's began sample).
//
// Why not `Array`: its `append` calls two functions of the standard library that are not inlined
// (`_makeUniqueAndReserveCapacityIfNotUnique`, then `_appendElementAssumeUniqueAndCapacity`), and the first calls
// the runtime's uniqueness check again, on every append of the began sample's joining of its lists. Here an append with room in a buffer nobody else holds is one uniqueness check, a compare and a store.
//
// It is a value, copied on write as `Array` is: the engine takes a copy of a touch's list before a walk that runs app
// code (the copy keeps each element alive, see `GestureArena.deliver(_:touches:generation:)`), and app code that asks for a touch's
// `gestureRecognizers` gets an `Array` made from it.
//
// A recognizer's tracked touches are a ``BorrowedObjectList``: the same list, whose elements are not retained. Every
// touch a recognizer tracks is one of its attempt's touches (``UIGestureRecognizer/attemptTouches``, which holds it):
// joining adds a touch to both, and it leaves the tracked ones first (a lift, `ignore(_:for:)`, a reset). So a lift
// releases each touch once per recognizer, not twice, and a touch going down retains it once.

/// Whether an ``ObjectListOf`` holds its elements (retains them, as `Array` does) or only refers to them, each kept
/// alive by someone else for as long as it is in the list.
protocol ObjectListOwnership {
    static var retainsElements: Bool { get }
}

/// An ``ObjectList``'s elements are retained by it.
enum RetainedElements: ObjectListOwnership {
    static var retainsElements: Bool { true }
}

/// A ``BorrowedObjectList``'s elements are not retained: each must outlive its stay in the list.
enum BorrowedElements: ObjectListOwnership {
    static var retainsElements: Bool { false }
}

/// A list that retains its elements (see the file's comment).
typealias ObjectList<Element: AnyObject> = ObjectListOf<Element, RetainedElements>
/// A list whose elements someone else keeps alive while they are in it (a recognizer's tracked touches, each held by
/// its attempt's touches): nothing is retained or released as they join and leave.
typealias BorrowedObjectList<Element: AnyObject> = ObjectListOf<Element, BorrowedElements>

/// The header of an ``ObjectList``'s buffer: how many elements it holds and how many fit.
struct ObjectListHeader {
    var count: Int
    var capacity: Int
}

/// An ``ObjectList``'s buffer: the header, then the elements, in one allocation.
final class ObjectListStorage<Element: AnyObject, Ownership: ObjectListOwnership>:
    ManagedBuffer<ObjectListHeader, Element>
{
    deinit {
        guard Ownership.retainsElements else { return }
        _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
    }

    /// A new buffer with room for at least `minimumCapacity` elements (the allocator's usable size decides the rest).
    static func make(minimumCapacity: Int) -> ObjectListStorage<Element, Ownership> {
        let buffer = create(minimumCapacity: minimumCapacity) { buffer in
            ObjectListHeader(count: 0, capacity: buffer.capacity)
        }
        return unsafeDowncast(buffer, to: ObjectListStorage<Element, Ownership>.self)
    }
}

/// The buffer of every empty list that never had room (as `Array`'s empty singleton): no element fits in it (its
/// capacity is set to 0 whatever the allocator gave), nothing writes it, and it is never unique (this constant holds
/// it), so the first append makes a buffer of the list's own. Shared by all element types: it holds no element.
nonisolated(unsafe) private let emptyObjectListStorage: ObjectListStorage<AnyObject, RetainedElements> = {
    let storage = ObjectListStorage<AnyObject, RetainedElements>.make(minimumCapacity: 0)
    storage.withUnsafeMutablePointerToHeader { $0.pointee.capacity = 0 }
    return storage
}()

/// An ordered list of objects with `Array`'s value semantics (copied on write) and a cheaper append; see the file's
/// comment. Empty lists own no buffer. Spelled ``ObjectList`` (retaining its elements) or ``BorrowedObjectList``.
struct ObjectListOf<Element: AnyObject, Ownership: ObjectListOwnership>: RandomAccessCollection, UnretainedWalkable {
    /// The shared empty buffer (`emptyObjectListStorage`) while the list never had room for an element, or gave
    /// its storage up (``removeAll()``). Never nil, so reading the count is two loads, as `Array`'s.
    private var storage: ObjectListStorage<Element, Ownership>

    init() { storage = Self.emptyStorage }

    /// The shared empty buffer, seen as this element type's (it holds no element; a bit cast, as no check could pass
    /// between two instances of a generic class).
    private static var emptyStorage: ObjectListStorage<Element, Ownership> {
        unsafeBitCast(emptyObjectListStorage, to: ObjectListStorage<Element, Ownership>.self)
    }

    // MARK: Elements in and out of the buffer (the only places that differ with `Ownership`)

    /// Puts `element` in the uninitialized `slot`: retained, or only referred to.
    @inline(__always)
    private static func store(_ element: Element, at slot: UnsafeMutablePointer<Element>) {
        if Ownership.retainsElements {
            slot.initialize(to: element)
        } else {
            UnsafeMutableRawPointer(slot).storeBytes(of: Unmanaged.passUnretained(element), as: Unmanaged<Element>.self)
        }
    }

    /// Takes the element out of `slot`, which is left uninitialized: the list's reference moved out, or a new one.
    @inline(__always)
    private static func take(from slot: UnsafeMutablePointer<Element>) -> Element {
        if Ownership.retainsElements { return slot.move() }
        return UnsafeRawPointer(slot).load(as: Unmanaged<Element>.self).takeUnretainedValue()
    }

    /// Lets go of the `count` elements from `slot` on: released, or only forgotten.
    @inline(__always)
    private static func destroy(_ slot: UnsafeMutablePointer<Element>, count: Int) {
        if Ownership.retainsElements { slot.deinitialize(count: count) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    var count: Int {
        // Told to the optimizer as `Array`'s count is: with it, `index < count` also proves the index non-negative,
        // and one compare serves a loop's test and the subscript's check.
        _assumeNonNegative(storage.withUnsafeMutablePointerToHeader { $0.pointee.count })
    }

    @inline(__always)
    var isEmpty: Bool { count == 0 }

    /// How many elements fit before the next append makes a new buffer.
    var capacity: Int {
        storage.withUnsafeMutablePointerToHeader { $0.pointee.capacity }
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ObjectList index out of range")
        return storage.withUnsafeMutablePointerToElements { $0[index] }
    }

    @inline(__always)
    func index(after index: Int) -> Int { index + 1 }
    @inline(__always)
    func index(before index: Int) -> Int { index - 1 }

    /// Calls `body` with the element at `index` (`0 ..< count`), borrowed without a retain: the caller keeps the list,
    /// and so the element, alive for the call (as `Array.withUnretainedElement(at:_:)`, unchecked in release builds
    /// as that one is: the callers walk `0 ..< count`).
    @inline(__always)
    func withUnretainedElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        assert(UInt(bitPattern: index) < UInt(bitPattern: count), "ObjectList index out of range")
        return storage.withUnsafeMutablePointerToElements { elements in
            UnsafeRawPointer(elements)
                .load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                .withUnretainedInstance(body)
        }
    }

    // MARK: Adding

    /// Appends `element`: in place when this list alone holds a buffer with room, else through a new buffer.
    @inline(__always)
    mutating func append(_ element: Element) {
        if isKnownUniquelyReferenced(&storage) {
            let appended = storage.withUnsafeMutablePointers { header, elements in
                let count = header.pointee.count
                guard count < header.pointee.capacity else { return false }
                Self.store(element, at: elements + count)
                header.pointee.count = count + 1
                return true
            }
            if appended { return }
        }
        appendToNewBuffer(element)
    }

    @inline(never)
    private mutating func appendToNewBuffer(_ element: Element) {
        let count = self.count
        moveToNewBuffer(capacity: Swift.max(count * 2, count + 1, 4))
        storage.withUnsafeMutablePointers { header, elements in
            Self.store(element, at: elements + count)
            header.pointee.count = count + 1
        }
    }

    /// Makes room for `minimumCapacity` elements in a buffer this list alone holds.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity <= 0 || isKnownUniquelyReferenced(&storage) && capacity >= minimumCapacity { return }
        moveToNewBuffer(capacity: Swift.max(minimumCapacity, count))
    }

    /// Puts the elements in a new buffer of at least `capacity`, moving them when this list alone held the old one
    /// and copying (retaining) them when it was shared.
    private mutating func moveToNewBuffer(capacity: Int) {
        let newStorage = ObjectListStorage<Element, Ownership>.make(minimumCapacity: capacity)
        let isUnique = isKnownUniquelyReferenced(&storage)
        storage.withUnsafeMutablePointers { oldHeader, oldElements in
            let count = oldHeader.pointee.count
            newStorage.withUnsafeMutablePointers { newHeader, newElements in
                if isUnique {
                    newElements.moveInitialize(from: oldElements, count: count)
                    oldHeader.pointee.count = 0
                } else if Ownership.retainsElements {
                    newElements.initialize(from: oldElements, count: count)
                } else {
                    UnsafeMutableRawPointer(newElements)
                        .copyMemory(from: oldElements, byteCount: count * MemoryLayout<Element>.stride)
                }
                newHeader.pointee.count = count
            }
        }
        storage = newStorage
    }

    /// Makes this list the only holder of its buffer (copying it if it is shared), so it can change in place.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { moveToNewBuffer(capacity: capacity) }
    }

    // MARK: Reordering

    /// Exchanges the elements at `i` and `j` (both in `0 ..< count`), as `MutableCollection.swapAt(_:_:)`.
    @inline(__always)
    mutating func swapAt(_ i: Int, _ j: Int) {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count) && UInt(bitPattern: j) < UInt(bitPattern: count),
                     "ObjectList index out of range")
        guard i != j else { return }
        makeUnique()
        storage.withUnsafeMutablePointerToElements { elements in
            // The references' bits exchanged, with no reference counting whatever the ownership.
            let raw = UnsafeMutableRawPointer(elements)
            let stride = MemoryLayout<Element>.stride
            let first = raw.load(fromByteOffset: i &* stride, as: UInt.self)
            raw.storeBytes(of: raw.load(fromByteOffset: j &* stride, as: UInt.self), toByteOffset: i &* stride, as: UInt.self)
            raw.storeBytes(of: first, toByteOffset: j &* stride, as: UInt.self)
        }
    }

    // MARK: Removing

    /// Removes and returns the last element; the list must not be empty.
    @inline(__always) @discardableResult
    mutating func removeLast() -> Element {
        precondition(!isEmpty, "removeLast() on an empty ObjectList")
        makeUnique()
        return storage.withUnsafeMutablePointers { header, elements in
            header.pointee.count -= 1
            return Self.take(from: elements + header.pointee.count)
        }
    }

    /// Removes the last `k` elements (`0 ... count`), the last first, as `k` calls of ``removeLast()`` would, with one
    /// uniqueness check for them all.
    ///
    /// Each element is moved out of the buffer before it is released, so a release that runs a `deinit` (app code)
    /// finds the list consistent; anything appended meanwhile is removed too, as by `k` pops while the list is
    /// longer than its start. Not checked again after a release: engine code run from a `deinit` copies a list only
    /// into locals, gone when the release returns, so the buffer this list owns stays its own.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        precondition(UInt(bitPattern: k) <= UInt(bitPattern: count), "removeLast(_:) past the start of an ObjectList")
        guard k > 0 else { return }
        makeUnique()
        let end = count - k
        while count > end {
            let removed = storage.withUnsafeMutablePointers { header, elements in
                header.pointee.count -= 1
                return Self.take(from: elements + header.pointee.count)
            }
            _ = consume removed
        }
    }

    /// Removes and returns the last element, or nil when the list is empty.
    @inline(__always)
    mutating func popLast() -> Element? {
        isEmpty ? nil : removeLast()
    }

    /// Removes and returns the element at `index`; the later ones move down by one.
    @inline(__always) @discardableResult
    mutating func remove(at index: Int) -> Element {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ObjectList index out of range")
        makeUnique()
        return storage.withUnsafeMutablePointers { header, elements in
            let removed = Self.take(from: elements + index)
            let last = header.pointee.count - 1
            if index < last { (elements + index).moveInitialize(from: elements + index + 1, count: last - index) }
            header.pointee.count = last
            return removed
        }
    }

    /// Empties the list and keeps its storage, as `Array.removeAllKeepingCapacity()` does.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        if Ownership.retainsElements {
            while popLast() != nil {}
        } else if !isEmpty {
            // Nothing to release: the elements are only forgotten.
            makeUnique()
            storage.withUnsafeMutablePointerToHeader { $0.pointee.count = 0 }
        }
    }

    /// Empties the list and lets its storage go.
    mutating func removeAll() {
        storage = Self.emptyStorage
    }

    // MARK: Identity (as `Support/IdentityLookup.swift` for arrays)

    /// Whether the list holds `element` itself (not an equal object).
    @inline(__always)
    func containsIdentical(_ element: Element) -> Bool {
        firstIndexIdentical(to: element) != nil
    }

    /// The index of the first occurrence of `element` itself, if any.
    @inline(__always)
    func firstIndexIdentical(to element: Element) -> Int? {
        firstUnretainedIndex { $0 === element }
    }

    /// Removes `element` itself from a list that holds it at most once (a touch's recognizers, a recognizer's
    /// touches), trying the end first: when it is last (the outermost view's recognizer, or the last one left) it is
    /// popped without a search, else found from the front and removed, the later ones moving down by one. Returns
    /// whether it was there.
    @inline(__always) @discardableResult
    mutating func removeIdenticalTryingTheEndFirst(_ element: Element) -> Bool {
        let count = self.count
        guard count > 0 else { return false }
        if withUnretainedElement(at: count - 1, { $0 === element }) {
            discard(at: count - 1)
            return true
        }
        guard let index = firstIndexIdentical(to: element) else { return false }
        discard(at: index)
        return true
    }

    /// Removes the element at `index` without handing it back (released after it left, or only forgotten: a borrowed
    /// element handed back would be retained and released for nothing); the later ones move down by one.
    @inline(__always)
    private mutating func discard(at index: Int) {
        if Ownership.retainsElements {
            remove(at: index)
            return
        }
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ObjectList index out of range")
        makeUnique()
        storage.withUnsafeMutablePointers { header, elements in
            let last = header.pointee.count - 1
            if index < last { (elements + index).moveInitialize(from: elements + index + 1, count: last - index) }
            header.pointee.count = last
        }
    }

    /// Removes every occurrence of `element` itself, keeping the order of the rest.
    @inline(__always)
    mutating func removeIdentical(_ element: Element) {
        removeAll { $0 === element }
    }

    /// Removes every element that `set` contains, keeping the order of the rest.
    @inline(__always)
    mutating func removeMembers(of set: Set<Element>) where Element: Hashable {
        removeAll { set.contains($0) }
    }

    /// Removes the elements `shouldRemove` picks, keeping the order of the rest; `shouldRemove` runs no app code.
    @inline(__always)
    private mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        guard var kept = firstUnretainedIndex(where: shouldRemove) else { return }
        makeUnique()
        storage.withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            Self.destroy(elements + kept, count: 1)
            var index = kept + 1
            while index < count {
                if shouldRemove(elements[index]) {
                    Self.destroy(elements + index, count: 1)
                } else {
                    (elements + kept).moveInitialize(from: elements + index, count: 1)
                    kept += 1
                }
                index += 1
            }
            header.pointee.count = kept
        }
    }
}
