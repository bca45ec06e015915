import Foundation
@testable import TouchKit
@testable import TouchKitEvdev

/// A touch panel for the evdev tests: 4000 × 8000 units on a 400 × 800 window (10 units a point), ten slots,
/// pressure 0…255 and touch major in position units.
let testPanel = EvdevDeviceDescription(
    name: "Test Panel", x: AbsoluteAxis(minimum: 0, maximum: 4000, resolution: 40),
    y: AbsoluteAxis(minimum: 0, maximum: 8000, resolution: 40), pressure: AbsoluteAxis(minimum: 0, maximum: 255),
    touchMajor: AbsoluteAxis(minimum: 0, maximum: 4000), slots: 10)

/// Writes an evdev event stream as a kernel would: frames of `ABS_MT_*` events, each closed by `SYN_REPORT`, at kernel
/// times starting at `start` (kernel timestamps are large: 5,000 s of uptime by default).
struct EvdevScript {
    var events: [InputEvent] = []
    var time: Double
    private var slot = 0

    init(start: Double = 5000) { time = start }

    mutating func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: time, type: type, code: code, value: value))
    }

    mutating func select(_ slot: Int) {
        guard slot != self.slot else { return }
        self.slot = slot
        emit(EvdevCode.absolute, EvdevCode.slot, Int32(slot))
    }

    /// A new contact (tracking id `id`) in `slot` at window point (`x`, `y`).
    mutating func down(slot: Int, id: Int32, x: Double, y: Double, pressure: Int32? = nil) {
        select(slot)
        emit(EvdevCode.absolute, EvdevCode.trackingID, id)
        move(slot: slot, x: x, y: y)
        if let pressure { emit(EvdevCode.absolute, EvdevCode.pressure, pressure) }
    }

    mutating func move(slot: Int, x: Double, y: Double) {
        select(slot)
        emit(EvdevCode.absolute, EvdevCode.positionX, Int32(x * 10))
        emit(EvdevCode.absolute, EvdevCode.positionY, Int32(y * 10))
    }

    mutating func up(slot: Int) {
        select(slot)
        emit(EvdevCode.absolute, EvdevCode.trackingID, -1)
    }

    /// Closes the frame, then moves the time on by `interval` (a 125 Hz panel by default).
    mutating func report(after interval: Double = 0.008) {
        emit(EvdevCode.synchronization, EvdevCode.synReport, 0)
        time += interval
    }

    /// One finger tapping at (`x`, `y`): down, 60 ms later up.
    mutating func tap(slot: Int = 0, id: Int32, x: Double, y: Double) {
        down(slot: slot, id: id, x: x, y: y)
        report(after: 0.06)
        up(slot: slot)
        report()
    }

    /// The whole stream's bytes, as read from the device.
    var bytes: [UInt8] { events.flatMap(\.bytes) }
}

/// Decodes `events` into frames with a fresh decoder for `device`.
func decodeFrames(_ events: [InputEvent], device: EvdevDeviceDescription = testPanel) -> (frames: [EvdevFrame], decoder: MultitouchDecoder) {
    var decoder = MultitouchDecoder(device: device)
    var frames: [EvdevFrame] = []
    for event in events { frames += decoder.feed(event) }
    return (frames, decoder)
}

/// The phases of each frame, as "began 1, began 2" strings (contact ids).
func phases(_ frames: [EvdevFrame]) -> [String] {
    frames.map { frame in frame.changes.map { "\($0.phase) \($0.contact)" }.joined(separator: ", ") }
}

/// The repository's `Traces/` folder.
func tracesFolder() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Traces")
}
