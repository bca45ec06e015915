/// Runs physics-based animation: UIKit's `UIDynamicAnimator`.
///
/// Add behaviors (springs, snaps, gravity, pushes, collisions, item properties); the animator moves their items
/// from display frame to display frame until everything comes to rest, then pauses by itself and tells its
/// ``delegate``. Any change that could move an item again resumes it: adding or removing a behavior, changing a
/// behavior's property, adding velocity, or ``updateItem(usingCurrentState:)``.
///
/// Time. The animator runs on a ``CADisplayLink`` on a ``MediaClock``, never on the wall clock: ``clock`` when set,
/// otherwise the reference view's window's clock. Each frame it simulates the time since it resumed in fixed steps
/// of 1/240 s (`DynamicsConstants.step`); the remainder waits for the next frame. A second therefore takes exactly
/// 240 identical steps whether it passes as 60 frames or as 120, and the items end in the same place.
///
/// - Note: TouchKit differences, by design:
///   - A reference view that is not in a window has no clock yet. The animator then waits: it starts at the next
///     call that needs it to run (adding a behavior, a property change, ``updateItem(usingCurrentState:)``) once the
///     view is in a window, or as soon as ``clock`` is set. Once started it stays on that clock until it pauses.
///   - The reference-less ``init()`` (UIKit's form for collection-view layouts) needs ``clock`` set (or
///     ``init(clock:)``) to run at all.
///   - Item centers are taken to be in the reference view's coordinates: a view item should be a direct subview
///     of the reference view, as UIKit's documentation asks (TouchKit does not convert through other views).
///
/// See also ``UIDynamicBehavior``, ``UIDynamicItem``, ``UIDynamicAnimatorDelegate``.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate system the animator works in, and whose bounds collision boundaries can follow.
    public private(set) weak var referenceView: UIView?

    /// TouchKit only: the clock the animator runs on. Nil (the default) means the reference view's window's clock.
    ///
    /// - Note: TouchKit only: UIKit has one process-wide display clock. Setting it starts an animator that was
    ///   waiting for one, and moves a running animator to the new clock.
    public var clock: MediaClock? {
        didSet {
            guard clock !== oldValue else { return }
            if isRunning, let clock, clock !== runningClock {
                startDisplayLink(on: clock)
            } else if wantsToRun {
                resume()
            }
        }
    }

    /// Told when the animator pauses and resumes. Weak, as in UIKit.
    public weak var delegate: (any UIDynamicAnimatorDelegate)?

    /// The behaviors added with ``addBehavior(_:)`` (not their children), in order.
    public private(set) var behaviors: [UIDynamicBehavior] = []

    /// Whether the animator is moving items: true from resumption until it pauses because everything is at rest.
    public private(set) var isRunning = false

    /// Seconds of simulated time, in whole steps, since the animator first ran; it does not grow while paused.
    ///
    /// - Note: UIKit documents it as the time "since the dynamic animator started running"; TouchKit counts only
    ///   time the animator spent running.
    public var elapsedTime: TimeInterval { Double(totalSteps) * DynamicsConstants.step }

    let world = DynamicsWorld()
    private var needsRebuild = false
    /// Every behavior in the animator, parents before children, as of the last rebuild.
    private var flattenedBehaviors: [UIDynamicBehavior] = []
    /// The collision behaviors, by their group index in the world.
    private var collisionBehaviors: [UICollisionBehavior] = []
    private var displayLink: CADisplayLink?
    private var runningClock: MediaClock?
    private var resumeTime: TimeInterval = 0
    private var stepsSinceResume = 0
    private var totalSteps = 0
    /// Something asked the animator to run while it had no clock.
    private var wantsToRun = false
    /// The behaviors whose ``UIDynamicBehavior/action`` was set, found again after any rebuild or action change, so
    /// a frame does not ask a thousand springs for an action they do not have.
    private var behaviorsWithActions: [UIDynamicBehavior] = []
    private var needsActionScan = true
    /// The frame's item writes (``writeItems()``), sized to the world's bodies and reused from frame to frame.
    private var pendingWrites: [PendingWrite] = []
    /// The buffer `items(in:)` answers in, kept between calls: once the caller has let go of the previous answer
    /// (a layout does, every frame), the next answer is written into the same storage and allocates nothing. It
    /// holds the last answer's items until the next call.
    private var itemsInRectAnswer: [any UIDynamicItem] = []

    /// Seam for an animator made by a higher layer (the collection-view layout animator): where its clock comes from
    /// when it has neither ``clock`` nor a reference view in a window.
    var fallbackClock: (@MainActor () -> MediaClock?)?
    /// Seam: called after a frame moved items (the layout animator lays the collection view out again).
    var itemsDidMove: (@MainActor () -> Void)?
    /// Every item in the animator's behaviors, once each, in the order the behaviors name them.
    var allItems: [any UIDynamicItem] {
        prepareWorld()
        return world.items
    }

    /// An animator that works in `referenceView`'s coordinates and runs on its window's clock.
    public init(referenceView: UIView) {
        self.referenceView = referenceView
        super.init()
    }

    /// An animator with no reference view, for items that are not views (UIKit uses this form for collection-view
    /// layouts). Give it a ``clock`` to run.
    public override init() {
        super.init()
    }

    /// TouchKit only: an animator with no reference view, running on `clock`.
    ///
    /// - Note: TouchKit only; UIKit's layout animator runs on the process's display clock.
    public convenience init(clock: MediaClock) {
        self.init()
        self.clock = clock
    }

    // MARK: Behaviors

    /// Adds a behavior: its items start moving at the next frame. A behavior already in this animator, in another
    /// animator, or a child of another behavior is ignored.
    ///
    /// `willMove(to:)` is app code: if it adds the behavior somewhere itself, that stands.
    public func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.storedAnimator == nil, behavior.parent == nil else { return }
        behavior.willMove(to: self)
        guard behavior.storedAnimator == nil, behavior.parent == nil else { return }
        behaviors.append(behavior)
        behavior.storedAnimator = self
        behaviorsDidChange()
    }

    /// Removes a behavior added with ``addBehavior(_:)``; anything else is ignored. Safe from inside any behavior's
    /// ``UIDynamicBehavior/action``, its own included.
    ///
    /// `willMove(to: nil)` is app code that may change the list (a remembered index went stale): the
    /// behavior is looked up again after it, and if it is gone already, that stands.
    public func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.storedAnimator === self, behavior.parent == nil else { return }
        behavior.willMove(to: nil)
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.storedAnimator = nil
        behaviorsDidChange()
    }

    /// Removes every behavior. The items stay where they are.
    ///
    /// The behaviors' `willMove(to: nil)` is app code: one it removes or moves meanwhile is left as it put it, and one
    /// it adds stays.
    public func removeAllBehaviors() {
        let removed = behaviors
        for behavior in removed where behavior.storedAnimator === self { behavior.willMove(to: nil) }
        var leaving = Set<ObjectIdentifier>()
        for behavior in removed where behavior.storedAnimator === self {
            leaving.insert(ObjectIdentifier(behavior))
            behavior.storedAnimator = nil
        }
        behaviors.removeAll { leaving.contains(ObjectIdentifier($0)) }
        behaviorsDidChange()
    }

    // MARK: Items

    /// The items, in any of the animator's behaviors, whose frames intersect `rect` (in the reference view's
    /// coordinates): what a springy collection-view layout returns for the rect it is asked about (the 2013 talk).
    ///
    /// An item's frame is its bounds size centred on its center and turned by its transform, as a view's frame is.
    /// Each item is listed once, in the order the behaviors name them. A non-finite `rect` matches nothing.
    public func items(in rect: CGRect) -> [any UIDynamicItem] {
        guard rect.isFiniteRect else { return [] }
        prepareWorld()
        let query = rect.standardized
        var result = itemsInRectAnswer
        itemsInRectAnswer = []
        result.removeAll(keepingCapacity: true)
        defer { itemsInRectAnswer = result }
        for item in world.items {
            let size = item.bounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let transform = item.transform
            let frame = (transform.isIdentity ? local : local.applying(transform))
                .offsetBy(dx: item.center.x, dy: item.center.y)
            guard frame.isFiniteRect else { continue }
            if frame.intersectsInline(query) { result.append(item) }
        }
        return result
    }

    /// Reads `item`'s center, bounds and transform again, after the caller changed them, and resumes the animator:
    /// the 2013 talk moves each cell's layout attributes by the scroll delta and calls this so the springs feel it.
    ///
    /// The item keeps its velocity. An item in none of the animator's behaviors is ignored. A non-finite center is
    /// ignored (the item stays where the animator had it).
    public func updateItem(usingCurrentState item: any UIDynamicItem) {
        prepareWorld()
        guard let index = world.bodyIndex(for: item) else { return }
        var body = world.bodies[index]
        let state = DynamicsBody.readState(of: item, fallback: body.position)
        body.position = state.position
        body.angle = state.angle
        body.size = state.size
        body.isEllipse = item.collisionBoundsType == .ellipse
        body.shownPosition = state.position
        body.shownAngle = state.angle
        body.safePosition = state.position
        body.safeAngle = state.angle
        body.updateMass()
        let massChanged = body.mass != world.bodies[index].mass || body.inverseInertia != world.bodies[index].inverseInertia
        world.bodies[index] = body
        if massChanged {
            world.needsFieldUpdate = true
            world.invalidateJointCoefficients()
        }
        resume()
    }

    // MARK: Changes from behaviors

    /// A behavior was added or removed, or a behavior's items or children changed.
    func behaviorsDidChange() {
        needsRebuild = true
        if !behaviors.isEmpty { resume() }
    }

    /// A behavior's parameter changed: it is written into the world (unless a rebuild is pending anyway).
    func behaviorParametersDidChange(_ behavior: UIDynamicBehavior) {
        if !needsRebuild { behavior.updateParameters(in: world) }
        resume()
    }

    /// A behavior's action was set or cleared.
    func actionsDidChange() {
        needsActionScan = true
    }

    /// Builds the world from the behaviors if they changed since it was last built.
    func prepareWorld() {
        guard needsRebuild else { return }
        needsRebuild = false
        flattenedBehaviors.removeAll(keepingCapacity: true)
        for behavior in behaviors { behavior.appendFlattened(to: &flattenedBehaviors) }
        world.beginRebuild()
        for behavior in flattenedBehaviors {
            for item in behavior.dynamicItemsForWorld { world.addBody(for: item) }
        }
        for behavior in flattenedBehaviors { behavior.applyMaterial(in: world) }
        for index in world.bodies.indices { world.bodies[index].updateMass() }
        for behavior in flattenedBehaviors { behavior.register(in: world) }
        world.finishRebuild()
        needsActionScan = true
        collisionBehaviors = flattenedBehaviors.compactMap { $0 as? UICollisionBehavior }.filter { $0.groupIndex >= 0 }
            .sorted { $0.groupIndex < $1.groupIndex }
    }

    // MARK: Running

    /// Starts the animator (telling the delegate first) if it is paused and has a clock; always restarts the rest
    /// countdown.
    func resume() {
        world.wake()
        guard !isRunning else { return }
        guard let clock = clock ?? referenceView?.window?.clock ?? fallbackClock?() else {
            wantsToRun = true
            return
        }
        wantsToRun = false
        delegate?.dynamicAnimatorWillResume(self)
        guard !isRunning else { return }
        isRunning = true
        if displayLink == nil || runningClock !== clock {
            startDisplayLink(on: clock)
        } else {
            displayLink?.isPaused = false
            resumeTime = clock.now
            stepsSinceResume = 0
        }
    }

    private func startDisplayLink(on clock: MediaClock) {
        displayLink?.invalidate()
        let link = CADisplayLink { [weak self] link in
            guard let self else {
                link.invalidate()
                return
            }
            self.frame(at: link.timestamp)
        }
        link.add(to: clock)
        displayLink = link
        runningClock = clock
        resumeTime = clock.now
        stepsSinceResume = 0
    }

    private func pause() {
        isRunning = false
        displayLink?.isPaused = true
        world.stopAll()
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One display frame: the fixed steps due since resumption, then the items' new positions, the collision
    /// delegate's calls and the behaviors' actions; then a pause if everything is at rest.
    private func frame(at timestamp: TimeInterval) {
        guard isRunning else { return }
        prepareWorld()
        if let referenceView { world.referenceBounds = referenceView.bounds }

        let due = Int(((timestamp - resumeTime) * DynamicsConstants.stepsPerSecond + 1e-6).rounded(.down)) - stepsSinceResume
        var steps = max(due, 0)
        if steps > DynamicsConstants.maxStepsPerFrame {
            stepsSinceResume += steps - DynamicsConstants.maxStepsPerFrame
            steps = DynamicsConstants.maxStepsPerFrame
        }
        if world.hasDynamicBodies {
            for _ in 0..<steps {
                stepsSinceResume += 1
                totalSteps += 1
                if world.step(DynamicsConstants.step) { break }
            }
        }

        if writeItems() > 0 { itemsDidMove?() }
        reportContacts()
        if needsActionScan {
            needsActionScan = false
            behaviorsWithActions = flattenedBehaviors.filter { $0.action != nil }
        }
        let behaviorsThisFrame = behaviorsWithActions
        for behavior in behaviorsThisFrame {
            // Checked just before each call: an earlier action may have removed this behavior.
            guard let action = behavior.action, behavior.dynamicAnimator === self else { continue }
            action()
        }
        // An action (or a delegate) that changed anything has woken the world or asked for a rebuild.
        guard isRunning, !needsRebuild else { return }
        if world.isAtRest || !world.hasDynamicBodies { pause() }
    }

    /// Writes each moved item's center (and rotation, if it turned). Never writes a non-finite value. Returns how
    /// many items it wrote.
    ///
    /// An item whose setter may run other code (a custom item, a view subclass, an observed view, a turned item's
    /// transform) is written only after every change is collected, so it finds the world in a consistent state; the
    /// changes are collected into a buffer that keeps its size from frame to frame (a frame allocates nothing), and
    /// views are reached through references that cost no retain (kept alive meanwhile by a copy of the world's item
    /// list). Until the first such item, each plain, unobserved `UIView` is written as it is collected
    /// (``UIView/setFiniteCenterIfUnobserved(_:)``): that runs no code, so nothing can tell the difference, and every
    /// later item is still written in order.
    private func writeItems() -> Int {
        let bodyCount = world.bodies.count
        if pendingWrites.count < bodyCount {
            pendingWrites = [PendingWrite](repeating: PendingWrite(), count: bodyCount)
        }
        var count = 0, pendingCount = 0
        pendingWrites.withLentElements { writes in
            world.bodies.withLentElements { b in
                world.unretainedViews.withLentElements { views in
                    for index in b.indices where b[index].inverseMass > 0 {
                        let position = b[index].position, angle = b[index].angle
                        let moved = position != b[index].shownPosition && position.isFinite
                        let turned = angle != b[index].shownAngle && angle.isFinite
                        guard moved || turned else { continue }
                        if moved { b[index].shownPosition = position }
                        if turned { b[index].shownAngle = angle }
                        count &+= 1
                        if pendingCount == 0, !turned, let view = views[index],
                           view.withObject({ $0.setFiniteCenterIfUnobserved(position.cgPoint) }) {
                            continue
                        }
                        writes[pendingCount] = PendingWrite(
                            index: index, position: position, angle: angle, moved: moved, turned: turned)
                        pendingCount &+= 1
                    }
                }
            }
        }
        guard pendingCount > 0 else { return count }
        // Local copies: an item's setter that changes the animator (even runs a frame) leaves these alone, and
        // `items` keeps every item alive while the views are used unretained.
        let writes = pendingWrites
        let items = world.items
        let views = world.unretainedViews
        for k in 0..<pendingCount {
            let write = writes[k]
            if let view = views[write.index] {
                view.withObject { show(write, on: $0) }
            } else {
                show(write, on: items[write.index])
            }
        }
        withExtendedLifetime(items) {}
        return count
    }

    /// Writes one collected change to its item (generic, so a view's setters are called directly).
    @inline(__always)
    private func show<Item: UIDynamicItem>(_ write: PendingWrite, on item: Item) {
        if write.moved { item.center = write.position.cgPoint }
        if write.turned { item.transform = CGAffineTransform(rotationAngle: CGFloat(write.angle)) }
    }

    private struct PendingWrite {
        var index = 0
        var position = DynamicsVector.zero
        var angle = 0.0
        var moved = false
        var turned = false
    }

    private func reportContacts() {
        guard !world.contactEvents.isEmpty else { return }
        let events = world.contactEvents
        world.contactEvents.removeAll(keepingCapacity: true)
        let items = world.items
        for event in events where event.key.group < collisionBehaviors.count {
            collisionBehaviors[event.key.group].report(event, items: items)
        }
    }
}
