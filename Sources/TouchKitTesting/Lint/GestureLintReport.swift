import TouchKit

/// Everything ``GestureLint`` found in one scene, most severe first.
///
/// ```swift
/// let report = GestureLint.check(window)
/// #expect(report.errors.isEmpty, "\(report)")
/// ```
public struct GestureLintReport: Sendable, Equatable, CustomStringConvertible {
    /// Every finding, errors first, then warnings, then notes; in scene order within a severity.
    public var findings: [GestureLintFinding]

    /// A report of `findings`, sorted most severe first (the order within a severity kept).
    public init(findings: [GestureLintFinding]) {
        self.findings = findings.enumerated()
            .sorted { ($0.element.severity, $1.offset) > ($1.element.severity, $0.offset) }
            .map(\.element)
    }

    /// The findings that are certainly wrong.
    public var errors: [GestureLintFinding] { findings.filter { $0.severity == .error } }
    /// The findings that are probably wrong.
    public var warnings: [GestureLintFinding] { findings.filter { $0.severity == .warning } }
    /// The costs to know about.
    public var notes: [GestureLintFinding] { findings.filter { $0.severity == .note } }

    /// The findings of one rule.
    public func findings(of rule: GestureLintRule) -> [GestureLintFinding] { findings.filter { $0.rule == rule } }

    /// Each finding as a paragraph, then a count; "no findings" for a clean scene.
    public var description: String {
        guard !findings.isEmpty else { return "no findings" }
        let counts = "\(errors.count) error(s), \(warnings.count) warning(s), \(notes.count) note(s)"
        return (findings.map(\.description) + [counts]).joined(separator: "\n")
    }
}
