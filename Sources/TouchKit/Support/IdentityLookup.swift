// Identity lookups for the engine's arrays of objects (touches, recognizers, views, timers), written as plain loops.
//
// Why not `contains(where: { $0 === x })`: in Swift 6 a closure formed in main-actor-isolated code and passed to a
// nonisolated generic function carries a dynamic check of the current executor, run on every call of the closure.
// On the touch path that check was a fifth of a touch's cost; these loops have none, and nothing else to pay for.
//
// ``Swift/Array/removeSingleIdentical(_:)`` is a fence: it reads the array's storage as raw addresses (a class
// reference is stored as one), and in debug builds checks that the address it found is the element's.

extension Array where Element: AnyObject {
    /// Whether the array holds `element` itself (not an equal object).
    @inline(__always)
    func containsIdentical(_ element: Element) -> Bool {
        for candidate in self where candidate === element { return true }
        return false
    }

    /// The index of the first occurrence of `element` itself, if any.
    @inline(__always)
    func firstIndexIdentical(to element: Element) -> Int? {
        firstUnretainedIndex { $0 === element }
    }

    /// Removes every occurrence of `element` itself, keeping the order of the rest.
    @inline(__always)
    mutating func removeIdentical(_ element: Element) {
        guard let first = firstIndexIdentical(to: element) else { return }
        var kept = first
        var index = first + 1
        while index < endIndex {
            if self[index] !== element {
                swapAt(kept, index)
                kept += 1
            }
            index += 1
        }
        // Popped rather than `removeSubrange`, which goes through the generic `replaceSubrange` even for the usual
        // one element.
        while count > kept { removeLast() }
    }

    /// Removes `element` itself, which the array holds at most once (a view among its superview's subviews),
    /// searching from both ends at once: the first and the last elements, the usual ones to go when a list is emptied
    /// one by one, are found at once, and the elements after it shift down in one memory move. Returns whether it
    /// was there.
    ///
    /// The search compares the stored references as addresses, without retaining each element on the way: a removal
    /// from the middle stays a search of the list (as UIKit's `NSMutableArray` is), but a cheap one.
    @inline(__always) @discardableResult
    mutating func removeSingleIdentical(_ element: Element) -> Bool {
        let target = UInt(bitPattern: ObjectIdentifier(element))
        let found: Int? = withUnsafeBufferPointer { buffer in
            // A class reference is stored as its address: the bytes are read as addresses (a trivial type).
            let stride = MemoryLayout<Element>.stride
            guard MemoryLayout<Element>.size == MemoryLayout<UInt>.size else {
                for index in buffer.indices where buffer[index] === element { return index }
                return nil
            }
            let bytes = UnsafeRawBufferPointer(buffer)
            var low = 0, high = buffer.count - 1
            while low <= high {
                if bytes.load(fromByteOffset: high &* stride, as: UInt.self) == target { return high }
                if bytes.load(fromByteOffset: low &* stride, as: UInt.self) == target { return low }
                low += 1
                high -= 1
            }
            return nil
        }
        guard let found else { return false }
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        // The invariant of the raw search: the address found is the element's own.
        precondition(self[found] === element, "removeSingleIdentical: the raw search found another object")
        #endif
        remove(at: found)
        return true
    }

    /// Removes every element that `set` contains, keeping the order of the rest.
    @inline(__always)
    mutating func removeMembers(of set: Set<Element>) where Element: Hashable {
        var kept = startIndex
        var index = startIndex
        while index < endIndex {
            if !set.contains(self[index]) {
                if kept != index { swapAt(kept, index) }
                kept += 1
            }
            index += 1
        }
        while count > kept { removeLast() }
    }
}
