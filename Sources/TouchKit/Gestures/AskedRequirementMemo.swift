/// A recognizer's memo of the dynamic failure requirements it asked this attempt (subclass and delegate methods, both
/// directions), one answer per other recognizer: UIKit asks them once per attempt to recognize
/// (``UIGestureRecognizer/dynamicallyRequiresFailure(of:ask:)``).
///
/// A touched path carries a handful of recognizers, so the answers sit in a short list searched by identity: a
/// Dictionary hashed every key on every question, and the settle of one ended sample asks dozens (about a fifth of
/// its instructions went to hashing). Past ``linearLimit`` answers the list is indexed by a Dictionary as well, so a
/// chain of hundreds of requirements stays quadratic, not cubic (issue 14).
struct AskedRequirementMemo {
    /// How many answers are searched in order before the index is built (a path's recognizers fit well within it).
    static let linearLimit = 16

    private var entries: [(other: ObjectIdentifier, answer: UIGestureRecognizer.AskedRequirement)] = []
    /// The index of each other recognizer's entry, kept only while there are more than ``linearLimit`` entries.
    private var indexByOther: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// The answer recorded for `other`, if any.
    subscript(other: ObjectIdentifier) -> UIGestureRecognizer.AskedRequirement? {
        guard let index = index(of: other) else { return nil }
        return entries[index].answer
    }

    /// Records `answer` for `other`, replacing the one recorded before.
    mutating func record(_ answer: UIGestureRecognizer.AskedRequirement, for other: ObjectIdentifier) {
        if let index = index(of: other) {
            entries[index].answer = answer
            return
        }
        entries.append((other, answer))
        if entries.count > Self.linearLimit {
            if indexByOther.isEmpty {
                for index in entries.indices { indexByOther[entries[index].other] = index }
            } else {
                indexByOther[other] = entries.count - 1
            }
        }
    }

    /// Forgets every answer (the recognizer's reset), keeping the storage when `keepingCapacity`.
    mutating func removeAll(keepingCapacity: Bool) {
        if keepingCapacity { entries.removeAllKeepingCapacity() } else { entries.removeAll() }
        if !indexByOther.isEmpty { indexByOther.removeAll(keepingCapacity: keepingCapacity) }
    }

    private func index(of other: ObjectIdentifier) -> Int? {
        if entries.count > Self.linearLimit { return indexByOther[other] }
        var index = 0
        while index < entries.count {
            if entries[index].other == other { return index }
            index += 1
        }
        return nil
    }
}
