// Calling each element of an array of objects without retaining it, for loops where the array (held by the caller
// for the whole walk) keeps every element alive: hit testing's walk of the subviews. The call itself goes through
// `Unmanaged.withUnretainedInstance(_:)`, for the reason its comment gives.

/// A list of objects that can lend its element at an index without a retain (`Array` and ``ObjectList``): the engine's
/// walks over a list it holds for the walk (a local copy, a parameter) go through ``forEachUnretained(_:)`` and
/// ``containsUnretained(where:)`` rather than writing the index loop out each time.
protocol UnretainedWalkable<Element> {
    associatedtype Element: AnyObject
    var count: Int { get }
    /// Calls `body` with the element at `index` (`0 ..< count`), borrowed without a retain.
    func withUnretainedElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result
}

extension UnretainedWalkable {
    /// Calls `body` with each element in order, each borrowed without a retain: the caller holds the list (a copy
    /// of it, if it is a stored property that `body` may change) for the walk. The count is read once.
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Void) {
        let count = self.count
        var index = 0
        while index < count {
            withUnretainedElement(at: index, body)
            index += 1
        }
    }

    /// Whether `predicate` holds for some element, asked in order up to the first that does, each borrowed without a
    /// retain (as ``forEachUnretained(_:)``).
    @inline(__always)
    func containsUnretained(where predicate: (Element) -> Bool) -> Bool {
        firstUnretainedIndex(where: predicate) != nil
    }

    /// The index of the first element `predicate` holds for, asked in order, each borrowed without a retain (as
    /// ``forEachUnretained(_:)``); nil if none. The identity searches (`firstIndexIdentical(to:)`) go through it.
    @inline(__always)
    func firstUnretainedIndex(where predicate: (Element) -> Bool) -> Int? {
        let count = self.count
        var index = 0
        while index < count {
            if withUnretainedElement(at: index, predicate) { return index }
            index += 1
        }
        return nil
    }
}

extension Array: UnretainedWalkable where Element: AnyObject {}

extension Array where Element: AnyObject {
    /// Calls `body` with the element at `index` (`0 ..< count`), borrowed without a retain: the caller keeps the array,
    /// and so the element, alive for the call.
    @inline(__always)
    func withUnretainedElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress!)
                .load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                .withUnretainedInstance(body)
        }
    }
}

// The same for the `Set<UITouch>` a recognizer's `touchesMoved` receives: a `for in` loop over a set makes an iterator,
// which retains the set's storage and each member in turn, and even a walk
// by index retains each member around any call the optimizer cannot see into (an overridable getter). The set,
// which the caller holds for the walk, keeps its members alive: they are borrowed.

extension Set where Element: AnyObject {
    /// Calls `body` with each member, in the set's order, without retaining the set or its members: the caller holds
    /// the set (a parameter it was given) for the walk.
    @inline(__always)
    func forEachMember(_ body: (Element) -> Void) {
        var index = startIndex
        while index != endIndex {
            Unmanaged.passUnretained(self[index]).withUnretainedInstance(body)
            formIndex(after: &index)
        }
    }

    /// Whether `predicate` holds for some member, asked in the set's order up to the first that does, without
    /// retaining the set or its members (as ``forEachMember(_:)``).
    @inline(__always)
    func containsMember(where predicate: (Element) -> Bool) -> Bool {
        var index = startIndex
        while index != endIndex {
            if Unmanaged.passUnretained(self[index]).withUnretainedInstance(predicate) { return true }
            formIndex(after: &index)
        }
        return false
    }
}
