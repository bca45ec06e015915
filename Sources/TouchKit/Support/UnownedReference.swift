/// A back-pointer from an object to the object that owns it, held without a reference count: the one type through
/// which the engine's back-pointers go (an arena or a dispatcher to its window, a recognizer to its arena and its view,
/// a view to its superview).
///
/// The invariant, stated once: the referenced object outlives every read of the reference. Each holder keeps it by
/// construction: the referenced object owns the holder (a window owns its dispatcher, which owns its arena), or
/// clears the reference before it goes (an arena detaches its participants in its `deinit`; a view clears its
/// subviews' superview and its recognizers' view in its `deinit`). Neither a checked
/// `unowned` (a runtime call on every read) nor a `weak` (a side table and an atomic load) is paid on the per-sample
/// path for what the ownership already guarantees.
///
/// In debug builds (and wherever `TOUCHKIT_CHECK_INVARIANTS` is set, as in the storm) it also keeps a weak shadow of
/// the object, so the invariant check (``ArenaInvariants``) can tell a dangling back-pointer from a live one
/// (``isDangling``).
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
        @inline(__always) get { unmanaged.takeUnretainedValue() }
    }

    /// Calls `body` with the object, neither retained nor released around it: for reads that run no app code.
    @inline(__always)
    func withObject<Result>(_ body: (Object) -> Result) -> Result {
        unmanaged.withUnretainedInstance(body)
    }

    /// The object's address, for comparisons by identity that touch no object.
    var address: UnsafeMutableRawPointer {
        @inline(__always) get { unmanaged.toOpaque() }
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
}
