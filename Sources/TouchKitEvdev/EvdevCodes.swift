/// The evdev event types and codes the touch decoder reads, with the kernel's values
/// (`linux/input-event-codes.h`; the multi-touch protocol in the kernel's `Documentation/input/multi-touch-protocol.rst`).
///
/// Declared here rather than imported from the C header so that the decoder builds and runs on any platform (it
/// also decodes recordings, which need no device).
public enum EvdevCode {
    /// `EV_SYN`: frame markers.
    public static let synchronization: UInt16 = 0x00
    /// `EV_KEY`: buttons, `BTN_TOUCH` among them.
    public static let key: UInt16 = 0x01
    /// `EV_REL`: relative axes (mice); a touch screen has none.
    public static let relative: UInt16 = 0x02
    /// `EV_ABS`: absolute axes, the multi-touch slots among them.
    public static let absolute: UInt16 = 0x03
    /// `EV_MSC`: miscellaneous (`MSC_TIMESTAMP`, `MSC_SCAN`); ignored.
    public static let miscellaneous: UInt16 = 0x04

    /// `SYN_REPORT`: the end of a frame: everything since the last one happened together.
    public static let synReport: UInt16 = 0
    /// `SYN_DROPPED`: the kernel's buffer overflowed; events up to the next `SYN_REPORT` are incomplete.
    public static let synDropped: UInt16 = 3

    /// `BTN_TOUCH`: any contact down (informational for a multi-touch device).
    public static let buttonTouch: UInt16 = 0x14a

    /// `ABS_X`, `ABS_Y`, `ABS_PRESSURE`: the single-touch emulation a multi-touch device also sends; ignored.
    public static let absX: UInt16 = 0x00
    public static let absY: UInt16 = 0x01
    public static let absPressure: UInt16 = 0x18
    /// `ABS_MT_SLOT`: the slot the following `ABS_MT_*` events are about.
    public static let slot: UInt16 = 0x2f
    /// `ABS_MT_TOUCH_MAJOR`: the contact's major axis, in surface units.
    public static let touchMajor: UInt16 = 0x30
    /// `ABS_MT_POSITION_X`, `ABS_MT_POSITION_Y`.
    public static let positionX: UInt16 = 0x35
    public static let positionY: UInt16 = 0x36
    /// `ABS_MT_TRACKING_ID`: a new contact in the slot (≥ 0), or the slot's contact lifted (-1).
    public static let trackingID: UInt16 = 0x39
    /// `ABS_MT_PRESSURE`.
    public static let pressure: UInt16 = 0x3a
    /// `ABS_MAX`: absolute codes above it do not exist.
    public static let absoluteMax: UInt16 = 0x3f
    /// `EV_MAX`: event types above it do not exist.
    public static let typeMax: UInt16 = 0x1f
}
