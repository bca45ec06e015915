// Calling a method on an object without retaining it around the call: the dynamics frame's item writes, and (through
// `Array.withUnretainedElement(at:_:)`) hit testing's walk of the subviews.

extension Unmanaged {
    /// Calls `body` with the instance, neither retained nor released around it (`_withUnsafeGuaranteedRef`).
    ///
    /// A wrapper in this (Swift 6) module: a main-actor closure passed straight to the standard library's function
    /// gets a runtime executor check on every call (SE-0423), which cost more than the retain it saves.
    @inline(__always)
    func withUnretainedInstance<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
