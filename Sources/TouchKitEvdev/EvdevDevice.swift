/// One absolute axis of an evdev device (`struct input_absinfo`, without the current value): its range and
/// resolution, as `EVIOCGABS` reports them or a recording lists them.
public struct AbsoluteAxis: Sendable, Equatable, Codable {
    /// The smallest and largest value the device reports.
    public var minimum: Int32
    public var maximum: Int32
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32

    public init(minimum: Int32, maximum: Int32, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }

    /// `value` as a fraction of the range: 0 at the minimum, 1 at the maximum. A device whose range is empty
    /// (minimum ≥ maximum, which the kernel allows) puts everything at 0.
    func normalized(_ value: Int32) -> Double {
        let span = Double(maximum) - Double(minimum)
        guard span > 0 else { return 0 }
        return (Double(value) - Double(minimum)) / span
    }
}

/// What TouchKit needs to know about a multi-touch device: its name, the ranges of its axes and its number of slots.
/// Queried from a device (``EvdevDeviceReader``, Linux) or taken from a recording's header or from configuration.
public struct EvdevDeviceDescription: Sendable, Equatable, Codable {
    /// The device's name (`EVIOCGNAME`, or a recording's `N:`/`name:`).
    public var name: String
    /// `ABS_MT_POSITION_X`, `ABS_MT_POSITION_Y`.
    public var x: AbsoluteAxis
    public var y: AbsoluteAxis
    /// `ABS_MT_PRESSURE`, if the device has it.
    public var pressure: AbsoluteAxis?
    /// `ABS_MT_TOUCH_MAJOR`, if the device has it.
    public var touchMajor: AbsoluteAxis?
    /// How many slots (`ABS_MT_SLOT`'s maximum + 1): the most contacts the device tracks at once.
    public var slots: Int

    /// The most slots TouchKit keeps: a device claiming more is read as having this many (a diagnostic says so for
    /// every event about a slot beyond it). Large touch tables track 40 to 60 contacts.
    public static let maximumSlots = 64

    /// A description; `slots` is clamped to 1…``maximumSlots``.
    public init(
        name: String, x: AbsoluteAxis, y: AbsoluteAxis, pressure: AbsoluteAxis? = nil, touchMajor: AbsoluteAxis? = nil,
        slots: Int = 10
    ) {
        self.name = name
        self.x = x
        self.y = y
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.slots = min(max(slots, 1), Self.maximumSlots)
    }
}
