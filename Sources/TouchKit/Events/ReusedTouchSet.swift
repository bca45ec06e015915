/// The `Set<UITouch>` handed to responder methods, kept from one call (and one event) to the next and rebuilt only
/// when its touches change.
///
/// Every moved sample of one finger gives its view a set holding that one touch; hashing the touch into a fresh set
/// cost more than the call itself. The set remembers its touches in order and is compared with the ones wanted now
/// by identity, which costs a load and a compare per touch.
///
/// It keeps its touches after the call that built it: its owner empties it (``removeAll()``) once a touch of the
/// event finished, so that a lifted touch (and its view) is not kept alive by it.
struct ReusedTouchSet {
    /// The set to pass.
    private(set) var touches: Set<UITouch> = []
    /// The touches of ``touches`` in the order they were added.
    private var members: [UITouch] = []

    init() {
        touches.reserveCapacity(16)
        members.reserveCapacity(16)
    }

    /// Makes ``touches`` hold exactly `group`, hashing nothing when it already does.
    mutating func hold(_ group: [UITouch]) {
        if members.count == group.count {
            var index = 0
            while index < group.count, members[index] === group[index] { index += 1 }
            if index == group.count { return }
        }
        removeAll()
        for touch in group {
            members.append(touch)
            touches.insert(touch)
        }
    }

    /// Makes ``touches`` hold `touch` alone.
    mutating func hold(_ touch: UITouch) {
        if members.count == 1, members[0] === touch { return }
        removeAll()
        members.append(touch)
        touches.insert(touch)
    }

    /// Lets go of the touches.
    mutating func removeAll() {
        guard !members.isEmpty else { return }
        members.removeAllKeepingCapacity()
        touches.removeAll(keepingCapacity: true)
    }
}
