import TouchKit

/// One contact's change in one frame, in device units.
public struct EvdevContactChange: Sendable, Equatable {
    /// TouchKit's id for the contact: new for every contact (tracking ids are the kernel's and get reused), and used
    /// as the ``TouchSample`` finger id.
    public var contact: Int
    /// `.began`, `.moved`, `.ended` or `.cancelled`.
    public var phase: UITouch.Phase
    /// The slot the contact is in.
    public var slot: Int
    /// The position, in device units (`ABS_MT_POSITION_X/Y`).
    public var x: Int32
    public var y: Int32
    /// `ABS_MT_PRESSURE` and `ABS_MT_TOUCH_MAJOR`, once the device sent them for the slot.
    public var pressure: Int32?
    public var touchMajor: Int32?
}

/// The changes of one `SYN_REPORT` frame (or of a cancellation), with the kernel's time.
public struct EvdevFrame: Sendable, Equatable {
    /// The kernel time of the frame's `SYN_REPORT` (or `SYN_DROPPED`), in seconds.
    public var time: Double
    /// One change per contact that changed, in slot order.
    public var changes: [EvdevContactChange]
}

/// Decodes the kernel's multi-touch protocol B (slots and tracking ids) into frames of contact changes: one frame
/// per `SYN_REPORT` that changed something.
///
/// Protocol B (the kernel's `multi-touch-protocol.rst`): `ABS_MT_SLOT` selects a slot; `ABS_MT_TRACKING_ID` ≥ 0 puts
/// a new contact in it, -1 lifts it; `ABS_MT_POSITION_X/Y`, `ABS_MT_PRESSURE`, `ABS_MT_TOUCH_MAJOR` update the
/// selected slot, whose values persist between frames; `SYN_REPORT` ends a frame. Decisions where the protocol is
/// silent or the input is bad (each with an ``EvdevDiagnostic`` where it is bad):
/// - a contact that begins and lifts within one frame (a tap shorter than the device's frame) is two frames at the
///   same time, began then ended, so that the app still sees the tap;
/// - a new tracking id in a slot whose contact did not lift first (legal: the kernel may merge the two frames)
///   ends the old contact and begins a new one in the same frame;
/// - `SYN_DROPPED`: what the kernel lost cannot be trusted, so every contact down is cancelled at once, events up
///   to the next `SYN_REPORT` are dropped, and each slot is ignored until its next new tracking id (a finger that
///   stayed down through the drop is not resumed: its touch was already cancelled). libevdev resynchronizes from
///   `EVIOCGMTSLOTS` instead; a recording cannot be queried, and a cancelled touch is what UIKit gives an app when
///   the system takes a touch away;
/// - `ABS_X`/`ABS_Y`/`ABS_PRESSURE` (single-touch emulation), `BTN_*`, `EV_MSC` and the other `ABS_MT_*` axes are
///   ignored; types and codes the kernel does not define are reported once each;
/// - ``finish(time:reason:)`` cancels the contacts still down (end of a recording, a read error, a device unplugged).
public struct MultitouchDecoder: Sendable {
    /// The device the events come from (its slot count bounds the slots).
    public let device: EvdevDeviceDescription
    /// What went wrong so far, oldest first.
    public var diagnostics: [EvdevDiagnostic] { log.diagnostics }

    private struct Slot {
        var trackingID: Int32 = -1
        /// TouchKit's id of the live contact, if any.
        var contact: Int?
        var x: Int32 = 0, y: Int32 = 0
        var pressure: Int32?, touchMajor: Int32?
        var began = false, moved = false, lifted = false
        /// A contact replaced in this frame by a new tracking id (lifted first or not): it ends in this frame, where
        /// it was.
        var replaced: (contact: Int, x: Int32, y: Int32)?
        /// After `SYN_DROPPED`: ignored until a new tracking id.
        var untrusted = false
    }

    private var slots: [Slot]
    /// The selected slot; nil after a selection out of range.
    private var currentSlot: Int? = 0
    /// Between `SYN_DROPPED` and the next `SYN_REPORT`.
    var dropping = false
    private var nextContact = 1
    var log = EvdevDecoderLog()

    /// A decoder with every slot empty and slot 0 selected, as the kernel starts.
    public init(device: EvdevDeviceDescription) {
        self.device = device
        // Clamped again: a description decoded from JSON did not go through its initializer's clamp.
        slots = Array(repeating: Slot(), count: min(max(device.slots, 1), EvdevDeviceDescription.maximumSlots))
    }

    /// The contacts down, by slot.
    public var liveContacts: Int { slots.reduce(0) { $0 + ($1.contact == nil ? 0 : 1) } }

    /// Reads one event; returns the frames it completed (none, usually one, two for a contact that began and
    /// lifted within one frame).
    public mutating func feed(_ event: InputEvent) -> [EvdevFrame] { dispatch(event) }

    /// The stream ended: every contact still down is cancelled (one frame, at `time`).
    public mutating func finish(time: Double, reason: String) -> [EvdevFrame] {
        dropping = false
        let frame = cancelAll(time: time)
        if let frame {
            log.report(.contactsLeftDown, "\(reason) with \(frame.changes.count) contact(s) down: cancelled", time)
        }
        return frame.map { [$0] } ?? []
    }

