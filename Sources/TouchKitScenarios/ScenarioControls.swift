import TouchKit

/// The standard controls in the storm's scenes (issue 34): sliders, switches, steppers, segmented controls, page
/// controls and labels with a tap recognizer, placed in some of the scene's views, each action running planned
/// mutations (app code reacts to a value change by changing the scene).
///
/// Decoded from side input stream 6 only, and kept out of the scene's view and recognizer lists, so inputs kept from
/// before these existed decode to the same scene and touch stream; a control may still take a touch that went to
/// the view behind it before.
///
/// UIKit has no such type; it is TouchKit's own.
@MainActor
struct ScenarioControls {
    /// How many controls and labels were placed, for tests that the scenes do have them.
    private(set) var placed = 0

    /// Places up to three controls in `scenario`'s views, from `input`.
    init(input: FuzzInput, scenario: TouchScenario) {
        var input = input
        for _ in 0..<input.int(in: 0...3) {
            guard let parent = input.element(of: scenario.views) else { break }
            let frame = CGRect(
                x: input.int(in: -10...300), y: input.int(in: -10...600),
                width: input.int(in: 0...320), height: input.int(in: 0...60))
            let control = Self.makeControl(from: &input, frame: frame, scenario: scenario)
            control.tag = 2_000 + placed
            parent.addSubview(control)
            placed += 1
        }
    }

    private static func makeControl(from input: inout FuzzInput, frame: CGRect, scenario: TouchScenario) -> UIView {
        let plan = CallbackPlan(from: &input, scenario: scenario, maximum: 1)
        let control: UIControl
        switch input.int(in: 0...5) {
        case 0:
            let slider = UISlider(frame: frame)
            slider.minimumValue = Float(input.int(in: -5...5))
            slider.maximumValue = Float(input.int(in: -5...5))
            slider.isContinuous = input.bool()
            control = slider
        case 1:
            control = UISwitch(frame: frame)
        case 2:
            let stepper = UIStepper(frame: frame)
            stepper.wraps = input.bool()
            stepper.autorepeat = !input.chance(1, in: 4)
            stepper.isContinuous = input.bool()
            stepper.maximumValue = input.chance(1, in: 8) ? .greatestFiniteMagnitude : Double(input.int(in: 0...20))
            control = stepper
        case 3:
            let segments = UISegmentedControl(items: (0..<input.int(in: 0...4)).map { "S\($0)" })
            segments.frame = frame
            segments.isMomentary = input.chance(1, in: 4)
            control = segments
        case 4:
            let pages = UIPageControl(frame: frame)
            pages.numberOfPages = input.int(in: 0...6)
            pages.hidesForSinglePage = input.bool()
            pages.allowsContinuousInteraction = !input.chance(1, in: 4)
            control = pages
        default:
            let label = UILabel(frame: frame)
            label.text = "Label"
            label.isUserInteractionEnabled = input.bool()
            let tap = UITapGestureRecognizer()
            tap.addTarget(handler: { _ in plan.fire() })
            label.addGestureRecognizer(tap)
            return label
        }
        control.addAction(UIAction { _ in plan.fire() }, for: [.valueChanged, .touchUpInside])
        return control
    }
}
