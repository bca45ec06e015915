/// A rule that acts on dynamic items once added to a ``UIDynamicAnimator``: UIKit's `UIDynamicBehavior`.
///
/// The concrete behaviors (``UIAttachmentBehavior``, ``UISnapBehavior``, ``UIGravityBehavior``, ``UIPushBehavior``,
/// ``UICollisionBehavior``, ``UIDynamicItemBehavior``) subclass it. Subclass it yourself to compose them: add them
/// as children with ``addChildBehavior(_:)`` and add your behavior to the animator; its ``action`` runs every frame.
///
/// A behavior belongs to at most one animator (or one parent) at a time. Adding it where it already is is ignored;
/// adding it to a second animator, or as a child while it already has a parent or an animator, is ignored too, so a
/// behavior is never simulated twice. Property changes take effect at the next step and resume a paused animator.
///
/// See also ``UIDynamicAnimator/addBehavior(_:)``.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviors added with ``addChildBehavior(_:)``, in order.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Called every frame the animator runs, after it has moved the items: UIKit calls it "on every animation step".
    ///
    /// - Note: TouchKit calls it once per display frame (after that frame's fixed steps), not once per 1/240 s step.
    ///   It may add or remove behaviors, including this one; a behavior removed during a frame gets no further call.
    ///   UIKit's type, `(() -> Void)?`: a closure written on the main actor runs there. (Spelled `@MainActor`, the
    ///   type mangles inconsistently across files in this `@preconcurrency` class with Swift 6.3, and subclasses
    ///   in other files fail to link.)
    open var action: (() -> Void)? {
        didSet { dynamicAnimator?.actionsDidChange() }
    }

    /// The animator this behavior (or its root parent) is in.
    public var dynamicAnimator: UIDynamicAnimator? {
        storedAnimator ?? parent?.dynamicAnimator
    }

    weak var storedAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?
    /// The items of a behavior that takes any number of them (gravity, push, collision, item properties), in the
    /// order added; empty for the others.
    var itemList = DynamicItemList()

    /// A behavior with no items and no children.
    public override init() {
        super.init()
    }

    /// Adds a child behavior: it takes part in whatever animator this behavior is in. A behavior that already has a
    /// parent or an animator, this behavior itself, or one of its ancestors, is ignored.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parent == nil, behavior.storedAnimator == nil, !isDescendant(of: behavior)
        else { return }
        let animator = dynamicAnimator
        behavior.willMove(to: animator)
        // `willMove` is app code: if it put the behavior somewhere (or this one under it), that stands.
        guard behavior.parent == nil, behavior.storedAnimator == nil, !isDescendant(of: behavior) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        animator?.behaviorsDidChange()
    }

    /// Removes a child behavior; anything else is ignored.
    ///
    /// `willMove(to: nil)` is app code that may change the children: the child is looked up again after
    /// it, and if it is gone already, that stands.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parent === self else { return }
        let animator = dynamicAnimator
        behavior.willMove(to: nil)
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        animator?.behaviorsDidChange()
    }

    /// Called when the behavior is about to join an animator (nil: leave it). Override to observe; call super.
    ///
    /// - Note: TouchKit calls it on the behavior added to (or removed from) the animator or a parent, not on that
    ///   behavior's own children.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func isDescendant(of behavior: UIDynamicBehavior) -> Bool {
        var current: UIDynamicBehavior? = self
        while let candidate = current {
            if candidate === behavior { return true }
            current = candidate.parent
        }
        return false
    }

    /// This behavior and its descendants, parents first.
    func appendFlattened(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendFlattened(to: &list) }
    }

    // MARK: The world's view of the behavior (overridden by the concrete behaviors)

    /// The items this behavior moves or holds.
    var dynamicItemsForWorld: [any UIDynamicItem] { [] }

    /// Material for the items (item behaviors only), applied in behavior order before masses are computed.
    func applyMaterial(in world: DynamicsWorld) {}

    /// Adds this behavior's constraints, fields or collision group; every item already has a body. By default, the
    /// joint of ``unconfiguredJoint(in:)``, if any, set up by ``configureJoint(_:)``.
    func register(in world: DynamicsWorld) {
        jointIndex = world.add(unconfiguredJoint(in: world), configuredBy: configureJoint)
    }

    /// Writes changed parameters into what ``register(in:)`` added, without rebuilding the world. By default, into
    /// the joint, if any.
    func updateParameters(in world: DynamicsWorld) {
        world.updateJoint(at: jointIndex, configureJoint)
    }

    // MARK: The joint of attachments and snaps

    /// The index of the joint ``register(in:)`` added; -1 for none.
    var jointIndex = -1

    /// The joint that holds this behavior's items, before ``configureJoint(_:)`` sets its parameters; nil when the
    /// behavior holds nothing by a joint (the default) or its items cannot be held (not in the world, an item
    /// attached to itself).
    func unconfiguredJoint(in world: DynamicsWorld) -> DynamicsJoint? { nil }

    /// Writes the behavior's parameters into its joint: when it is added, and again whenever they change.
    func configureJoint(_ joint: inout DynamicsJoint) {}

    /// Tells the animator a parameter changed: the world picks it up and a paused animator resumes.
    func parametersDidChange() {
        dynamicAnimator?.behaviorParametersDidChange(self)
    }

    /// Tells the animator the behavior's items changed: the world is rebuilt before the next step.
    func itemsDidChange() {
        dynamicAnimator?.behaviorsDidChange()
    }

    // MARK: The items of gravity, push, collision and item behaviors

    /// Adds `item` to ``itemList`` unless it is there already, and tells the animator.
    func addListedItem(_ item: any UIDynamicItem) {
        guard itemList.insert(item) else { return }
        itemsDidChange()
    }

    /// Removes `item` from ``itemList`` if it is there: `forget` drops the behavior's state for it, then the
    /// animator is told.
    func removeListedItem(_ item: any UIDynamicItem, forgetting forget: () -> Void = {}) {
        guard itemList.remove(item) else { return }
        forget()
        itemsDidChange()
    }
}

/// A finite value, or `fallback` (the value being replaced) when `value` is NaN or infinite: behaviors ignore
/// non-finite input, as ``UIView`` does.
@inline(__always)
func finiteOr(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
    value.isFinite ? value : fallback
}
