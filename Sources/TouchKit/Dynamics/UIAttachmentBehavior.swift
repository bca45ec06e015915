/// A connection between an item and an anchor point, or between two items: UIKit's `UIAttachmentBehavior`.
///
/// With ``frequency`` 0 (the default) the connection is rigid: the attachment points stay ``length`` apart. With a
/// frequency it is a spring that oscillates at that many hertz, damped by ``damping`` (the damping ratio: 1 is
/// critical, settling fastest without overshoot; 0.1 rings for many periods). ``length`` starts as the distance
/// between the attachment points when the behavior is created. The 2013 talk's springy list attaches each cell to its
/// resting place with length 0 and moves the anchors as the content scrolls.
///
/// The spring's stiffness scales with the attached mass, so the frequency is what you see whatever the item's size
/// and density. An attachment point off the item's centre (``init(item:offsetFromCenter:attachedToAnchor:)``) lets
/// the item swing and turn.
///
/// - Note: TouchKit differences: a zero-length attachment (shorter than 0.5 pt) pulls and damps in every direction;
///   a longer one acts along the line between its ends (damping only along it), like Box2D's distance joint.
///   Sliding and pin attachments are rigid whatever ``frequency`` says [?]. UIKit's class factories return `Self`;
///   TouchKit's return `UIAttachmentBehavior`.
///
/// See also ``UISnapBehavior``, ``UIDynamicAnimator/updateItem(usingCurrentState:)``.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the first item is attached to: UIKit's `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable {
        /// To another item.
        case items = 0
        /// To an anchor point.
        case anchor = 1
    }

    /// The attached items: one for an anchor attachment, two for an item attachment.
    public let items: [any UIDynamicItem]
    /// Whether the attachment is to an anchor point or to another item.
    public let attachedBehaviorType: AttachmentType

    /// The anchor point, in the reference view's coordinates. Setting it (anchor attachments only) moves the
    /// anchor and resumes the animator. For pin and fixed attachments it is where the items were joined; for other
    /// item attachments it is `.zero` [?]. Non-finite points are ignored.
    public var anchorPoint: CGPoint {
        get { storedAnchor }
        set {
            guard attachedBehaviorType == .anchor, newValue.isFinite, newValue != storedAnchor else { return }
            storedAnchor = newValue
            parametersDidChange()
        }
    }

    /// The distance the attachment holds its two ends at, in points. Defaults to their distance at creation.
    /// Negative values become 0; non-finite values are ignored.
    public var length: CGFloat {
        didSet { length = length.isFinite ? max(length, 0) : oldValue; if length != oldValue { parametersDidChange() } }
    }

    /// The damping ratio of a spring attachment: 0 undamped, 1 critical. Default 0 (Box2D's distance-joint default;
    /// UIKit does not document its own [?]). Negative values become 0; non-finite values are ignored.
    public var damping: CGFloat = 0 {
        didSet { damping = damping.isFinite ? max(damping, 0) : oldValue; if damping != oldValue { parametersDidChange() } }
    }

    /// The spring's frequency, in hertz; 0 (the default) makes the attachment rigid. Negative values become 0;
    /// non-finite values are ignored.
    public var frequency: CGFloat = 0 {
        didSet {
            frequency = frequency.isFinite ? max(frequency, 0) : oldValue
            if frequency != oldValue { parametersDidChange() }
        }
    }

    /// The torque needed to turn the attached items relative to each other (or an item about its anchor), in
    /// UIKit's units (1 = 1 N·m at 100 pt per metre, see `DynamicsConstants.swift`). Default 0: free rotation.
    public var frictionTorque: CGFloat = 0 {
        didSet {
            frictionTorque = frictionTorque.isFinite ? max(frictionTorque, 0) : oldValue
            if frictionTorque != oldValue { parametersDidChange() }
        }
    }

    /// The range of motion of a sliding or pin attachment. Default ``UIFloatRange/infinite``; other attachments
    /// ignore it, as UIKit's do.
    ///
    /// As UIKit documents it: for a sliding attachment, how far (pt) the items may move from where they started
    /// along the axis of translation, `minimum` (≤ 0) in the axis's negative direction and `maximum` (≥ 0) in its
    /// positive one; ``UIFloatRange/zero`` stops them sliding. For a pin attachment, how far (rad) they may turn
    /// from their starting angles, `minimum` (≤ 0) counter-clockwise and `maximum` (≥ 0) clockwise on screen.
    /// UIKit requires the range to contain 0; TouchKit widens a range that does not (and ignores NaN ends).
    ///
    /// - Note: TouchKit measures a sliding attachment's motion as the second item's (or, to an anchor, the item's)
    ///   attachment point relative to the first item's (the anchor's), and a pin's angle as the second item's turn
    ///   relative to the first's [?]: UIKit does not say which item is the reference.
    public var attachmentRange: UIFloatRange = .infinite {
        didSet {
            let minimum = attachmentRange.minimum.isNaN ? -.infinity : min(attachmentRange.minimum, 0)
            let maximum = attachmentRange.maximum.isNaN ? .infinity : max(attachmentRange.maximum, 0)
            attachmentRange = UIFloatRange(minimum: minimum, maximum: maximum)
            // A rebuild, not just new parameters: limits change how many iterations the solver needs.
            if attachmentRange != oldValue { itemsDidChange() }
        }
    }

    private var storedAnchor: CGPoint
    /// A sliding attachment's axis of translation, a unit vector in the first item's own coordinates.
    private var slidingAxis = DynamicsVector(1, 0)
    private let offsets: [UIOffset]
    private var style: Style = .regular
    private var lockedAngle: Double = 0
    /// The pin and fixed forms join the items at a point given in each item's own coordinates.
    private var pinnedLocalAnchors: (DynamicsVector, DynamicsVector)?

    private enum Style {
        case regular, pin, fixed, limit, sliding
    }

    /// Attaches `item`'s centre to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre (in the item's own, unrotated coordinates) to `point`.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        offsets = [Self.sanitized(offset)]
        storedAnchor = point.isFinite ? point : item.center
        length = 0
        super.init()
        length = CGFloat(currentDistance())
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point on one item to a point on another, each given as an offset from the item's centre.
    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        items = [item1, item2]
        attachedBehaviorType = .items
        offsets = [Self.sanitized(offset1), Self.sanitized(offset2)]
        storedAnchor = .zero
        length = 0
        super.init()
        length = CGFloat(currentDistance())
    }

    /// Two items joined rigidly at `point`: they move and turn as one (UIKit, iOS 9).
    public class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.pin(at: point, style: .fixed)
        return behavior
    }

    /// Two items joined at `point`, free to turn about it (resisted by ``frictionTorque``) (UIKit, iOS 9).
    public class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.pin(at: point, style: .pin)
        return behavior
    }

    /// Two items joined like a rope: the attachment points may come closer than ``length`` but not farther
    /// (UIKit, iOS 9). The length starts as their distance at creation.
    public class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                      attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset)
        -> UIAttachmentBehavior
    {
        let behavior = UIAttachmentBehavior(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.style = .limit
        return behavior
    }

    /// Two items that keep their relative angle and may move apart only along `axis` (in the reference view's
    /// coordinates, as the items stand now), within ``attachmentRange`` (UIKit, iOS 9).
    public class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                        attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector)
        -> UIAttachmentBehavior
    {
        let behavior = UIAttachmentBehavior(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.pin(at: point, style: .sliding)
        behavior.setSlidingAxis(axis)
        return behavior
    }

    /// An item that keeps its angle and may move only along `axis` through `point` (both in the reference view's
    /// coordinates), within ``attachmentRange`` of where it starts (UIKit, iOS 9).
    public class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                        axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
        behavior.pin(at: point, style: .sliding)
        behavior.setSlidingAxis(axis)
        return behavior
    }

    /// Joins the items (or the item and its anchor) at `point`, remembering each one's attachment point in its own
    /// coordinates and their relative angle now.
    private func pin(at point: CGPoint, style: Style) {
        self.style = style
        let anchor = point.isFinite ? DynamicsVector(point) : .zero
        let stateA = DynamicsBody.readState(of: items[0], fallback: .zero)
        let angleB: Double
        let localB: DynamicsVector
        if items.count > 1 {
            let stateB = DynamicsBody.readState(of: items[1], fallback: .zero)
            angleB = stateB.angle
            localB = (anchor - stateB.position).rotated(by: -stateB.angle)
        } else {
            angleB = 0
            localB = anchor
        }
        pinnedLocalAnchors = ((anchor - stateA.position).rotated(by: -stateA.angle), localB)
        lockedAngle = angleB - stateA.angle
        storedAnchor = point.isFinite ? point : .zero
        length = 0
    }

    /// Stores `axis` (reference-view coordinates) as a unit vector in the first item's own coordinates; a zero or
    /// non-finite axis becomes horizontal [?].
    private func setSlidingAxis(_ axis: CGVector) {
        let vector = DynamicsVector(Double(axis.dx), Double(axis.dy))
        let length = vector.length
        let unit = length > 0 && length.isFinite ? (1 / length) * vector : DynamicsVector(1, 0)
        let angleA = DynamicsBody.readState(of: items[0], fallback: .zero).angle
        slidingAxis = unit.rotated(by: -angleA)
    }

    private static func sanitized(_ offset: UIOffset) -> UIOffset {
        UIOffset(horizontal: offset.horizontal.isFinite ? offset.horizontal : 0,
                 vertical: offset.vertical.isFinite ? offset.vertical : 0)
    }

    /// The distance between the attachment points now, from the items' own state.
    private func currentDistance() -> Double {
        let a = DynamicsBody.readState(of: items[0], fallback: .zero)
        let pointA = a.position + DynamicsVector(Double(offsets[0].horizontal), Double(offsets[0].vertical)).rotated(by: a.angle)
        let pointB: DynamicsVector
        if items.count > 1 {
            let b = DynamicsBody.readState(of: items[1], fallback: .zero)
            pointB = b.position + DynamicsVector(Double(offsets[1].horizontal), Double(offsets[1].vertical)).rotated(by: b.angle)
        } else {
            pointB = DynamicsVector(storedAnchor)
        }
        let distance = (pointB - pointA).length
        return distance.isFinite ? distance : 0
    }

    // MARK: World

    override var dynamicItemsForWorld: [any UIDynamicItem] { items }

    override func unconfiguredJoint(in world: DynamicsWorld) -> DynamicsJoint? {
        guard let bodyA = world.bodyIndex(for: items[0]) else { return nil }
        guard items.count > 1 else { return .point(bodyA, -1) }
        // An item attached to itself holds nothing.
        guard let bodyB = world.bodyIndex(for: items[1]), bodyB != bodyA else { return nil }
        return .point(bodyA, bodyB)
    }

    override func configureJoint(_ joint: inout DynamicsJoint) {
        joint.length = Double(length)
        joint.frequency = Double(frequency)
        joint.dampingRatio = Double(damping)
        joint.frictionTorque = Double(frictionTorque) * DynamicsConstants.torqueUnit
        joint.lowerLimit = -.infinity
        joint.upperLimit = .infinity
        if let (localA, localB) = pinnedLocalAnchors {
            joint.kind = style == .sliding ? .slider : .point
            joint.localAnchorA = localA
            // A sliding attachment's anchor can be moved later.
            joint.localAnchorB = attachedBehaviorType == .anchor ? DynamicsVector(storedAnchor) : localB
            joint.angularMode = style == .pin ? .free : .locked
            joint.referenceAngle = lockedAngle
            if style == .sliding {
                joint.frequency = 0
                joint.localAxisA = slidingAxis
                // The joint measures B's point from A's; with an anchor, the item is A, so the range flips.
                if attachedBehaviorType == .anchor {
                    joint.lowerLimit = -Double(attachmentRange.maximum)
                    joint.upperLimit = -Double(attachmentRange.minimum)
                } else {
                    joint.lowerLimit = Double(attachmentRange.minimum)
                    joint.upperLimit = Double(attachmentRange.maximum)
                }
            } else if style == .pin {
                joint.lowerLimit = Double(attachmentRange.minimum)
                joint.upperLimit = Double(attachmentRange.maximum)
            }
            return
        }
        joint.localAnchorA = DynamicsVector(Double(offsets[0].horizontal), Double(offsets[0].vertical))
        joint.localAnchorB = attachedBehaviorType == .anchor
            ? DynamicsVector(storedAnchor)
            : DynamicsVector(Double(offsets[1].horizontal), Double(offsets[1].vertical))
        if style == .limit {
            joint.kind = .rope
        } else {
            joint.kind = joint.length < DynamicsConstants.pointAttachmentLength ? .point : .distance
        }
    }
}
