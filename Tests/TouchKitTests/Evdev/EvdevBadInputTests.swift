import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitEvdev
import TouchKitTesting

/// Issue 21's bad input: truncated records, unknown codes, slots out of range, tracking ids that never end or are
/// reused, timestamps that jump, a device that stops mid-touch. Every touch ends, nothing crashes, and a diagnostic
/// says what happened.
@MainActor
@Suite struct EvdevBadInputTests {
    private func panelScene() -> (Scene, EvdevTouchSource, TouchInvariantChecker, RecordingView) {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "panel")
        view.isMultipleTouchEnabled = true
        return (scene, EvdevTouchSource(host: scene.simulator.host, device: testPanel), TouchInvariantChecker(window: scene.window), view)
    }

    @Test func recordsCutAnywhereBetweenReadsAreReassembled() {
        var script = EvdevScript()
        script.tap(id: 3, x: 10, y: 20)
        var reader = InputEventReader()
        var events: [InputEvent] = []
        let bytes = script.bytes
        var offset = 0
        for size in [1, 23, 5, 50, 7].cycled(toCover: bytes.count) {
            let end = min(offset + size, bytes.count)
            events += reader.events(in: bytes[offset..<end])
            offset = end
            if offset == bytes.count { break }
        }
        #expect(events == script.events)
        #expect(reader.finish() == 0)
    }

    /// The stream ends 10 bytes into a record with a finger down: the bytes are dropped, the touch is cancelled.
    @Test func aTruncatedLastRecordIsDroppedAndTheTouchCancelled() {
        let (scene, source, checker, view) = panelScene()
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 100, y: 100)
        script.report()
        script.move(slot: 0, x: 120, y: 100)
        source.consume(bytes: script.bytes.dropLast(14))
        source.endOfStream()
        scene.simulator.settle()
        #expect(view.log == ["began 1", "cancelled 1"])
        #expect(source.diagnostics.map(\.kind) == [.truncatedRecord, .contactsLeftDown])
        #expect(checker.checkAtRest() == [])
    }

    /// The device is unplugged (a read fails) with two fingers down: both touches are cancelled.
    @Test func aReadErrorMidTouchCancelsEveryTouch() {
        let (_, source, checker, view) = panelScene()
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 100, y: 100)
        script.down(slot: 1, id: 2, x: 200, y: 100)
        script.report()
        source.consume(script.events)
        source.endOfStream(error: "/dev/input/event5: No such device")
        #expect(view.log == ["began 1", "began 2", "cancelled 1", "cancelled 2"])
        #expect(source.diagnostics.map(\.kind) == [.readError, .contactsLeftDown])
        #expect(checker.checkAtRest() == [])
    }

    /// A tracking id that never ends (the recording stops with the finger down) is cancelled at the end.
    @Test func aTrackingIDThatNeverEndsIsCancelledAtTheEndOfTheStream() {
        let (_, source, checker, view) = panelScene()
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 100, y: 100)
        script.report()
        for step in 1...5 {
            script.move(slot: 0, x: 100 + Double(step), y: 100)
            script.report()
        }
        source.consume(script.events)
        source.endOfStream()
        #expect(view.log.last == "cancelled 1")
        #expect(source.diagnostics.map(\.kind) == [.contactsLeftDown])
        #expect(checker.checkAtRest() == [])
    }

    /// Event types and codes the kernel does not define are ignored, each reported once; protocol A's
    /// `SYN_MT_REPORT` is reported as such; the touch goes on.
    @Test func unknownEventTypesAndCodesAreReportedOnceAndIgnored() {
        let (_, source, checker, view) = panelScene()
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 100, y: 100)
        for _ in 0..<3 {
            script.emit(0x1e, 0x0, 1)      // no such type
            script.emit(EvdevCode.absolute, 0x50, 9)  // beyond ABS_MAX
        }
        script.emit(EvdevCode.synchronization, 2, 0)  // SYN_MT_REPORT
        script.emit(EvdevCode.key, EvdevCode.buttonTouch, 1)  // legitimate: ignored silently
        script.report()
        script.up(slot: 0)
        script.report()
        source.consume(script.events)
        #expect(view.log == ["began 1", "ended 1"])
        #expect(source.diagnostics.map(\.kind) == [.unknownEvent, .unknownEvent, .unknownEvent])
        #expect(source.diagnostics[2].message.contains("protocol A"))
        #expect(checker.checkAtRest() == [])
    }

    /// A slot beyond the device's (or negative) is not read until a valid slot is selected again.
    @Test func eventsForASlotOutOfRangeAreDropped() {
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 100, y: 100)
        script.report()
        for slot: Int32 in [10, -1, 1_000_000] {
            script.emit(EvdevCode.absolute, EvdevCode.slot, slot)
            script.emit(EvdevCode.absolute, EvdevCode.trackingID, 50)
            script.emit(EvdevCode.absolute, EvdevCode.positionX, 999)
            script.report()
        }
        script.emit(EvdevCode.absolute, EvdevCode.slot, 0)
        script.emit(EvdevCode.absolute, EvdevCode.trackingID, -1)
        script.report()
        let (frames, decoder) = decodeFrames(script.events)
        #expect(phases(frames) == ["began 1", "ended 1"])
        #expect(decoder.diagnostics.map(\.kind) == [.slotOutOfRange, .slotOutOfRange, .slotOutOfRange])
        #expect(frames[1].changes[0].x == 1000)
    }

    /// A tracking id live in one slot beginning in another: two contacts, with a diagnostic.
    @Test func aTrackingIDReusedInAnotherSlotIsANewContact() {
        let (_, source, checker, view) = panelScene()
        var script = EvdevScript()
        script.down(slot: 0, id: 9, x: 100, y: 100)
        script.report()
        script.down(slot: 1, id: 9, x: 300, y: 100)
        script.report()
        script.up(slot: 0)
        script.up(slot: 1)
        script.report()
        source.consume(script.events)
        #expect(view.log == ["began 1", "began 2", "ended 1", "ended 2"])
        #expect(source.diagnostics.map(\.kind) == [.trackingIDReused])
        #expect(checker.checkAtRest() == [])
    }

    /// Kernel time jumping back, or years ahead: the host clamps it (its own diagnostic) and the touch still ends.
    @Test func timestampsThatJumpAreClampedByTheHost() {
        let (scene, source, checker, view) = panelScene()
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 100, y: 100)
        script.report()
        script.time -= 100
        script.move(slot: 0, x: 110, y: 100)
        script.report()
        script.time += 1e12
        script.up(slot: 0)
        script.report()
        source.consume(script.events)
        #expect(view.log == ["began 1", "moved 1", "ended 1"])
        #expect(scene.diagnostics.map(\.kind) == [.timestampWentBackwards, .timestampOutOfRange])
        #expect(checker.checkAtRest() == [])
    }

    /// A device description with an empty axis range or absurd slot count neither divides by zero nor allocates
    /// without bound.
    @Test func aDeviceWithAnEmptyRangeAndAbsurdSlotsStillWorks() {
        let odd = EvdevDeviceDescription(
            name: "odd", x: AbsoluteAxis(minimum: 5, maximum: 5), y: AbsoluteAxis(minimum: 0, maximum: 100), slots: 1 << 40)
        #expect(odd.slots == EvdevDeviceDescription.maximumSlots)
        var mapper = EvdevSampleMapper(device: odd, size: CGSize(width: 400, height: 800))
        var script = EvdevScript()
        script.down(slot: 3, id: 1, x: 100, y: 5)
        script.report()
        let sample = mapper.samples(for: decodeFrames(script.events, device: odd).frames[0])[0]
        #expect(sample.location == CGPoint(x: 0, y: 400))
        // A description read from JSON skips the initializer's clamp; the decoder clamps again.
        let json = #"{"name":"json","x":{"minimum":0,"maximum":10,"resolution":0},"y":{"minimum":0,"maximum":10,"resolution":0},"slots":1099511627776}"#
        let decoded = try? JSONDecoder().decode(EvdevDeviceDescription.self, from: Data(json.utf8))
        #expect(decoded.map { decodeFrames(script.events, device: $0).frames.count } == 1)
    }
}

