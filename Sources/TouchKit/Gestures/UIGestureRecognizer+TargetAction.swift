/// Target-action: who a recognizer tells, and how an action goes out (``UIGestureRecognizer/sendActions()``) while
/// the action's own code adds or removes targets.
extension UIGestureRecognizer {
    /// Adds a target-action pair; the target is held weakly and skipped once it is gone. Adding a pair already there
    /// (same target, same ``Selector`` shape) does nothing, as in UIKit.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        for entry in targetActions where entry.hasTarget && entry.target === object && entry.action == action { return }
        appendTarget(TargetAction(target: object, hasTarget: true, action: action, perform: action.perform))
    }

    /// Adds a target-action pair with an action method taking the sender (see ``addTarget(_:action:)-(Any,_)``).
    public final func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        addTarget(target, action: Selector(action))
    }

    /// Adds a target-action pair with a parameterless action method.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// TouchKit only: adds a closure called on every action.
    public final func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        if firstHandler == nil, targetActions.isEmpty {
            firstHandler = handler
            return
        }
        appendTarget(TargetAction(target: nil, hasTarget: false, action: nil) { _, sender, _ in
            handler(downcast(sender, toKnown: UIGestureRecognizer.self))
            return true
        })
    }

    /// Removes target-action pairs, as UIKit's `removeTarget(_:action:)`: a nil `target` means every target, a nil
    /// `action` every action of the target. `removeTarget(nil, action: nil)` also removes the closures.
    ///
    /// An action matches by its ``Selector`` shape (target type, sender type, parameters): method references cannot
    /// be compared, so two methods of one target with the same signature are removed together.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        if object == nil, action == nil {
            firstHandler = nil
            return targetActions.removeAll()
        }
        targetActions.removeAll { entry in
            guard entry.hasTarget else { return false }
            // A target already gone is dropped by any removal.
            guard let entryTarget = entry.target else { return true }
            if let object, entryTarget !== object { return false }
            if let action, entry.action != action { return false }
            return true
        }
    }

    /// Removes `target`'s (every target's when nil) action methods of `action`'s shape.
    public final func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        removeTarget(target, action: Selector(action))
    }

    /// Removes `target`'s (every target's when nil) parameterless action methods.
    public final func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> () -> Void) {
        removeTarget(target, action: Selector(action))
    }

    /// TouchKit only: removes every action of `target`; nil removes every action, closures included. TouchKit's
    /// shorthand for `removeTarget(target, action: nil)`.
    public func removeTarget(_ target: AnyObject?) {
        removeTarget(target, action: nil)
    }

    func appendTarget(_ entry: TargetAction) {
        var entry = entry
        entry.serial = nextTargetSerial
        targetActions.append(entry)
    }

    func sendActions() {
        if UIWindow.traceObserverWasEverAdded, let window = view?.window, window.isTracing {
            window.trace(.action(storedState), recognizer: self, view: view)
        }
        // An action may add or remove targets (an index kept across the call skipped the next target).
        // TouchKit's decision, UIKit does not say: the targets registered when the send began get it, except those
        // removed before their turn; a target added during the send gets the next action. The list stays in serial
        // order, so after a change the next target is the first with a higher serial than the one just called.
        // Field by field rather than a copy of each entry: only the closure being called needs retaining.
        let serialLimit = nextTargetSerial
        if let firstHandler { firstHandler(self) }
        var index = 0
        while index < targetActions.count {
            let serial = targetActions[index].serial
            guard serial < serialLimit else { break }
            let target: AnyObject
            if targetActions[index].hasTarget {
                guard let live = targetActions[index].target else {
                    index += 1
                    continue
                }
                target = live
            } else {
                target = self
            }
            let perform = targetActions[index].perform
            let version = targetActionsVersion
            _ = perform(target, self, nil)
            if targetActionsVersion == version {
                index += 1
            } else {
                index = 0
                while index < targetActions.count, targetActions[index].serial <= serial { index += 1 }
            }
        }
    }
}
