/// The evdev codes of mice and pens, with the kernel's values (`linux/input-event-codes.h`; their meaning in the
/// kernel's `Documentation/input/event-codes.rst`).
extension EvdevCode {
    /// `REL_X`, `REL_Y`: relative motion, in device counts (positive right and down).
    public static let relativeX: UInt16 = 0x00
    public static let relativeY: UInt16 = 0x01
    /// `REL_HWHEEL`: a horizontal wheel's notches (positive to the right).
    public static let horizontalWheel: UInt16 = 0x06
    /// `REL_WHEEL`: a wheel's notches (positive turned away from the user, "up").
    public static let wheel: UInt16 = 0x08
    /// `REL_WHEEL_HI_RES`: the wheel's movement in 1/120 of a notch (the kernel: "a value of 120 is one notch").
    public static let wheelHighResolution: UInt16 = 0x0b
    /// `REL_HWHEEL_HI_RES`: the horizontal wheel's movement in 1/120 of a notch.
    public static let horizontalWheelHighResolution: UInt16 = 0x0c
    /// `REL_MAX`: relative codes above it do not exist.
    public static let relativeMax: UInt16 = 0x0f
    /// The units of a notch in the high-resolution wheel codes: 120.
    public static let wheelUnitsPerNotch: Int32 = 120

    /// `BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`: a mouse's buttons.
    public static let buttonLeft: UInt16 = 0x110
    public static let buttonRight: UInt16 = 0x111
    public static let buttonMiddle: UInt16 = 0x112
    /// `BTN_TOOL_PEN`, `BTN_TOOL_RUBBER`: a pen's tip, or its eraser end, in range of the tablet (1) or out (0).
    public static let toolPen: UInt16 = 0x140
    public static let toolRubber: UInt16 = 0x141
    /// `KEY_MAX`: key codes above it do not exist.
    public static let keyMax: UInt16 = 0x2ff

    /// `ABS_DISTANCE`: a hovering pen's distance from the surface, in device units.
    public static let absDistance: UInt16 = 0x19
    /// `ABS_TILT_X`, `ABS_TILT_Y`: a pen's tilt from the surface's normal; the axis resolution is in units per radian
    /// (the kernel's `struct input_absinfo`), positive when its top leans right or down (libinput's documentation
    /// of `libinput_event_tablet_tool_get_tilt_x`).
    public static let absTiltX: UInt16 = 0x1a
    public static let absTiltY: UInt16 = 0x1b
}
