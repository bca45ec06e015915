/// `object` as a `Target`, without the runtime's dynamic cast: for a caller that knows the class (it compared
/// `type(of:)` just before, or the object is the one it registered itself with), on a path where the cast would cost
/// more than the work it guards.
///
/// The invariant, stated once: `object` is a `Target`. In debug builds (and wherever `TOUCHKIT_CHECK_INVARIANTS` is
/// set, as in the storm) it is checked, a trap naming it, where a release build would use the object as a class it
/// is not.
@inline(__always)
func downcast<Target: AnyObject>(_ object: AnyObject, toKnown target: Target.Type) -> Target {
    #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
    precondition(object is Target, "downcast: a \(type(of: object)) is not a \(Target.self)")
    #endif
    return unsafeDowncast(object, to: target)
}
