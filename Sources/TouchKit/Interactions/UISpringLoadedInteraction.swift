/// Where a spring-loaded interaction is, as UIKit's `UISpringLoadedInteractionEffectState`.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// No drag is hovering (or it moves too fast).
    case inactive = 0
    /// A drag hovers: spring loading is available.
    case possible = 1
    /// The drag has hovered long enough: activation is about to happen.
    case activating = 2
    /// The view was spring loaded: the handler ran.
    case activated = 3
}

/// A spring-loaded interaction's state for one drag, as UIKit's `UISpringLoadedInteractionContext` (a protocol
/// there, a class here).
@preconcurrency @MainActor
public final class UISpringLoadedInteractionContext {
    /// Where the interaction is.
    public internal(set) var state: UISpringLoadedInteractionEffectState = .inactive
    /// The view the effect applies to: the interaction's view unless the app names a subview.
    public weak var targetView: UIView?
    /// The app's object for what is under the drag (a cell's item, say).
    public var targetItem: Any?
    let touch: UITouch
    /// The drag's last sample over the view, and its speed from the one before (unknown, so infinite, for the
    /// first: a drag arriving engages only once it slows down or rests).
    private(set) var lastSampleLocation: CGPoint?
    private(set) var lastSampleTime: TimeInterval = -.infinity
    private(set) var sampleSpeed: CGFloat = .infinity

    /// Records the drag's sample now.
    func recordSample() {
        let location = ScreenWindows.screenLocation(of: touch), time = touch.timestamp
        if let last = lastSampleLocation, time > lastSampleTime {
            sampleSpeed = location.distance(to: last) / CGFloat(time - lastSampleTime)
        }
        lastSampleLocation = location
        lastSampleTime = time
    }

    init(touch: UITouch, targetView: UIView?) {
        self.touch = touch
        self.targetView = targetView
    }

    /// Where the drag is, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return touch.locationInWindow }
        return ScreenWindows.location(of: touch, in: view)
    }
}

/// Decides when a spring-loaded interaction may engage, as UIKit's `UISpringLoadedInteractionBehavior`.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionBehavior: AnyObject {
    /// Whether the interaction may go on (asked on each movement of the drag over the view, and when it settles).
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool
    /// The interaction ended (activated, or the drag left, ended or was refused).
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    /// Nothing.
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}

/// Shows a spring-loaded interaction's state, as UIKit's `UISpringLoadedInteractionEffect` (UIKit's default blinks
/// the view; TouchKit draws nothing, so an effect is how an app or a test sees the states go by).
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionEffect: AnyObject {
    /// The state changed (``UISpringLoadedInteractionContext/state``).
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)
}

/// Activating a view by hovering a drag over it, as UIKit's `UISpringLoadedInteraction` (a folder that opens while a
/// file is held over it).
///
/// While a drag (``UIDragInteraction``) hovers over the view (hit testing as for drops, up to the first view with a
/// spring-loaded interaction), the interaction becomes ``UISpringLoadedInteractionEffectState/possible``;
/// ``possibleStateDuration`` later ``UISpringLoadedInteractionEffectState/activating``, and
/// ``activatingStateDuration`` after that ``UISpringLoadedInteractionEffectState/activated``: the handler runs. It
/// activates once per visit: the drag must leave the view and come back to activate it again.
///
/// The default behavior is UIKit's hysteresis on the drag's speed: it engages when the drag moves slower than
/// ``beginningVelocity`` and disengages (back to inactive, timers reset) when it moves faster than
/// ``cancelingVelocity``. The speed is measured between the drag's samples; a drag that has not moved for
/// ``settleInterval`` counts as still (TouchKit's: UIKit's drag updates keep coming while the finger rests).
@preconcurrency @MainActor
public final class UISpringLoadedInteraction: NSObject, UIInteraction {
    /// TouchKit only: how long a hovering drag stays possible before activating: 0.8 s. UIKit: `_possibleStateDuration`
    /// [re, iOS 26.1 UIKitCore].
    public static let possibleStateDuration: TimeInterval = 0.8
    /// TouchKit only: how long it is activating before it activates: 0.4 s. UIKit: `_startActivateAction`'s delay [re,
    /// iOS 26.1].
    public static let activatingStateDuration: TimeInterval = 0.4
    /// TouchKit only: the default behavior engages below this drag speed: 20 pt/s. UIKit: `_defaultInteractionBehavior`
    /// [re].
    public static let beginningVelocity: CGFloat = 20
    /// TouchKit only: the default behavior disengages above this drag speed: 40 pt/s. UIKit:
    /// `_defaultInteractionBehavior` [re].
    public static let cancelingVelocity: CGFloat = 40
    /// TouchKit only: how long without a movement makes a drag count as still: 0.1 s. TouchKit's choice [?].
    public static let settleInterval: TimeInterval = 0.1

