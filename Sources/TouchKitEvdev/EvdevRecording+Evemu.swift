import TouchKit

/// Recordings in evemu's text format (`evemu-record` output, the evdev world's common way to share what a device
/// sent): the device's name and axis ranges, then its events.
///
/// ```
/// N: ILITEK Multi-Touch
/// A: 2f 0 9 0 0 0                 # ABS_MT_SLOT: code (hex), minimum, maximum, fuzz, flat, resolution
/// A: 35 0 4095 0 0 12             # ABS_MT_POSITION_X
/// A: 36 0 4095 0 0 12             # ABS_MT_POSITION_Y
/// E: 0.000000 0003 0039 0017      # seconds.microseconds, type (hex), code (hex), value (decimal)
/// E: 0.000000 0003 0035 2048
/// E: 0.000000 0000 0000 0000      # SYN_REPORT
/// ```
///
/// The lines are read by ``EvdevEventRecording``. The format is evemu's (freedesktop.org's evemu project,
/// `evemu-record`); TouchKit reads it, it does not share code with it.
extension EvdevRecording {
    /// Reads an evemu recording of a touch screen; throws ``WrongInputKind`` for a file of another kind, and
    /// ``MissingAxis`` when it has no multi-touch position axes (no ranges to convert with). Lines may end in `\n`,
    /// `\r\n` or nothing.
    public init(evemu text: String) throws {
        let recording = try EvdevEventRecording(evemu: text)
        try self.init(name: recording.name, axes: recording.axes, events: recording.events,
                      diagnostics: recording.diagnostics, format: "evemu")
    }
}
