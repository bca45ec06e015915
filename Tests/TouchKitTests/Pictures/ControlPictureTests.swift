import Testing
@testable import TouchKit
@testable import TouchKitPictures
import TouchKitTesting

/// Labels and controls drawn in snapshots with their state: the `data-state` of each `<g class="content">`, and the
/// shapes that show it.
@MainActor
@Suite struct ControlPictureTests {
    let scene = Scene()

    /// The drawn content of each kind, by its `data-kind`.
    private func contents() -> [String: SVGNode] {
        let root = parseSVG(SVGSnapshot().render(SceneSnapshot(of: scene.window)))
        var found: [String: SVGNode] = [:]
        for node in root.all(class: "content") { if let kind = node["data-kind"] { found[kind] = node } }
        return found
    }

    @Test func eachControlShowsItsState() {
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Volume"
        let slider = UISlider(frame: CGRect(x: 20, y: 60, width: 300, height: 31))
        slider.value = 0.5
        let toggle = UISwitch(frame: CGRect(x: 20, y: 110, width: 0, height: 0))
        toggle.isOn = true
        let stepper = UIStepper(frame: CGRect(x: 20, y: 160, width: 94, height: 32))
        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.frame = CGRect(x: 20, y: 210, width: 200, height: 32)
        segments.selectedSegmentIndex = 1
        let pages = UIPageControl(frame: CGRect(x: 20, y: 260, width: 300, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 2
        for view in [label, slider, toggle, stepper, segments, pages] as [UIView] { scene.window.addSubview(view) }

        let drawn = contents()
        #expect(drawn["label"]?["data-state"] == "Volume")
        #expect(drawn["label"]?.descendants.contains { $0.name == "text" && $0.text == "Volume" } == true)
        #expect(drawn["slider"]?["data-state"] == "thumb 150")
        #expect(drawn["slider"]?.all(class: "thumb").first?.number("x") == 136)
        #expect(drawn["switch"]?["data-state"] == "on")
        #expect(drawn["stepper"]?["data-state"] == "idle")
        #expect(drawn["segments"]?["data-state"] == "Week")
        #expect(drawn["segments"]?.all(class: "selected-segment").first?.number("x") == 102)
        #expect(drawn["pages"]?["data-state"] == "page 3 of 4")
        #expect(drawn["pages"]?.all(class: "current-page").first?.number("cx") == 158)
    }

    @Test func aSwitchBeingDraggedShowsWhereItsThumbIs() {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        scene.window.addSubview(toggle)
        let finger = scene.simulator.drag(from: CGPoint(x: 108, y: 115), to: CGPoint(x: 145, y: 115), lift: false)
        #expect(contents()["switch"]?["data-state"] == "on")
        #expect(!toggle.isOn)
        scene.simulator.cancel(finger)
        #expect(contents()["switch"]?["data-state"] == "off")
    }

    @Test func aPressedStepperButtonShows() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
        scene.window.addSubview(stepper)
        let finger = scene.simulator.down(at: CGPoint(x: 170, y: 116))
        #expect(contents()["stepper"]?["data-state"] == "plus pressed")
        scene.simulator.up(finger)
        #expect(contents()["stepper"]?["data-state"] == "idle")
    }
}