    /// The view the interaction is on (weak, as in UIKit).
    public private(set) weak var view: UIView?
    /// Decides when the interaction may engage.
    public let interactionBehavior: any UISpringLoadedInteractionBehavior
    /// Shows the states (none drawn by default).
    public let interactionEffect: (any UISpringLoadedInteractionEffect)?
    private let handler: @MainActor (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void

    /// An interaction with UIKit's default behavior, running `handler` when it activates.
    public convenience init(
        activationHandler handler: @escaping @MainActor (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    ) {
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    /// An interaction with `interactionBehavior` (the default when nil) and `interactionEffect`.
    public init(
        interactionBehavior: (any UISpringLoadedInteractionBehavior)?, interactionEffect: (any UISpringLoadedInteractionEffect)?,
        activationHandler handler: @escaping @MainActor (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    ) {
        self.interactionBehavior = interactionBehavior ?? SpringLoadedHysteresisBehavior()
        self.interactionEffect = interactionEffect
        self.handler = handler
        super.init()
    }

    /// Leaves its old view.
    public func willMove(to view: UIView?) {
        self.view = nil
    }

    /// Joins its new view.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    // MARK: One drag's visit

    private var timer: MediaTimer?

    /// Moves `context` to `state`: the effect hears it, timers follow, the handler runs on activation.
    func set(_ state: UISpringLoadedInteractionEffectState, _ context: UISpringLoadedInteractionContext, clock: MediaClock?) {
        guard context.state != state else { return }
        context.state = state
        timer?.invalidate()
        timer = nil
        interactionEffect?.interaction(self, didChangeWith: context)
        guard context.state == state else { return }   // the effect moved it on
        switch state {
        case .possible, .activating:
            let next: UISpringLoadedInteractionEffectState = state == .possible ? .activating : .activated
            let delay = state == .possible ? Self.possibleStateDuration : Self.activatingStateDuration
            // The clock owns its pending timers, so the block must not own the clock (a scene dropped with the timer
            // pending would keep its clock, timers and interaction alive in a cycle).
            timer = clock?.scheduledTimer(withTimeInterval: delay) { [weak self, weak context, weak clock] _ in
                guard let self, let context, let clock, context.state == state else { return }
                self.set(next, context, clock: clock)
            }
        case .activated:
            handler(self, context)
            interactionBehavior.interactionDidFinish(self)
        case .inactive:
            interactionBehavior.interactionDidFinish(self)
        }
    }
}

/// UIKit's default behavior: engage below 20 pt/s, disengage above 40 pt/s.
@MainActor
final class SpringLoadedHysteresisBehavior: UISpringLoadedInteractionBehavior {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool {
        let speed = context.speed
        return context.state == .inactive
            ? speed < UISpringLoadedInteraction.beginningVelocity : speed <= UISpringLoadedInteraction.cancelingVelocity
    }
}

extension UISpringLoadedInteractionContext {
    /// The drag's speed (pt/s) between its last two samples over the view; 0 once it has rested for
    /// ``UISpringLoadedInteraction/settleInterval``.
    var speed: CGFloat {
        guard let window = touch.window, !hasSettled(at: window.clock.now) else { return 0 }
        return sampleSpeed
    }

    /// Whether the drag has not moved for the settle interval at `time` (to within a microsecond: the settle timer
    /// fires at the interval's end).
    func hasSettled(at time: TimeInterval) -> Bool {
        time - lastSampleTime >= UISpringLoadedInteraction.settleInterval - 1e-6
    }
}
