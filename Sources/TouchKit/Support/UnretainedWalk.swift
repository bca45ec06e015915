// Calling each element of an array of objects without retaining it, for loops where the array (held by the caller
// for the whole walk) keeps every element alive: hit testing's walk of the subviews. The call itself goes through
// `Unmanaged.withUnretainedInstance(_:)`, for the reason its comment gives.

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
