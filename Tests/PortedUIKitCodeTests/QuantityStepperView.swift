// Ported from UIKit by the mechanical steps only: `import UIKit` → `import TouchKit`, `#selector(m)` → the method
// reference `Type.m`, `@objc` dropped. Everything else reads as the iOS original would (a paraphrase of the cart
// quantity rows of public shopping apps, not a copy of any).

import TouchKit

/// A cart row: a quantity label and a stepper from 1 to 10 that keeps a running total.
final class QuantityStepperView: UIView {
    let quantityLabel = UILabel()
    let stepper = UIStepper()
    let unitPrice: Double
    private(set) var total: Double = 0

    init(frame: CGRect, unitPrice: Double) {
        self.unitPrice = unitPrice
        super.init(frame: frame)
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.value = 1
        stepper.frame.origin = CGPoint(x: frame.width - 110, y: 8)
        stepper.frame.size = stepper.intrinsicContentSize
        stepper.addTarget(self, action: QuantityStepperView.quantityChanged(_:), for: .valueChanged)
        addSubview(stepper)
        quantityLabel.frame = CGRect(x: 16, y: 8, width: 150, height: 32)
        addSubview(quantityLabel)
        quantityChanged(stepper)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func quantityChanged(_ sender: UIStepper) {
        let quantity = Int(sender.value)
        quantityLabel.text = "Qty: \(quantity)"
        total = Double(quantity) * unitPrice
    }
}
