import TouchKit

/// The playground's short account of the last touch sequence (first finger down to last finger up), read off the
/// trace: which views the fingers hit, which recognizers saw them, who won, who waited, who was prevented or failed,
/// and what the views were told. A summary for the panel, not the full explanation API.
struct TouchExplanation: Encodable, Equatable {
    /// Views the fingers were hit-tested to, in order.
    var hit: [String] = []
    /// Recognizers that received the touches.
    var saw: [String] = []
    /// Recognizers that recognized (began, or ended as a discrete gesture).
    var won: [String] = []
    /// "A waits for B to fail".
    var waited: [String] = []
    /// "A prevented by B".
    var prevented: [String] = []
    /// Recognizers that failed or were cancelled (not by prevention).
    var failed: [String] = []
    /// "view: touchesBegan, touchesCancelled", per view, in order of first delivery.
    var views: [String] = []
    /// One sentence built from the above.
    var summary: String = ""

    /// The explanation of `events`, one touch sequence's trace.
    init(_ events: some Sequence<TraceEvent>) {
        var viewPhases: [(view: String, phases: [String])] = []
        for event in events {
            let recognizer = event.recognizer ?? "?"
            switch event.kind {
            case .hitTest:
                Self.add(event.view ?? "nothing", to: &hit)
            case .recognizerReceivedTouch:
                Self.add(recognizer, to: &saw)
            case .stateChanged(_, let to):
                switch to {
                case .began, .ended: Self.add(recognizer, to: &won)
                case .failed, .cancelled:
                    if !prevented.contains(where: { $0.hasPrefix(recognizer + " ") }) { Self.add(recognizer, to: &failed) }
                default: break
                }
            case .waitingForFailure(let other):
                Self.add("\(recognizer) waits for \(other) to fail", to: &waited)
            case .prevented(let by):
                Self.add("\(recognizer) prevented by \(by)", to: &prevented)
                failed.removeAll { $0 == recognizer }
            case .viewReceived(let phase):
                let view = event.view ?? "?"
                let name = "touches" + phase.description.capitalized
                if let index = viewPhases.firstIndex(where: { $0.view == view }) {
                    if viewPhases[index].phases.last != name { viewPhases[index].phases.append(name) }
                } else {
                    viewPhases.append((view, [name]))
                }
            default:
                break
            }
        }
        views = viewPhases.map { "\($0.view): \($0.phases.joined(separator: ", "))" }
        var sentences: [String] = []
        if !hit.isEmpty { sentences.append("Hit \(hit.joined(separator: ", "))") }
        if !saw.isEmpty { sentences.append("seen by \(saw.joined(separator: ", "))") }
        sentences.append(won.isEmpty ? "no recognizer won" : "won by \(won.joined(separator: ", "))")
        summary = sentences.joined(separator: "; ") + "."
    }

    private static func add(_ name: String, to list: inout [String]) {
        if !list.contains(name) { list.append(name) }
    }
}
