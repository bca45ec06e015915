import TouchKit

extension SceneSnapshot {
    /// What a control or a label shows, copied so a picture can draw its state: the text of a label, a slider's
    /// thumb, a switch's position, a stepper's pressed button, the segments and the selected one, the page
    /// indicators and the current one. Geometry is in the view's bounds coordinates.
    public enum Content: Sendable, Equatable {
        /// A `UILabel`: its lines as laid out at its width, their alignment, font size and colour.
        case label(lines: [String], alignment: NSTextAlignment, fontSize: CGFloat, color: UIColor, isEnabled: Bool)
        /// A `UISlider`: its track, and its thumb at the current value.
        case slider(track: CGRect, thumb: CGRect)
        /// A `UISwitch`: whether its thumb is at the on side.
        case toggle(isOn: Bool)
        /// A `UIStepper`: the button pressed (-1 minus, 1 plus, 0 none), and whether each can step.
        case stepper(pressed: Int, canDecrement: Bool, canIncrement: Bool)
        /// A `UISegmentedControl`: each segment's title and frame, the selected and the highlighted segment (-1: none).
        case segments(titles: [String], frames: [CGRect], selected: Int, highlighted: Int)
        /// A `UIPageControl`: the indicators' centres, their diameter, and the current page.
        case pageIndicators(centers: [CGPoint], diameter: CGFloat, current: Int)
    }

    /// The content `view` shows, when it is a label or one of the standard controls.
    @MainActor
    static func content(of view: UIView) -> Content? {
        switch view {
        case let label as UILabel:
            let lines = label.layoutLines(wrappingAt: label.numberOfLines == 1 ? nil : label.bounds.width)
            return .label(lines: lines, alignment: label.textAlignment, fontSize: label.font.pointSize,
                          color: label.textColor, isEnabled: label.isEnabled)
        case let slider as UISlider:
            return .slider(track: slider.trackRect(forBounds: slider.bounds), thumb: slider.currentThumbRect)
        case let toggle as UISwitch:
            return .toggle(isOn: toggle.isThumbOn)
        case let stepper as UIStepper:
            return .stepper(
                pressed: stepper.pressedDirection,
                canDecrement: stepper.wraps || stepper.value > stepper.minimumValue,
                canIncrement: stepper.wraps || stepper.value < stepper.maximumValue)
        case let segments as UISegmentedControl:
            return .segments(
                titles: (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) ?? "" },
                frames: segments.segmentFrames, selected: segments.selectedSegmentIndex,
                highlighted: segments.highlightedSegmentIndex)
        case let pages as UIPageControl:
            guard pages.showsIndicators else { return .pageIndicators(centers: [], diameter: 0, current: 0) }
            return .pageIndicators(
                centers: (0..<pages.numberOfPages).map { pages.indicatorCenter(forPage: $0) },
                diameter: UIPageControl.indicatorDiameter, current: pages.currentPage)
        default:
            return nil
        }
    }
}
