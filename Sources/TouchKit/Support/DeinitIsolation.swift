import Foundation

// Deinits of the classes apps subclass (views, scroll views, windows, gesture recognizers) are nonisolated, as UIKit's
// are: Swift lets a subclass declare a plain `deinit {}` only when its superclass's deinit is nonisolated too (an
// `isolated deinit` in the base makes every subclass `deinit` a compile error). Their work (clearing the `unowned`
// back-pointers that point at the dying object) still has to run on the main actor: this is how.

/// Marks the main queue, whose jobs are the main actor's: on Linux the main actor runs on the main dispatch queue,
/// and once `dispatchMain()` parks the main thread (Swift Testing does) a worker thread drains that queue, so
/// `Thread.isMainThread` cannot tell.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Runs `body` on the main actor from a nonisolated `deinit`: at once when the last release happened there (always,
/// for objects only main-actor code holds), else synchronously on the main queue, as an `isolated deinit` would
/// have hopped there.
///
/// `body` may use the dying object's stored properties: it runs before the deinit returns.
func runOnMainActorInDeinit(_ body: @MainActor () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueueKey) == true {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