extension Array where Element == Int {
    /// The sizes repeated until they add up to at least `total`.
    func cycled(toCover total: Int) -> [Int] {
        var result: [Int] = []
        var sum = 0
        while sum < total {
            for size in self { result.append(size); sum += size }
        }
        return result
    }
}

#if os(Linux)
/// The Linux reader, on a file of raw records (what `cat /dev/input/eventN > file` saves): read in chunks that cut
/// records, fed to a source; a file that is not a device is refused by `describe()` with a reason.
@MainActor
@Suite struct EvdevDeviceFileTests {
    @Test func aFileOfRawRecordsPlaysThroughTheSourceAndIsNotADevice() throws {
        var script = EvdevScript()
        script.tap(id: 4, x: 100, y: 100)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-evdev-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(script.bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try EvdevDeviceFile(path: path)
        #expect(throws: EvdevDeviceFile.Failure.self) { try file.describe() }
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let source = EvdevTouchSource(host: scene.simulator.host, device: testPanel)
        while true {
            let chunk = try file.read(maximum: 100)
            if chunk.isEmpty { break }
            source.consume(bytes: chunk)
        }
        source.endOfStream()
        #expect(view.log == ["began 1", "ended 1"])
        #expect(source.diagnostics.isEmpty)
        #expect(throws: EvdevDeviceFile.Failure.self) { try EvdevDeviceFile(path: path + "-missing") }
    }
}
#endif
