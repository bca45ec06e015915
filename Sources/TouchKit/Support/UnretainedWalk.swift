// Calling each element of an array of objects without retaining it, for loops where the array (held by the caller
// for the whole walk) keeps every element alive: hit testing's walk of the subviews.
//
// Written here, in a Swift 6 module, rather than with the standard library's closure APIs at the call site: an
// actor-isolated closure passed straight to the standard library (a Swift 5 module) gets a dynamic executor check
// on every call (SE-0423), which cost more than the retain it saved.

extension Array where Element: AnyObject {
    /// Calls `body` with the element at `index` (`0 ..< count`), borrowed without a retain: the caller keeps the array,
    /// and so the element, alive for the call.
    @inline(__always)
    func withUnretainedElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress!)
                .load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                ._withUnsafeGuaranteedRef(body)
        }
    }
}
