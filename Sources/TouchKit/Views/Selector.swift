/// An action method to call on a target: TouchKit's stand-in for Objective-C's `Selector`, made from a method
/// reference, so `#selector(handlePan(_:))` ports as `ViewController.handlePan`.
///
/// UIKit lets an action method take no parameter, the sender, or (controls) the sender and the event; a selector
/// here is made from a method reference of one of those shapes:
/// - `(Target) -> () -> Void`: `func refresh()`,
/// - `(Target) -> (Sender) -> Void`: `func handlePan(_ recognizer: UIPanGestureRecognizer)`, or `_ sender: Any`,
/// - `(Target) -> (Sender, UIEvent) -> Void`: `func dragged(_ sender: UIControl, event: UIEvent)` (an `UIEvent?`
///   parameter fits too).
///
/// `Sender` may be the sending class or any type it is (`UIGestureRecognizer`, `UIControl`, `Any`); an action whose
/// sender type the sender is not is skipped, where UIKit would pass the wrong object. You rarely write `Selector(...)`:
/// `addTarget(_:action:)`, `init(target:action:)` and the controls' `addTarget(_:action:for:)` take the method
/// reference itself. The type is for code that stores or forwards an action, and for overriding
/// `init(target: Any?, action: Selector?)` in a recognizer subclass.
///
/// Identity: two method references cannot be compared in Swift, so a selector is known by its *shape*, the target
/// type, the sender type and the parameters. `==` compares shapes, and `removeTarget(_:action:)` removes the
/// target's actions of the same shape: with one action per target and shape (the common case) that is exactly the
/// method UIKit would remove; two methods of one target with the same signature are removed together.
/// ``description`` is the method's type, as `(ViewController) -> (UIPanGestureRecognizer) -> ()`.
///
/// - Note: Objective-C's selectors are names looked up at run time (`responds(to:)`, `perform(_:)`); Linux has no
///   Objective-C runtime, so a TouchKit selector is the typed method itself.
///
/// See also ``UIGestureRecognizer/init(target:action:)-(Any?,_)``, ``UIControl/addTarget(_:action:for:)-(Any?,_,_)``.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// What the action method takes besides its target.
    enum Parameters: Int, Sendable {
        case none, sender, senderAndEvent
    }

    let targetType: ObjectIdentifier
    let senderType: ObjectIdentifier?
    let parameters: Parameters
    /// The method reference's type, for ``description`` (a metatype, so copying a selector retains no string).
    let methodType: Any.Type
    /// The method's type, as `(ViewController) -> (UIButton, UIEvent) -> ()`.
    public var description: String {
        String(describing: methodType)
            .replacingOccurrences(of: "@MainActor ", with: "").replacingOccurrences(of: "@Sendable ", with: "")
    }
    /// Calls the method on `target` with `sender` and `event`; false when the target or the sender is not of the
    /// method's types (nothing is called).
    let perform: @MainActor @Sendable (_ target: AnyObject, _ sender: AnyObject, _ event: UIEvent?) -> Bool
    /// Whether `object` is of the method's target type: the test a nil-targeted action uses to find its responder.
    let isTarget: @MainActor @Sendable (_ object: AnyObject) -> Bool

    /// A selector for an action method with no parameter: `#selector(refresh)` is `Selector(ViewController.refresh)`.
    public init<Target: AnyObject>(_ action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(Target.self, senderType: nil, parameters: .none, methodType: type(of: action)) { target, _, _ in
            guard let target = target as? Target else { return false }
            action(target)()
            return true
        }
    }

    /// A selector for an action method taking the sender: `#selector(handlePan(_:))` is
    /// `Selector(ViewController.handlePan)`.
    public init<Target: AnyObject, Sender>(_ action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.init(Target.self, senderType: Sender.self, parameters: .sender, methodType: type(of: action)) {
            target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            action(target)(sender)
            return true
        }
    }

    /// A selector for a control's action method taking the sender and the event:
    /// `#selector(dragged(_:event:))` is `Selector(ViewController.dragged)`. Sent without an event (from
    /// `sendActions(for:)` outside touch handling), the method gets an empty event, where UIKit passes nil through a
    /// non-optional parameter.
    public init<Target: AnyObject, Sender>(_ action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void) {
        self.init(Target.self, senderType: Sender.self, parameters: .senderAndEvent, methodType: type(of: action)) {
            target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            action(target)(sender, event ?? UIEvent())
            return true
        }
    }

    /// The shape of a method of `Target` (see "Identity" above) and the call that performs it.
    private init<Target: AnyObject>(
        _ target: Target.Type, senderType: Any.Type?, parameters: Parameters, methodType: Any.Type,
        perform: @escaping @MainActor @Sendable (_ target: AnyObject, _ sender: AnyObject, _ event: UIEvent?) -> Bool
    ) {
        targetType = ObjectIdentifier(Target.self)
        self.senderType = senderType.map { ObjectIdentifier($0) }
        self.parameters = parameters
        self.methodType = methodType
        self.perform = perform
        isTarget = { $0 is Target }
    }

    /// Same shape: same target type, sender type and parameters (see "Identity" above).
    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.targetType == rhs.targetType && lhs.senderType == rhs.senderType && lhs.parameters == rhs.parameters
    }

    /// Hashes the shape, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(targetType)
        hasher.combine(senderType)
        hasher.combine(parameters)
    }
}
