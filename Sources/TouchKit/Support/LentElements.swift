/// An array's elements lent for one call, read and written in place: the dynamics step's walks over its bodies and
/// joints, where `Array`'s uniqueness and bounds checks on every access of a stored property's elements would be most
/// of the cost of a step.
///
/// The invariant, stated once: a lent view is used only inside the call that lent it (``Swift/Array/withLentElements(_:)``),
/// at indices `0 ..< count`, and the array is not touched meanwhile except through it. It is not kept, returned or
/// captured by anything that outlives the call.
///
/// In debug builds (and wherever `TOUCHKIT_CHECK_INVARIANTS` is set, as in the storm) every access checks its index
/// and that the lending call is still under way (``isLent``), where a release build would read past the elements or
/// into storage the array has since freed.
struct LentElements<Element> {
    private let base: UnsafeMutableBufferPointer<Element>
    #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
    /// Cleared when the lending call returns; shared by every copy of the view.
    private let lease: Lease
    final class Lease { var isActive = true }
    #endif

    #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
    fileprivate init(_ base: UnsafeMutableBufferPointer<Element>, lease: Lease) {
        self.base = base
        self.lease = lease
    }
    #else
    fileprivate init(_ base: UnsafeMutableBufferPointer<Element>) {
        self.base = base
    }
    #endif

    var count: Int { @inline(__always) get { base.count } }
    var indices: Range<Int> { @inline(__always) get { 0 ..< base.count } }

    /// The element at `index`, in place.
    subscript(index: Int) -> Element {
        @inline(__always) get {
            check(index)
            return base[index]
        }
        @inline(__always) nonmutating _modify {
            check(index)
            yield &base[index]
        }
    }

    /// Whether the call that lent the elements is still under way; always true in release builds, which keep no lease
    /// to tell.
    var isLent: Bool {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        lease.isActive
        #else
        true
        #endif
    }

    /// The debug-build check of the invariant before an access.
    @inline(__always)
    private func check(_ index: Int) {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        precondition(lease.isActive, "LentElements<\(Element.self)>: used after the call that lent it returned")
        precondition(index >= 0 && index < base.count, "LentElements: index \(index) outside 0 ..< \(base.count)")
        #endif
    }
}

extension Array {
    /// Calls `body` with the elements lent in place (``LentElements``): reads and writes go straight to the array's
    /// storage, made unique once for the call.
    @inline(__always)
    mutating func withLentElements<Result>(_ body: (LentElements<Element>) -> Result) -> Result {
        withUnsafeMutableBufferPointer { buffer in
            #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
            let lease = LentElements<Element>.Lease()
            defer { lease.isActive = false }
            return body(LentElements(buffer, lease: lease))
            #else
            return body(LentElements(buffer))
            #endif
        }
    }
}
