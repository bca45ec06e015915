import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitScenes

/// `touchkit demo NAME --timeline FILE --frames DIR`: every demo hands its windows over, its text stays the same,
/// and what is written parses.
@MainActor
@Suite struct DemoPicturesTests {
    nonisolated static let demoNames = DemoCatalog.all.map(\.name)

    @Test(arguments: demoNames)
    func recordingADemoKeepsItsTextAndWritesWellFormedPictures(_ name: String) throws {
        let demo = try #require(DemoCatalog.all.first { $0.name == name })
        let plain = DemoOutput()
        demo.run(plain)
        #expect(!plain.windows.isEmpty, "\(name) attaches no window")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-pictures-\(name)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let timelinePath = directory + "/timeline.svg"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let pictures = DemoPictures(demoName: name, timelinePath: timelinePath, framesDirectory: directory + "/frames", schedule: .milliseconds(250))
        let recorded = DemoOutput()
        recorded.windowAttached = { window, windowName in pictures.record(window, name: windowName) }
        demo.run(recorded)
        _ = try pictures.write()

        #expect(recorded.lines == plain.lines)
        let timeline = parseSVG(try String(contentsOfFile: timelinePath, encoding: .utf8))
        #expect(timeline.all(class: "timeline").count == plain.windows.count)
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory + "/frames").sorted()
        #expect(!frames.isEmpty)
        #expect(frames.first == "frame-000.svg")
        for frame in [frames.first, frames.last].compactMap({ $0 }) {
            let picture = parseSVG(try String(contentsOfFile: directory + "/frames/" + frame, encoding: .utf8))
            #expect(picture["class"] == "touchkit-snapshot")
        }
    }

    @Test func frameScheduleArguments() {
        #expect(FrameSchedule(argument: "touch") == .touch)
        #expect(FrameSchedule(argument: "250") == .milliseconds(250))
        #expect(FrameSchedule(argument: "12.5ms") == .milliseconds(12.5))
        #expect(FrameSchedule(argument: "0") == nil)
        #expect(FrameSchedule(argument: "soon") == nil)
        #expect(DemoPictures.frameFileName(7) == "frame-007.svg")
        #expect(DemoPictures.frameFileName(1234) == "frame-1234.svg")
    }
}
