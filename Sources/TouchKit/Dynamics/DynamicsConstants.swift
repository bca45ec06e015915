// Every number the physics world uses, with its source and how sure we are of it.
//
// Units. UIKit Dynamics states its units only through examples (docs/UIKitFacts.md, "Dynamics", Apple's documentation of
// UIPushBehavior and UIGravityBehavior): a push of magnitude 1 on a 100×100 pt item of density 1 accelerates it at
// 100 pt/s², and gravity of magnitude 1 is 1000 pt/s² whatever the mass. Both follow from one convention, which is
// Box2D's with 100 points to the metre (UIKit Dynamics is built on a Box2D-style engine [pub]): a 100×100 pt item is
// 1 m², density 1 makes it 1 kg, a force of 1 N accelerates it 1 m/s² = 100 pt/s², and magnitude-1 gravity is
// 10 m/s². TouchKit therefore keeps lengths in points, masses in kilograms (density × area / 10 000 pt²) and turns
// UIKit's forces, impulses and torques into point units with the factors below.

enum DynamicsConstants {
    /// Fixed integrator steps per second. 240 divides both 60 and 120 Hz frames evenly, so a second of either takes
    /// exactly 240 identical steps, and it keeps a 1000 pt/s item moving about 4 pt per step, under the
    /// thinnest item most interfaces collide. TouchKit's choice [?]; UIKit does not document its step.
    static let stepsPerSecond: Double = 240
    /// One fixed step, in seconds: 1/240 s.
    static let step: Double = 1 / stepsPerSecond
    /// The most steps one display frame may run (1 s of simulated time); a longer gap is dropped rather than
    /// simulated, so a stalled host does not spiral. TouchKit's choice [?].
    static let maxStepsPerFrame = 240

    /// Points per Box2D metre. Derived from the documented push and gravity figures (see the file comment) [doc, pub].
    static let pointsPerMeter: Double = 100
    /// Mass = density × area / this (pt²): a 100×100 pt item of density 1 weighs 1. Derived [doc, pub].
    static let areaPerUnitMass: Double = pointsPerMeter * pointsPerMeter
    /// A UIKit force (push magnitude 1) in kg·pt/s²: 1 N = 1 kg·100 pt/s². The same factor turns an instantaneous
    /// push of 1 into 100 kg·pt/s, i.e. 100 pt/s on a 1 kg item [doc: UIPushBehavior.magnitude].
    static let forceUnit: Double = pointsPerMeter
    /// A UIKit torque (friction torque 1) in kg·pt²/s²: 1 N·m. Derived, like ``forceUnit`` [pub, ?].
    static let torqueUnit: Double = pointsPerMeter * pointsPerMeter
    /// Gravity of magnitude 1, in pt/s² [doc: UIGravityBehavior; docs/UIKitFacts.md, "Dynamics"].
    static let gravityAcceleration: Double = 1000

    /// An item faster than this (pt/s) keeps the animator running: Box2D's linear sleep tolerance, 0.01 m/s [pub].
    static let linearRestTolerance: Double = 0.01 * pointsPerMeter
    /// An item spinning faster than this (rad/s) keeps the animator running: Box2D's 2°/s [pub].
    static let angularRestTolerance: Double = 2 * Double.pi / 180
    /// How long every item must stay under the tolerances before the animator pauses: Box2D's time to sleep,
    /// 0.5 s [pub]. UIKit's own figure is not documented [?].
    static let timeToRest: Double = 0.5

    /// Velocity passes per step when constraints share items (Box2D's default, 8 [pub]). Independent attachments
    /// (each item on its own spring, as in the springy list) are exact after one pass and get one.
    static let velocityIterations = 8
    /// Position-correction passes per step for rigid attachments and contacts (Box2D's default, 3 [pub]).
    static let positionIterations = 3
    /// Penetration (pt) allowed before contacts push items apart: Box2D's linear slop, 0.005 m [pub].
    static let linearSlop: Double = 0.005 * pointsPerMeter
    /// The fraction of the remaining error a position pass removes: Box2D's Baumgarte factor, 0.2 [pub].
    static let baumgarte: Double = 0.2
    /// The largest position correction in one pass (pt): Box2D's 0.2 m [pub].
    static let maxLinearCorrection: Double = 0.2 * pointsPerMeter
    /// Approach speeds (pt/s) below this do not bounce, so resting items do not jitter: Box2D's velocity threshold,
    /// 1 m/s [pub].
    static let restitutionThreshold: Double = 1 * pointsPerMeter

    /// Attachments shorter than this (pt) are point springs that pull and damp in every direction; longer ones act
    /// along the line between their ends. TouchKit's choice [?]: a zero-length spring has no line, and damping only
    /// along it would let an item orbit its anchor for ever.
    static let pointAttachmentLength: Double = linearSlop

    /// `resistance` 1 removes velocity at this rate (1/s). UIKit documents only that 1.0 stops an item "as soon as
    /// there is no force applied to it"; Box2D's linear damping of 10/s halves speed in about 70 ms, which matches
    /// that description. TouchKit's choice [?].
    static let resistanceRate: Double = 10

    /// Snap's spring frequency (Hz). UIKit documents only the damping (0.5 by default); 2.5 Hz settles a default snap
    /// in about 0.7 s with one small overshoot, as UIKit's snaps look. TouchKit's choice [?].
    static let snapFrequency: Double = 2.5

    /// Vertices of the polygon that stands in for an ellipse (Box2D has no ellipses either [pub]; UIKit's count is
    /// not documented [?]).
    static let ellipseVertexCount = 16

    /// The largest width or height (pt) an item may have; larger (and non-finite) sizes are clamped so areas and
    /// masses stay finite. TouchKit's guard [?].
    static let maxItemDimension: Double = 1e7
}
