/// The views a list keeps for reuse, by reuse identifier: the machinery behind UIKit's
/// `register(_:forCellWithReuseIdentifier:)` / `dequeueReusableCell(withReuseIdentifier:for:)` (collection views)
/// and the table view's equivalents.
///
/// A registration is a factory per identifier; ``dequeue(_:)`` hands back a pooled view if there is one and makes a
/// new one otherwise. The pool never holds more views than were visible at once, since only views leaving the screen
/// come back to it.
///
/// The views of each identifier wait in an object of their own, so taking one out and putting one back only reads the
/// dictionary: mutating an array in place inside a dictionary (`available[id]?.popLast()`) goes through Dictionary's
/// nested modify coroutines, whose frames Swift 6.3 allocates on the heap, three mallocs per view a scroll frame
/// brings in or out. Copies of a pool share their waiting views; the lists never copy one.
///
/// Putting a view back never allocates for a view the pool's factory made: each time the factory makes one, the
/// identifier's waiting list reserves room for every view made so far, so its storage grows in the call that already
/// allocates (a new view), never in a later scroll frame that only takes views off screen (docs/Performance.md, the
/// table's scroll frame).
struct ReusePool<View: AnyObject> {
    /// The views waiting under one identifier, and how many views the factory has made for it.
    private final class Waiting {
        var views: [View] = []
        var made = 0
    }

    private var factories: [String: @MainActor () -> View] = [:]
    private var available: [String: Waiting] = [:]

    /// Registers (or replaces) how views for `identifier` are made; views pooled under it are dropped, as UIKit does
    /// when a registration changes.
    mutating func register(_ identifier: String, factory: @escaping @MainActor () -> View) {
        factories[identifier] = factory
        available[identifier] = Waiting()
    }

    /// Forgets the registration for `identifier` (UIKit: registering a nil class).
    mutating func unregister(_ identifier: String) {
        factories[identifier] = nil
        available[identifier] = nil
    }

    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A pooled view for `identifier` (`isReused` true) or a new one; nil if `identifier` is not registered.
    @MainActor
    func dequeue(_ identifier: String) -> (view: View, isReused: Bool)? {
        let waiting = available[identifier]
        if let view = waiting?.views.popLast() { return (view, true) }
        guard let factory = factories[identifier] else { return nil }
        if let waiting {
            waiting.made += 1
            // Doubling, as appending would: a list's first layout makes a screenful of views one by one.
            let capacity = waiting.views.capacity
            if capacity < waiting.made { waiting.views.reserveCapacity(Swift.max(waiting.made, 2 * capacity)) }
        }
        return (factory(), false)
    }

    /// Puts `view` back for a later ``dequeue(_:)`` under `identifier` (dropped if that is no longer registered,
    /// unless `evenIfUnregistered`: a table keeps the cells and header views the app made itself with a reuse
    /// identifier, as UIKit's queue does).
    mutating func enqueue(_ view: View, identifier: String, evenIfUnregistered: Bool = false) {
        guard evenIfUnregistered || factories[identifier] != nil else { return }
        if let waiting = available[identifier] {
            waiting.views.append(view)
            return
        }
        let waiting = Waiting()
        waiting.views.append(view)
        available[identifier] = waiting
    }

    /// How many views wait in the pool.
    var pooledCount: Int { available.values.reduce(0) { $0 + $1.views.count } }
}

extension ReusePool where View: ListReusableView {
    /// Puts back a view the data source dequeued and the list will not show: it returned that view for a row or item
    /// whose own view the list keeps (reconfiguring). A view the list shows elsewhere (`isShown`) stays where it is.
    @MainActor
    mutating func putBackUnshown(_ view: View, isShown: Bool) {
        guard !isShown, let identifier = view.reuseIdentifier else { return }
        view.dequeuedIndexPath = nil
        enqueue(view, identifier: identifier)
    }
}