    mutating func dropEvents(time: Double) -> [EvdevFrame] {
        let frame = cancelAll(time: time)
        log.report(.eventsDropped, "SYN_DROPPED: the kernel lost events; \(frame?.changes.count ?? 0) contact(s) cancelled", time)
        for index in slots.indices { slots[index].untrusted = true }
        return frame.map { [$0] } ?? []
    }

    /// `SYN_MT_REPORT` (code 2) is named, even in a dropped stretch: a protocol A device sends nothing else TouchKit
    /// can read.
    mutating func unknownSynchronization(_ event: InputEvent) {
        if event.code == 2 {
            log.reportUnknown(event, what: "SYN_MT_REPORT (multi-touch protocol A, which TouchKit does not read)")
        } else if !dropping {
            log.reportUnknown(event)
        }
    }

    mutating func absolute(_ event: InputEvent) {
        if event.code == EvdevCode.slot {
            if event.value >= 0 && Int(event.value) < slots.count {
                currentSlot = Int(event.value)
            } else {
                currentSlot = nil
                log.report(.slotOutOfRange, "slot \(event.value) selected, the device has \(slots.count): its events are dropped", event.time)
            }
            return
        }
        guard event.code <= EvdevCode.absoluteMax else {
            log.reportUnknown(event)
            return
        }
        guard (EvdevCode.touchMajor...EvdevCode.absoluteMax).contains(event.code), let index = currentSlot else { return }
        if event.code == EvdevCode.trackingID {
            track(event, in: index)
            return
        }
        var slot = slots[index]
        defer { slots[index] = slot }
        guard !slot.untrusted else { return }
        switch event.code {
        case EvdevCode.positionX: slot.x = event.value
        case EvdevCode.positionY: slot.y = event.value
        case EvdevCode.pressure: slot.pressure = event.value
        case EvdevCode.touchMajor: slot.touchMajor = event.value
        default: return
        }
        if slot.contact != nil && !slot.began { slot.moved = true }
    }

    private mutating func track(_ event: InputEvent, in index: Int) {
        var slot = slots[index]
        defer { slots[index] = slot }
        if event.value < 0 {
            if slot.contact != nil { slot.lifted = true }
            slot.trackingID = -1
            return
        }
        if event.value == slot.trackingID, slot.contact != nil, !slot.lifted { return }
        if slots.indices.contains(where: { $0 != index && slots[$0].contact != nil && slots[$0].trackingID == event.value }) {
            log.report(.trackingIDReused, "tracking id \(event.value) began in slot \(index) while live in another slot: a new contact", event.time)
        }
        if let old = slot.contact, !slot.began { slot.replaced = (old, slot.x, slot.y) }
        slot.contact = nextContact
        nextContact += 1
        slot.trackingID = event.value
        slot.began = true
        slot.lifted = false
        slot.moved = false
        slot.untrusted = false
    }

    mutating func completeFrame(time: Double) -> [EvdevFrame] {
        var frame = EvdevFrame(time: time, changes: [])
        var lifts = EvdevFrame(time: time, changes: [])
        for index in slots.indices {
            var slot = slots[index]
            if let old = slot.replaced { frame.changes.append(change(slot, index, replaced: old, .ended)) }
            if let contact = slot.contact {
                if slot.began {
                    frame.changes.append(change(slot, index, contact: contact, .began))
                    if slot.lifted { lifts.changes.append(change(slot, index, contact: contact, .ended)) }
                } else if slot.lifted {
                    frame.changes.append(change(slot, index, contact: contact, .ended))
                } else if slot.moved {
                    frame.changes.append(change(slot, index, contact: contact, .moved))
                }
                if slot.lifted { slot.contact = nil }
            }
            slot.began = false
            slot.moved = false
            slot.lifted = false
            slot.replaced = nil
            slots[index] = slot
        }
        return [frame, lifts].filter { !$0.changes.isEmpty }
    }

    /// Cancels every live contact (and forgets those begun in the incomplete frame, which nobody saw).
    private mutating func cancelAll(time: Double) -> EvdevFrame? {
        var frame = EvdevFrame(time: time, changes: [])
        for index in slots.indices {
            var slot = slots[index]
            if let old = slot.replaced { frame.changes.append(change(slot, index, replaced: old, .cancelled)) }
            if let contact = slot.contact, !slot.began { frame.changes.append(change(slot, index, contact: contact, .cancelled)) }
            slot.contact = nil
            slot.began = false
            slot.moved = false
            slot.lifted = false
            slot.replaced = nil
            slots[index] = slot
        }
        return frame.changes.isEmpty ? nil : frame
    }

    private func change(_ slot: Slot, _ index: Int, contact: Int, _ phase: UITouch.Phase) -> EvdevContactChange {
        EvdevContactChange(
            contact: contact, phase: phase, slot: index, x: slot.x, y: slot.y, pressure: slot.pressure,
            touchMajor: slot.touchMajor)
    }

    private func change(
        _ slot: Slot, _ index: Int, replaced: (contact: Int, x: Int32, y: Int32), _ phase: UITouch.Phase
    ) -> EvdevContactChange {
        var result = change(slot, index, contact: replaced.contact, phase)
        result.x = replaced.x
        result.y = replaced.y
        return result
    }
}
