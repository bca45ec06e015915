/// A behavior's items, in the order added, each once. Membership is a set of identities, so adding or asking about
/// an item costs the same whatever the count: a search of the list per added item made a behavior of 10,000 items
/// take seconds to build (issue 14).
@MainActor
struct DynamicItemList {
    /// The items, in the order added.
    private(set) var items: [any UIDynamicItem] = []
    private var identities: Set<ObjectIdentifier> = []

    /// Whether `item` is in the list.
    func contains(_ item: any UIDynamicItem) -> Bool { identities.contains(ObjectIdentifier(item)) }

    /// Appends `item` unless it is in the list already; returns whether it was added.
    mutating func insert(_ item: any UIDynamicItem) -> Bool {
        guard identities.insert(ObjectIdentifier(item)).inserted else { return false }
        items.append(item)
        return true
    }

    /// Removes `item` if it is in the list (searched from the end, where the latest items are); returns whether it was.
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard identities.remove(ObjectIdentifier(item)) != nil else { return false }
        var index = items.count - 1
        while index >= 0 {
            if items[index] === item {
                items.remove(at: index)
                break
            }
            index -= 1
        }
        return true
    }
}
