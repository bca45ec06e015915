/// Moves an item to a point with a springy finish, and turns it upright: UIKit's `UISnapBehavior`.
///
/// The item is pulled to ``snapPoint`` by a spring whose damping ratio is ``damping`` (0.5 by default, as in UIKit),
/// and its rotation is pulled back to zero the same way. It stays there until the behavior is removed.
///
/// - Note: UIKit does not document the spring's frequency; TouchKit uses 2.5 Hz
///   (`DynamicsConstants.snapFrequency`) [?].
///
/// See also ``UIAttachmentBehavior``.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem

    /// The point the item's centre snaps to, in the reference view's coordinates. Non-finite points are ignored.
    public var snapPoint: CGPoint {
        didSet {
            if !snapPoint.isFinite { snapPoint = oldValue }
            if snapPoint != oldValue { parametersDidChange() }
        }
    }

    /// How much the snap's oscillation is damped: the damping ratio of its spring. Default 0.5 [doc]. UIKit's range
    /// is 0 to 1; values outside are clamped to it, non-finite values ignored.
    public var damping: CGFloat = 0.5 {
        didSet {
            damping = damping.isFinite ? min(max(damping, 0), 1) : oldValue
            if damping != oldValue { parametersDidChange() }
        }
    }

    /// A snap of `item` to `point`.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point.isFinite ? point : item.center
        super.init()
    }

    // MARK: World

    override var dynamicItemsForWorld: [any UIDynamicItem] { [item] }

    /// The item's centre held to the snap point, its rotation locked upright.
    override func unconfiguredJoint(in world: DynamicsWorld) -> DynamicsJoint? {
        guard let body = world.bodyIndex(for: item) else { return nil }
        var joint = DynamicsJoint.point(body, -1, frequency: DynamicsConstants.snapFrequency)
        joint.angularMode = .locked
        joint.referenceAngle = 0
        return joint
    }

    override func configureJoint(_ joint: inout DynamicsJoint) {
        joint.localAnchorB = DynamicsVector(snapPoint)
        joint.dampingRatio = Double(damping)
    }
}
