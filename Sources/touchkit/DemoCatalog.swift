import TouchKit

/// A scripted scene that prints what happened.
struct Demo: Sendable {
    let name: String
    let summary: String
    let run: @MainActor @Sendable () -> [String]
}

enum DemoCatalog {
    static let all: [Demo] = []
}
