/// The sets of touches the arena hands to recognizers (``UIGestureRecognizer/touchesBegan(_:with:)`` and its
/// siblings), kept from one event to the next so that the per-sample path builds and allocates nothing in steady
/// state (docs/Performance.md).
///
/// Invariants a reader must not break:
/// - ``began``, ``moved``, ``ended`` and ``cancelled`` hold exactly the touches of ``source``, each in the set of its
///   phase in ``sourcePhases`` (same order, same count), and nothing else.
/// - The sets outlive an event only while none of their touches ended or was cancelled: the arena clears them after
///   an event with a lifted touch, so they keep no lifted touch (and through it, no view) alive.
/// - `fingerSets[i]` holds `fingerTouches[i]` alone; the sets past `fingerTouches.count` are empty, kept for their
///   storage. They are cleared, as the phase sets are, after an event in which a touch ended or was cancelled.
///
/// The next recognizer with the same changed touches (usually every recognizer on the path of one finger) is given
/// the same sets without hashing them again, and so is the first recognizer of the next event when its touches
/// moved again.
@MainActor
struct DeliveryScratch {
    var began: Set<UITouch> = []
    var moved: Set<UITouch> = []
    var ended: Set<UITouch> = []
    var cancelled: Set<UITouch> = []
    /// The touches the sets were built from, in order.
    var source = ObjectList<UITouch>()
    /// The phase each touch of ``source`` had when the sets were built.
    var sourcePhases: [UITouch.Phase] = []
    /// The fingers that have a one-touch moved set of their own (``fingerSet(for:)``), for events where several
    /// fingers move and each recognizer has one of them: its finger's set, hashed once for the finger's life.
    var fingerTouches: [UITouch] = []
    /// One-touch moved sets, one per finger of ``fingerTouches``.
    var fingerSets: [Set<UITouch>] = []

    init() {
        source.reserveCapacity(16)
        sourcePhases.reserveCapacity(16)
        began.reserveCapacity(16)
        moved.reserveCapacity(16)
        ended.reserveCapacity(16)
        cancelled.reserveCapacity(16)
    }

    /// The set of `phase` (none for stationary).
    @inline(__always)
    func set(of phase: UITouch.Phase) -> Set<UITouch>? {
        switch phase {
        case .began: began
        case .moved: moved
        case .ended: ended
        case .cancelled: cancelled
        case .stationary: nil
        }
    }

    /// The one-touch set of `finger`, made the first time it is asked for and kept from event to event until a touch
    /// lifts (see ``fingerSets``).
    mutating func fingerSet(for finger: UITouch) -> Set<UITouch> {
        var index = 0
        while index < fingerTouches.count {
            if fingerTouches[index] === finger { return fingerSets[index] }
            index += 1
        }
        // More fingers than ever before in this window: a set of its own, which lives on empty once it is let go.
        if index == fingerSets.count { fingerSets.append([]) }
        fingerSets[index].insert(finger)
        fingerTouches.append(finger)
        return fingerSets[index]
    }

    /// Lets go of the fingers' sets' touches, keeping their storage.
    mutating func clearFingerSets() {
        for index in fingerTouches.indices { fingerSets[index].removeAll(keepingCapacity: true) }
        fingerTouches.removeAllKeepingCapacity()
    }

    /// Whether the sets hold exactly `recognizer`'s changed touches in their current phases (compared by identity,
    /// in order).
    func holdsChangedTouches(of recognizer: UIGestureRecognizer) -> Bool {
        // By index rather than `for in`: no iterator, no retain of each touch just to compare it.
        let tracked = recognizer.trackedTouches
        var index = 0
        var trackedIndex = 0
        while trackedIndex < tracked.count {
            let touch = tracked[trackedIndex]
            trackedIndex += 1
            guard touch.changedInCurrentDispatch else { continue }
            guard index < source.count, source[index] === touch, sourcePhases[index] == touch.phase
            else { return false }
            index += 1
        }
        return index == source.count
    }

    /// Adds `touch` to the set of `phase` (none for stationary) and to ``source``.
    mutating func append(_ touch: UITouch, in phase: UITouch.Phase) {
        source.append(touch)
        sourcePhases.append(phase)
        switch phase {
        case .began: began.insert(touch)
        case .moved: moved.insert(touch)
        case .ended: ended.insert(touch)
        case .cancelled: cancelled.insert(touch)
        case .stationary: break
        }
    }

    /// Moves the sets' one touch (``source``) from the set of the phase it had then to the set of `phase`,
    /// exchanging the two sets' storage: nothing is hashed or emptied. False, changing nothing, when the phase is the
    /// same or either phase has no set (stationary).
    mutating func rephase(to phase: UITouch.Phase) -> Bool {
        let previous = sourcePhases[0]
        guard previous != phase, previous != .stationary, phase != .stationary else { return false }
        // The other sets are empty (the scratch holds one touch): the touch's set goes to `phase`'s place, and
        // that place's empty set, with its reserved storage, to `previous`'s.
        var carried = Set<UITouch>()
        exchangeSet(of: previous, with: &carried)
        exchangeSet(of: phase, with: &carried)
        exchangeSet(of: previous, with: &carried)
        sourcePhases[0] = phase
        return true
    }

    /// Exchanges the set of `phase` (none for stationary) with `set`.
    private mutating func exchangeSet(of phase: UITouch.Phase, with set: inout Set<UITouch>) {
        switch phase {
        case .began: swap(&began, &set)
        case .moved: swap(&moved, &set)
        case .ended: swap(&ended, &set)
        case .cancelled: swap(&cancelled, &set)
        case .stationary: break
        }
    }

    /// Empties the sets, keeping their storage.
    mutating func clear() {
        guard !source.isEmpty else { return }
        source.removeAllKeepingCapacity()
        sourcePhases.removeAllKeepingCapacity()
        if !began.isEmpty { began.removeAll(keepingCapacity: true) }
        if !moved.isEmpty { moved.removeAll(keepingCapacity: true) }
        if !ended.isEmpty { ended.removeAll(keepingCapacity: true) }
        if !cancelled.isEmpty { cancelled.removeAll(keepingCapacity: true) }
    }
}
