/// A reference to an object held without a reference count: the one type through which the engine's back-pointers
/// go (an arena or a dispatcher to its window, a recognizer to its arena and its view, a view to its superview, a
/// scroll view's recognizers to their scroll view), and through which it lends an object it holds to a call without
/// retaining it around the call (the window's dispatcher, a host's down touches, a dynamics world's views).
///
/// The invariant, stated once: the referenced object outlives every read of the reference. Each holder keeps it by
/// construction: the referenced object owns the holder (a window owns its dispatcher, which owns its arena), or
/// clears the reference before it goes (an arena detaches its participants in its `deinit`; a view clears its
/// subviews' superview and its recognizers' view in its `deinit`), or the reference lives only while the caller
/// holds the object some other way (a stored property, a list it does not change during the call). Neither a checked
/// `unowned` (a runtime call on every read) nor a `weak` (a side table and an atomic load) is paid on the per-sample
/// path for what the ownership already guarantees.
///
/// In debug builds (and wherever `TOUCHKIT_CHECK_INVARIANTS` is set, as in the storm) it also keeps a weak shadow of
/// the object: every read through ``object`` or ``withObject(_:)`` checks that the object is still there (a trap
/// naming the broken invariant, where a release build would read freed memory), and the invariant check
/// (``ArenaInvariants``) can tell a dangling back-pointer from a live one (``isDangling``).
struct UnownedReference<Object: AnyObject> {
    private let unmanaged: Unmanaged<Object>
    #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
    private weak var shadow: Object?
    #endif

    @inline(__always)
    init(_ object: Object) {
        unmanaged = Unmanaged.passUnretained(object)
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        shadow = object
        #endif
    }

    /// The object, retained by the caller for as long as it uses it.
    var object: Object {
        @inline(__always) get {
            checkNotDangling()
            return unmanaged.takeUnretainedValue()
        }
    }

    /// Calls `body` with the object, neither retained nor released around it: for reads that run no app code.
    @inline(__always)
    func withObject<Result>(_ body: (Object) -> Result) -> Result {
        checkNotDangling()
        return unmanaged.withUnretainedInstance(body)
    }

    /// Calls `body` with the object retained around the call: for a call that may run app code, which could let go
    /// of the object's last owner meanwhile.
    @inline(__always)
    func withRetainedObject<Result>(_ body: (Object) -> Result) -> Result {
        checkNotDangling()
        _ = unmanaged.retain()
        defer { unmanaged.release() }
        return body(unmanaged.takeUnretainedValue())
    }

    /// The object's address, for comparisons by identity that touch no object (it may be gone).
    var address: UInt {
        @inline(__always) get { UInt(bitPattern: unmanaged.toOpaque()) }
    }

    /// The address of `object`, for comparisons with ``address``: no reference is kept.
    @inline(__always)
    static func address(of object: Object) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    /// Whether the reference is to `other`, compared by address without touching either object.
    @inline(__always)
    func refers(to other: Object) -> Bool {
        unmanaged.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }

    /// Whether the referenced object is gone (the invariant broken); always false in release builds, which keep no
    /// shadow to tell.
    var isDangling: Bool {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        shadow == nil
        #else
        false
        #endif
    }

    /// The debug-build check of the invariant before a read: the object must still be there.
    @inline(__always)
    private func checkNotDangling() {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        precondition(shadow != nil, "UnownedReference<\(Object.self)>: read after its object was freed")
        #endif
    }
}
