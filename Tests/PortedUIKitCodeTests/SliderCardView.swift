// Ported from UIKit by the mechanical steps only: `import UIKit` → `import TouchKit`, `#selector(m)` → the method
// reference `Type.m`, `@objc` dropped. Everything else reads as the iOS original would (a paraphrase of the
// "adjust with a slider" settings cards of public iOS projects, not a copy of any).

import TouchKit

/// A settings card: a title, a slider for the brightness of a preview swatch, and a label showing the percentage.
final class BrightnessCardView: UIView {
    let titleLabel = UILabel()
    let slider = UISlider()
    let valueLabel = UILabel()
    let preview = UIView()
    private(set) var committedValues: [Float] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Brightness"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.frame = CGRect(x: 16, y: 12, width: frame.width - 32, height: 22)
        addSubview(titleLabel)

        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.frame = CGRect(x: 16, y: 44, width: frame.width - 96, height: 31)
        slider.addTarget(self, action: BrightnessCardView.sliderChanged(_:), for: .valueChanged)
        slider.addTarget(self, action: BrightnessCardView.sliderReleased, for: [.touchUpInside, .touchUpOutside])
        addSubview(slider)

        valueLabel.textAlignment = .right
        valueLabel.frame = CGRect(x: frame.width - 72, y: 48, width: 56, height: 22)
        addSubview(valueLabel)

        preview.frame = CGRect(x: 16, y: 88, width: frame.width - 32, height: 40)
        addSubview(preview)
        updatePreview()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func sliderChanged(_ sender: UISlider) {
        updatePreview()
    }

    func sliderReleased() {
        committedValues.append(slider.value.rounded())
    }

    private func updatePreview() {
        let percent = Int(slider.value.rounded())
        valueLabel.text = "\(percent)%"
        preview.backgroundColor = UIColor(white: CGFloat(slider.value) / 100, alpha: 1)
    }
}
