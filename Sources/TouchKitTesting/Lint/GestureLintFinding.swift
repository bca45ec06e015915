import TouchKit

/// One thing ``GestureLint`` found in a scene: how bad it is, which recognizer and view, why in words, the rule's
/// source and the fix.
///
/// Its ``description`` is one paragraph a test failure or `touchkit lint` prints:
///
/// ```
/// error: singleTap on photo waits for doubleTap to fail, and doubleTap waits for singleTap ... [failureRequirementCycle]
///   fix: ...
///   source: docs/UIKitFacts.md, "Gesture recognizer core" ...
/// ```
public struct GestureLintFinding: Sendable, Equatable, CustomStringConvertible {
    /// How sure the lint is that the scene is wrong.
    public enum Severity: Int, Sendable, Comparable, CustomStringConvertible {
        /// A cost to know about, usually intended (a single tap waiting for a double tap).
        case note
        /// Probably wrong, or wrong in the scene's current state (a hidden view that may be shown later).
        case warning
        /// Certainly wrong: the gesture can never work as set up.
        case error

        /// Orders notes before warnings before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

        /// "note", "warning" or "error".
        public var description: String {
            switch self {
            case .note: "note"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// How sure the lint is.
    public var severity: Severity
    /// The rule broken.
    public var rule: GestureLintRule
    /// The recognizer concerned, by trace name (its `name`, or its type); nil for a finding about a view alone.
    public var recognizer: String?
    /// The view concerned, by trace name (its `accessibilityIdentifier`, or its type and tag).
    public var view: String
    /// What is wrong and why, in words.
    public var reason: String
    /// What to change.
    public var fix: String
    /// The time the finding costs the user, when it is a delay (a tap waiting for a double tap: 0.35 s).
    public var delay: TimeInterval?

    /// A finding from its parts.
    public init(
        severity: Severity, rule: GestureLintRule, recognizer: String?, view: String, reason: String, fix: String,
        delay: TimeInterval? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.recognizer = recognizer
        self.view = view
        self.reason = reason
        self.fix = fix
        self.delay = delay
    }

    /// Where the rule comes from (``GestureLintRule/source``).
    public var source: String { rule.source }

    /// The finding as a paragraph: severity, reason and rule, then the fix and the source.
    public var description: String {
        "\(severity): \(reason) [\(rule)]\n  fix: \(fix)\n  source: \(source)"
    }
}
