/// A control's value within its range, the rule `UISlider` and `UIStepper` share: setting one end past the other
/// moves the other to it, and the value stays within the ends (Apple's `minimumValue` and `maximumValue`
/// documentation for both controls [doc]).
///
/// It holds finite values only: the controls ignore a non-finite one, with a diagnostic, before it gets here.
struct ControlValueRange<Value: Comparable> {
    /// The lowest value.
    private(set) var minimum: Value
    /// The highest value; never below ``minimum``.
    private(set) var maximum: Value
    /// The value, within ``minimum``...``maximum``.
    private(set) var value: Value

    /// `value` (clamped) within `minimum...maximum`.
    init(minimum: Value, maximum: Value, value: Value) {
        self.minimum = minimum
        self.maximum = max(maximum, minimum)
        self.value = min(max(value, minimum), max(maximum, minimum))
    }

    /// Sets the lowest value; a maximum below it rises to it.
    mutating func setMinimum(_ newValue: Value) {
        minimum = newValue
        if maximum < newValue { maximum = newValue }
        value = clamped(value)
    }

    /// Sets the highest value; a minimum above it falls to it.
    mutating func setMaximum(_ newValue: Value) {
        maximum = newValue
        if minimum > newValue { minimum = newValue }
        value = clamped(value)
    }

    /// Sets the value, clamped to the range.
    mutating func setValue(_ newValue: Value) { value = clamped(newValue) }

    /// `candidate` brought within the range.
    func clamped(_ candidate: Value) -> Value { min(max(candidate, minimum), maximum) }
}
