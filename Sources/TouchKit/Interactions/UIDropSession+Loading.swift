#if !canImport(Darwin)
// Loading a drop's data through its items' providers (Foundation's `NSItemProvider` on Apple platforms has its own
// loading API, with which this extension's generic forms would clash).

extension UIDropSession {
    /// Whether at least one item's provider can give a value of `aClass`, as UIKit's `canLoadObjects(ofClass:)`.
    public func canLoadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Whether at least one item's provider has data of one of `typeIdentifiers` (or of a kind of one).
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Loads a value of `aClass` from every item that can give one and passes them to `completion`, in the items'
    /// order, once every load has ended; as UIKit's, for use in
    /// ``UIDropInteractionDelegate/dropInteraction(_:performDrop:)``.
    ///
    /// The completion runs on the main actor (UIKit: the main queue) on the drag's window's clock, at the turn after
    /// the last load ends; items that cannot give `aClass`, or whose loading fails, are left out. A loader that never
    /// calls back fails after ``NSItemProvider/loadTimeout``, so the completion runs then with the other items'
    /// values. Several calls complete in the order they were made when their loads end in the same turn.
    @discardableResult
    public func loadObjects<T: NSItemProviderReading>(
        ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void
    ) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(providers.count))
        let clock = dragClock
        guard !providers.isEmpty else {
            if let clock { clock.scheduledTimer(withTimeInterval: 0) { _ in completion([]) } } else { completion([]) }
            return progress
        }
        var results = [T?](repeating: nil, count: providers.count)
        var pending = providers.count
        for (index, provider) in providers.enumerated() {
            let child = provider.loadObject(ofClass: aClass, clock: clock) { value, _ in
                results[index] = value
                pending -= 1
                if pending == 0 { completion(results.compactMap { $0 }) }
            }
            progress.addChild(child, withPendingUnitCount: 1)
        }
        return progress
    }

    /// The clock of the window the drag is in (nil once the drag is gone).
    private var dragClock: MediaClock? { localDragSession?.touch.window?.clock ?? MediaClock.current }
}
#endif
