/// The event a hovering pointer or pencil sends: UIKit's event of type ``UIEvent/EventType/hover``, delivered to
/// ``UIHoverGestureRecognizer``s only, never to a view's `touchesBegan` (docs/UIKitFacts.md, "Pointer and pencil").
///
/// Internal: apps see it as a `UIEvent` whose ``type`` is `.hover`, as in UIKit. It carries no touches. Each hover
/// source (the pointer, the pencil) keeps one for its whole life, as the window keeps its touch event.
final class HoverEvent: UIEvent {
    override var type: EventType { .hover }
}
