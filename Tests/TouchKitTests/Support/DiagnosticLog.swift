@testable import TouchKit

/// The diagnostics a window reported since the log was made, oldest first.
@MainActor
final class DiagnosticLog {
    var reported: [TouchDiagnostic] = []
    var messages: [String] { reported.map(\.message) }
    var kinds: [TouchDiagnostic.Kind] { reported.map(\.kind) }

    /// A log of `window`'s diagnostics from now on.
    init(observing window: UIWindow) {
        window.addDiagnosticObserver { [weak self] in self?.reported.append($0) }
    }
}
