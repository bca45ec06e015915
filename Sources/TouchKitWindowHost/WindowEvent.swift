import TouchKit

/// One input or window event as a window system reports it, with no SDL type in it: what the SDL event source
/// makes of `SDL_Event`s, and what tests feed the event loop.
///
/// Locations are in window coordinates (SDL's window units) except a finger's, which SDL reports normalised: 0...1
/// across the window.
public enum WindowEvent: Sendable, Equatable {
    /// The window was closed, or the process was interrupted (SDL turns SIGINT and SIGTERM into a quit event).
    case quit
    /// The window must be drawn again (uncovered, restored): the next frame is presented even if unchanged.
    case exposed
    /// The window's drawable area is now `width` × `height` (0 when minimised or shrunk to nothing).
    case resized(width: Int, height: Int)
    /// A finger on a touch screen went down, moved or lifted (`SDL_FINGERDOWN`, `SDL_FINGERMOTION`, `SDL_FINGERUP`).
    case finger(FingerAction, id: Int64, x: Double, y: Double, pressure: Double)
    /// The mouse moved to a window location (`SDL_MOUSEMOTION`), with the modifier keys held.
    case pointerMoved(x: Double, y: Double, modifiers: UIKeyModifierFlags)
    /// A mouse button (SDL's numbering: 1 left, 2 middle, 3 right, 4 and 5 the side buttons) went down or up.
    case pointerButton(pressed: Bool, button: Int, x: Double, y: Double, modifiers: UIKeyModifierFlags)
    /// The mouse left the window (`SDL_WINDOWEVENT_LEAVE`).
    case pointerLeft
    /// A wheel turned (`SDL_MOUSEWHEEL`, its precise deltas), at the pointer's window location: `dy` positive away
    /// from the user, `dx` positive to the right, in notches, already corrected for a flipped direction.
    case wheel(dx: Double, dy: Double, x: Double, y: Double)

    /// What a finger did.
    public enum FingerAction: Sendable, Equatable {
        /// It touched down.
        case down
        /// It moved.
        case moved
        /// It lifted.
        case up
    }
}

/// SDL's modifier key bits (`SDL_Keymod`, from `SDL_keycode.h`), as UIKit's ``UIKeyModifierFlags``: kept here, with
/// no SDL, so the mapping is tested.
public enum SDLKeymod {
    /// `KMOD_LSHIFT | KMOD_RSHIFT`.
    public static let shift: UInt32 = 0x0003
    /// `KMOD_LCTRL | KMOD_RCTRL`.
    public static let control: UInt32 = 0x00C0
    /// `KMOD_LALT | KMOD_RALT`.
    public static let alternate: UInt32 = 0x0300
    /// `KMOD_LGUI | KMOD_RGUI` (the Super or Command key).
    public static let command: UInt32 = 0x0C00
    /// `KMOD_CAPS`.
    public static let capsLock: UInt32 = 0x2000

    /// The modifier flags of SDL's `SDL_GetModState()` bits.
    public static func flags(_ bits: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if bits & shift != 0 { flags.insert(.shift) }
        if bits & control != 0 { flags.insert(.control) }
        if bits & alternate != 0 { flags.insert(.alternate) }
        if bits & command != 0 { flags.insert(.command) }
        if bits & capsLock != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// UIKit's button number of SDL's: SDL numbers left 1, middle 2, right 3; UIKit primary 1, secondary (right) 2,
    /// then the middle 3; the side buttons keep their numbers. 0 or less: no button.
    public static func uikitButton(_ sdlButton: Int) -> Int {
        switch sdlButton {
        case 2: 3
        case 3: 2
        default: sdlButton
        }
    }
}
