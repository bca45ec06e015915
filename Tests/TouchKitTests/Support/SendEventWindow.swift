import Testing
@testable import TouchKit

/// A window whose `sendEvent(_:)` override logs each event's type and keeps the events `swallows` picks from `super`,
/// and so from the views and recognizers, as an app's override that does not call `super` does.
@MainActor
final class SendEventWindow: UIWindow {
    private(set) var types: [UIEvent.EventType] = []
    var swallows: (UIEvent.EventType) -> Bool = { _ in false }

    override func sendEvent(_ event: UIEvent) {
        types.append(event.type)
        if swallows(event.type) { return }
        super.sendEvent(event)
    }
}
