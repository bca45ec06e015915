/// A view that turns touches into semantic events (touch down, touch up inside, value changed) and runs the actions
/// registered for them: UIKit's `UIControl`, the base of buttons, switches and sliders.
///
/// Tracking follows the control's first touch, through the responder touch methods:
/// - Down: ``beginTracking(_:with:)``; if it returns true the control is tracking and highlighted, and sends
///   `.touchDown` (with `.touchDownRepeat` when the touch's `tapCount` is above 1).
/// - Move: the touch counts as inside while it stays within the bounds grown by 70 pt on every side, so a finger can
///   wander off a small button without losing it. ``isTouchInside`` and ``isHighlighted`` follow; then
///   ``continueTracking(_:with:)`` (false stops tracking); then `.touchDragInside` or `.touchDragOutside`, with
///   `.touchDragEnter` or `.touchDragExit` when the touch crossed the edge.
/// - Lift: ``endTracking(_:with:)``, then `.touchUpInside` (a button adds `.primaryActionTriggered`) or
///   `.touchUpOutside`.
/// - Cancel (a recognizer took the touch, the view left its window): ``cancelTracking(with:)``, then `.touchCancel`.
///
/// The control is at rest again (not tracking, not highlighted) before the lift's or the cancellation's actions run,
/// so a handler may disable, remove or reuse it. A tracking control does not pass its touches up the responder chain.
///
/// A disabled control (``isEnabled`` false) does not track, highlight or send events. Disabling it mid-touch stops
/// tracking: ``cancelTracking(with:)`` runs but no `.touchCancel` is sent.
///
/// Gesture recognizers: UIKit (since iOS 6) lets some controls' own action win over a single-finger, single-tap
/// recognizer on one of their superviews: the control answers false to that recognizer's
/// ``UIView/gestureRecognizerShouldBegin(_:)``, so tapping a button in a view with a tap recognizer runs the button
/// (``UIButton/gestureRecognizerShouldBegin(_:)``). A plain `UIControl` subclass does not do this, in UIKit either.
/// A scroll view's `touchesShouldCancel(in:)` likewise returns false for an enabled control: once the control has its
/// touch (after the scroll view's touch delay), dragging does not take it away to scroll, unless a subclass says so.
///
/// - Note: A disabled control is skipped by hit testing, with its subviews, so its touches go
///   to whatever is behind it, as a disabled button's reach its table cell in UIKit; UIKit's exact mechanism is not
///   documented [?]. UIKit does not document how a button orders `.touchUpInside` and `.primaryActionTriggered`;
///   TouchKit sends them in one call.
///
/// Actions are ``UIAction``s (``addAction(_:for:)``) or target-action pairs as UIKit code writes them
/// (``addTarget(_:action:for:)-(Any?,_,_)`` with a method reference for the selector, a nil target going up the responder
/// chain; see ``Selector``), run in the order they were added.
///
/// See also ``UIButton``, ``UIAction``, ``sendActions(for:)``.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The events a control sends. Raw values are UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The events as UIKit's bit mask.
        public let rawValue: UInt
        /// The events in a UIKit bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down with a `tapCount` above 1 (sent with `.touchDown`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved and is inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved and is outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch moved from outside the tracking area to inside it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch moved from inside the tracking area to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch lifted inside the tracking area: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches; sent by subclasses).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened: a button sends it with `.touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu is about to be presented (iOS 14): a handler may still change the menu.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Every touch event (`0x0FFF`).
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        private static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
        ]

        /// The events' names, as in `[touchDown, touchDownRepeat]`.
        public var description: String {
            var parts = Self.names.filter { contains($0.0) }.map(\.1)
            let named = Self.names.reduce(Event()) { $0.union($1.0) }
            let rest = subtracting(named)
            if !rest.isEmpty { parts.append("0x" + String(rest.rawValue, radix: 16)) }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }

    /// The states a control can be in, combined. Raw values are UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The states as UIKit's bit mask.
        public let rawValue: UInt
        /// The states in a UIKit bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: enabled, not highlighted, not selected.
        public static let normal = State([])
        /// Touched (``UIControl/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (``UIControl/isEnabled`` false).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (``UIControl/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
    }

    /// 70 pt: how far outside its bounds a tracked touch still counts as inside the control.
    /// UIKit [doc, pub] (docs/UIKitFacts.md, "UIControl"): undocumented, reports range 70–100 pt;
    /// 70 is the most often measured. Uncertain.
    static let touchInsideMargin: CGFloat = 70

    /// Whether the control responds to touches. Default true. UIKit: "if false, ignores touch events and subclasses
    /// may draw differently". A disabled control is skipped by hit testing; setting it to false while tracking stops
    /// tracking.
    open var isEnabled: Bool = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            isHighlighted = false
            // During the lift or the cancellation (trackedTouch already cleared) the control is finishing anyway.
            if tracking, trackedTouch != nil {
                tracking = false
                touchInside = false
                cancelTracking(with: nil)
            }
        }
    }

    /// Whether the control is selected. Default false; controls such as segmented controls use it, the base
    /// class only reports it in ``state``.
    open var isSelected: Bool = false

    /// Whether the control is drawn pressed. Default false; set while a touch is tracked inside, cleared on lift.
    open var isHighlighted: Bool = false

    /// Whether the control is tracking a touch (between a true ``beginTracking(_:with:)`` and the lift or cancel).
    open var isTracking: Bool { tracking }

    /// Whether the tracked touch is inside the control's tracking area (its bounds grown by 70 pt on every side).
    open var isTouchInside: Bool { touchInside }

    /// The control's state: highlighted, disabled and selected, combined.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Every event some action (a ``UIAction`` or a target-action pair) is registered for.
    open var allControlEvents: Event {
        registrations.reduce(Event()) { $0.union($1.events) }
    }

    /// The targets of the control's target-action pairs, as UIKit's `allTargets`: each target itself when it is
    /// hashable (every `NSObject`, so every view), else its `ObjectIdentifier`; an `NSNull` stands for nil targets
    /// (the responder chain), as in UIKit. Targets already gone are left out.
    ///
    /// - Note: Foundation on Linux makes a new `NSNull` each time and compares them by identity, so test for the nil
    ///   target with `allTargets.contains { $0.base is NSNull }`, not `contains(NSNull())`.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for registration in registrations where registration.selector != nil {
            if !registration.hasTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = registration.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// The events sent when the tracked touch lifts inside; ``UIButton`` adds `.primaryActionTriggered`.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// A ``UIAction``, or a target-action pair (target held weakly; no target means the responder chain), with the
    /// events it runs for, in the order they were added.
    private struct Registration {
        var events: Event
        let action: UIAction?
        weak var target: AnyObject?
        let hasTarget: Bool
        let selector: Selector?
    }

    private var registrations: [Registration] = []
    /// The event being handled while the control sends actions from its touch methods, for target-action methods
    /// that take it.
    private var eventBeingHandled: UIEvent?
    /// The first touch of the current sequence: the only one the control follows.
    private weak var trackedTouch: UITouch?
    private var tracking = false
    private var touchInside = false
    /// The control's context menu, kept by the Interactions layer (`ControlContextMenu`, in
    /// UIControl+ContextMenu.swift): opaque here, since a view names no interaction.
    var contextMenuStorage: AnyObject?

    /// A control with the given frame that runs `primaryAction` on `.primaryActionTriggered` (UIKit, iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Actions

    /// Runs `action` whenever the control sends one of `controlEvents`.
    ///
    /// As in UIKit, actions are told apart by their identifier: an action already registered with the same
    /// identifier for some of these events is replaced for them.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        unregister(action.identifier, for: controlEvents)
        registrations.append(Registration(events: controlEvents, action: action, target: nil, hasTarget: false, selector: nil))
    }

    /// Calls `action` on `target` (held weakly, as in UIKit) whenever the control sends one of `controlEvents`.
    ///
    /// A nil `target` sends the action up the responder chain (UIKit's nil-targeted action): from the window's first
    /// responder (``UIResponder/becomeFirstResponder()``), as UIKit's, then from the control; the first responder
    /// whose class is the method's target type gets it. Adding a pair already registered (same target, same
    /// ``Selector`` shape) adds the events to it, so the method still runs once per event.
    ///
    /// - Note: With no first responder, UIKit starts at the control (the sender); so does TouchKit. Going on from the
    ///   control when the first responder's chain has no taker is TouchKit's choice, so a control's own chain always
    ///   gets its actions.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices where registrations[index].selector == action
            && registrations[index].hasTarget == (object != nil) && registrations[index].target === object {
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append(Registration(
            events: controlEvents, action: nil, target: object, hasTarget: object != nil, selector: action))
    }

    /// Calls the parameterless `action` on `target` (the responder chain when nil) for `controlEvents`:
    /// `addTarget(self, action: #selector(save), for: .touchUpInside)` ports as
    /// `addTarget(self, action: EditorView.save, for: .touchUpInside)`.
    public final func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
    ) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Calls `action` with the control on `target` (the responder chain when nil) for `controlEvents`. The
    /// method's parameter may be the control's class or any type it is (`UIControl`, `Any`).
    public final func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Calls `action` with the control and the event on `target` (the responder chain when nil) for
    /// `controlEvents`.
    public final func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event
    ) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Stops sending target-action pairs for `controlEvents`, as UIKit's `removeTarget(_:action:for:)`: a nil
    /// `target` means every target (nil-targeted pairs included), a nil `action` every action of the target.
    ///
    /// An action matches by its ``Selector`` shape: method references cannot be compared, so two methods of one
    /// target with the same signature are removed together. ``UIAction``s stay (remove them with
    /// ``removeAction(_:for:)``).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices {
            let registration = registrations[index]
            guard let selector = registration.selector else { continue }
            if let object, !(registration.hasTarget && registration.target === object) { continue }
            if let action, selector != action { continue }
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty || ($0.hasTarget && $0.target == nil) }
    }

    /// Removes `target`'s (every target's when nil) parameterless action methods for `controlEvents`.
    public final func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
    ) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Removes `target`'s (every target's when nil) action methods of `action`'s shape for `controlEvents`.
    public final func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Removes `target`'s (every target's when nil) action methods of `action`'s shape for `controlEvents`.
    public final func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event
    ) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// The actions registered for `target` (nil: the nil-targeted ones) and `controlEvent`, as UIKit's
    /// `actions(forTarget:forControlEvent:)`, or nil when there are none.
    ///
    /// - Note: UIKit returns the selectors' names; a TouchKit ``Selector`` has no name, so each string is its
    ///   ``Selector/description``, the method's type, as `(ViewController) -> (UIButton) -> ()`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        var names: [String] = []
        for registration in registrations where !registration.events.isDisjoint(with: controlEvent) {
            guard let selector = registration.selector else { continue }
            let matches = object.map { registration.hasTarget && registration.target === $0 } ?? !registration.hasTarget
            if matches { names.append(selector.description) }
        }
        return names.isEmpty ? nil : names
    }

    /// Stops running `action` (any action with its identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        unregister(action.identifier, for: controlEvents)
    }

    /// Stops running the action with `identifier` for `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        unregister(identifier, for: controlEvents)
    }

    /// Runs every action registered for any of `controlEvents`, each once, in the order they were added.
    ///
    /// Works whether or not the control is enabled, as in UIKit: only touch tracking checks ``isEnabled``.
    open func sendActions(for controlEvents: Event) {
        // A handler may add or remove actions; this call runs the ones registered when it started. The copy shares
        // storage until a handler changes the registrations, so a move's drag event allocates nothing.
        // Only matching registrations are copied out, so the drag events of a move, which usually nothing listens
        // to, retain nothing.
        let registered = registrations
        for index in registered.indices where !registered[index].events.isDisjoint(with: controlEvents) {
            let registration = registered[index]
            if let action = registration.action {
                sendAction(action)
            } else if let selector = registration.selector {
                // A target that went away is skipped, not turned into a responder-chain search.
                guard !registration.hasTarget || registration.target != nil else { continue }
                sendAction(selector, to: registration.target, for: eventBeingHandled)
            }
        }
    }

    /// Sends one target-action message: calls `action` on `target` with this control as the sender, or, when
    /// `target` is nil, on the first responder whose class is the method's target type up the chain from the
    /// window's first responder, then from the control. UIKit routes it through `UIApplication.sendAction(_:to:from:for:)`; override it to observe or redirect
    /// the actions the control sends.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            _ = action.perform(target as AnyObject, self, event)
            return
        }
        for start in [window?.firstResponder, self] {
            var responder = start
            while let candidate = responder {
                if action.isTarget(candidate) {
                    _ = action.perform(candidate, self, event)
                    return
                }
                responder = candidate.next
            }
        }
    }

    /// Sends the actions for `controlEvents` with `event` available to target-action methods that take it.
    private func sendActions(for controlEvents: Event, with event: UIEvent?) {
        let previous = eventBeingHandled
        eventBeingHandled = event
        defer { eventBeingHandled = previous }
        sendActions(for: controlEvents)
    }

    /// Runs one action with this control as its ``UIAction/sender``. The override point for every action the
    /// control sends.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    private func unregister(_ identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action?.identifier == identifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    // MARK: Tracking hooks

    /// Called when a touch goes down in the enabled control. Return false to ignore the touch: the control then
    /// neither highlights nor sends events for it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch moves, after ``isTouchInside`` and ``isHighlighted`` were updated and before
    /// the drag events are sent. Return false to stop tracking (no further events for this touch). The default
    /// returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts, before `.touchUpInside` or `.touchUpOutside` is sent.
    /// ``isTouchInside`` tells which. The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when tracking is cancelled: the touch was cancelled, or the control was disabled while tracking.
    /// The default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    /// UIView's hit test, except that a disabled control (and its subviews) is skipped, so its touches reach what is
    /// behind it [?] (see the note on ``UIControl``).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Starts tracking the first touch of a sequence: ``beginTracking(_:with:)``, then the highlight and
    /// `.touchDown` (with `.touchDownRepeat` for a repeated tap). Other touches, and every touch while disabled, are
    /// ignored, not passed up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, isEnabled, let touch = Self.earliest(of: touches) else { return }
        trackedTouch = touch
        guard beginTracking(touch, with: event), isEnabled else { return }
        tracking = true
        touchInside = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    /// Follows the tracked touch: inside or outside the tracking area, ``continueTracking(_:with:)``, then the drag
    /// events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = touchInside
        let inside = isInTrackingArea(touch)
        touchInside = inside
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            tracking = false
            touchInside = false
            isHighlighted = false
            return
        }
        // continueTracking may have disabled the control.
        guard tracking else { return }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    /// Ends tracking when the tracked touch lifts: ``endTracking(_:with:)``, then `.touchUpInside` or
    /// `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        guard tracking else { return }
        let inside = isInTrackingArea(touch)
        touchInside = inside
        isHighlighted = false
        endTracking(touch, with: event)
        tracking = false
        touchInside = false
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    /// Ends tracking when the tracked touch is cancelled: ``cancelTracking(with:)``, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        guard tracking else { return }
        isHighlighted = false
        cancelTracking(with: event)
        tracking = false
        touchInside = false
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether `touch` is within the bounds grown by ``touchInsideMargin`` on every side.
    private func isInTrackingArea(_ touch: UITouch) -> Bool {
        let margin = Self.touchInsideMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    /// The first finger of several that began together (the one the host numbered first), so the choice does not
    /// depend on set order.
    private static func earliest(of touches: Set<UITouch>) -> UITouch? {
        touches.min { $0.fingerID < $1.fingerID }
    }
}

// In this file for the registrations, which stay private.
extension UIControl {
    /// Calls `iterator` with each of the control's handlers, in the order they were added, as UIKit's
    /// `enumerateEventHandlers(_:)` (iOS 14): a ``UIAction`` (with no target-action pair), or a target-action pair
    /// (`target` nil for a nil-targeted pair, which goes up the responder chain) with no action, and the events it is
    /// registered for. Setting the `inout` flag to true stops the enumeration.
    ///
    /// A pair whose target went away (targets are held weakly) is left out, as it is never sent again. The handlers
    /// are those registered when the call starts: ones `iterator` adds or removes are not seen.
    public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        var stop = false
        for registration in registrations {
            if let action = registration.action {
                iterator(action, nil, registration.events, &stop)
            } else if let selector = registration.selector {
                let target = registration.target
                if registration.hasTarget && target == nil { continue }
                iterator(nil, (target, selector), registration.events, &stop)
            }
            if stop { return }
        }
    }
}
