/// One evdev event, as the kernel writes it to `/dev/input/event*` (`struct input_event`): a time, a type, a code
/// and a value.
public struct InputEvent: Sendable, Equatable {
    /// The kernel's timestamp, seconds and microseconds (`CLOCK_MONOTONIC` or `CLOCK_REALTIME`, as the reader set it).
    public var seconds: Int64
    public var microseconds: Int64
    /// `EV_SYN`, `EV_ABS`, … (``EvdevCode``).
    public var type: UInt16
    /// `SYN_REPORT`, `ABS_MT_SLOT`, … (``EvdevCode``).
    public var code: UInt16
    /// The axis value, the tracking id, the slot, the button state.
    public var value: Int32

    /// An event from its fields.
    public init(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.seconds = seconds
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
    }

    /// An event at `time` seconds (rounded to the kernel's microseconds).
    public init(time: Double, type: UInt16, code: UInt16, value: Int32) {
        let micros = (time * 1_000_000).rounded()
        let total = micros.isFinite && abs(micros) < 9e18 ? Int64(micros) : 0
        self.init(seconds: total / 1_000_000, microseconds: total % 1_000_000, type: type, code: code, value: value)
    }

    /// The timestamp in seconds.
    public var time: Double { Double(seconds) + Double(microseconds) / 1_000_000 }

    /// The size of one record on a 64-bit kernel: a 16-byte `timeval`, then 2 + 2 + 4 bytes. (32-bit kernels write
    /// 16-byte records; TouchKit reads 64-bit ones only.)
    public static let recordSize = 24

    /// Decodes one record from `bytes` at `offset` (little-endian, the byte order of every Linux touch device TouchKit
    /// targets).
    static func decode(_ bytes: [UInt8], at offset: Int) -> InputEvent {
        func integer<T: FixedWidthInteger>(_ type: T.Type, at position: Int) -> T {
            var result: T = 0
            for index in 0..<MemoryLayout<T>.size {
                result |= T(truncatingIfNeeded: bytes[offset + position + index]) << (8 * index)
            }
            return result
        }
        return InputEvent(
            seconds: integer(Int64.self, at: 0), microseconds: integer(Int64.self, at: 8),
            type: integer(UInt16.self, at: 16), code: integer(UInt16.self, at: 18), value: integer(Int32.self, at: 20))
    }

    /// The record's 24 bytes, as the kernel writes them.
    public var bytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(Self.recordSize)
        func append<T: FixedWidthInteger>(_ value: T) {
            for index in 0..<MemoryLayout<T>.size { result.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
        }
        append(seconds)
        append(microseconds)
        append(type)
        append(code)
        append(value)
        return result
    }
}

/// Cuts a byte stream (reads from a device, or a recorded file) into ``InputEvent`` records. A read may end in the
/// middle of a record: the rest is kept for the next chunk; what is left when the stream ends is reported by
/// ``finish()``.
public struct InputEventReader: Sendable {
    private var leftover: [UInt8] = []

    /// A reader at the start of a stream.
    public init() {}

    /// The complete records in `leftover + chunk`.
    public mutating func events(in chunk: some Sequence<UInt8>) -> [InputEvent] {
        leftover.append(contentsOf: chunk)
        let whole = leftover.count / InputEvent.recordSize
        var events: [InputEvent] = []
        events.reserveCapacity(whole)
        for index in 0..<whole { events.append(InputEvent.decode(leftover, at: index * InputEvent.recordSize)) }
        leftover.removeFirst(whole * InputEvent.recordSize)
        return events
    }

    /// The stream ended: how many bytes of an incomplete last record were dropped (0 when it ended cleanly).
    public mutating func finish() -> Int {
        defer { leftover.removeAll() }
        return leftover.count
    }
}
