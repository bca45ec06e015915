import CSDL2
import TouchKit
import TouchKitWindowHost

/// SDL's event queue as ``WindowEvent``s: fingers, the mouse (its motion, buttons and wheel, with the modifier keys
/// held), the window's size, exposure and pointer leaving, and quit (the window closed, or SIGINT/SIGTERM, which
/// SDL turns into `SDL_QUIT`). Mouse events SDL makes up from touches (`which == SDL_TOUCH_MOUSEID`) are skipped,
/// and so are touches made up from the mouse: the host gets each contact once, as what it is.
struct SDLEventSource: WindowEventSource {
    /// `SDL_TOUCH_MOUSEID`, `(Uint32)-1`.
    private static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`, `(Sint64)-1`.
    private static let mouseTouchID: Int64 = -1

    mutating func events(waitingUpTo timeout: Double, limit: Int) -> [WindowEvent] {
        var event = SDL_Event()
        var events: [WindowEvent] = []
        guard SDL_WaitEventTimeout(&event, Int32(max(timeout, 0) * 1000)) == 1 else { return events }
        repeat {
            if let converted = Self.convert(event) { events.append(converted) }
        } while events.count < limit && SDL_PollEvent(&event) == 1
        return events
    }

    private static func convert(_ event: SDL_Event) -> WindowEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized(width: Int(event.window.data1), height: Int(event.window.data2))
            case SDL_WINDOWEVENT_MINIMIZED: return .resized(width: 0, height: 0)
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED: return .exposed
            case SDL_WINDOWEVENT_LEAVE: return .pointerLeft
            case SDL_WINDOWEVENT_CLOSE: return .quit
            default: return nil
            }
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.touchId != mouseTouchID else { return nil }
            let action: WindowEvent.FingerAction = event.type == SDL_FINGERDOWN.rawValue ? .down : event.type == SDL_FINGERUP.rawValue ? .up : .moved
            return .finger(action, id: finger.fingerId, x: Double(finger.x), y: Double(finger.y), pressure: Double(finger.pressure))
        case SDL_MOUSEMOTION:
            guard event.motion.which != touchMouseID else { return nil }
            return .pointerMoved(x: Double(event.motion.x), y: Double(event.motion.y), modifiers: modifiers())
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.which != touchMouseID else { return nil }
            return .pointerButton(
                pressed: event.type == SDL_MOUSEBUTTONDOWN.rawValue, button: Int(event.button.button),
                x: Double(event.button.x), y: Double(event.button.y), modifiers: modifiers())
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != touchMouseID else { return nil }
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .wheel(dx: Double(wheel.preciseX) * flip, dy: Double(wheel.preciseY) * flip, x: Double(x), y: Double(y))
        default:
            return nil
        }
    }

    private static func modifiers() -> UIKeyModifierFlags {
        SDLKeymod.flags(UInt32(SDL_GetModState().rawValue))
    }
}
