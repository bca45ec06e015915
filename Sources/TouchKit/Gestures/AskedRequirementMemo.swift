/// A recognizer's memo of the dynamic failure requirements it asked this attempt (subclass and delegate methods, both
/// directions), one answer per other recognizer: UIKit asks them once per attempt to recognize
/// (``UIGestureRecognizer/dynamicallyRequiresFailure(of:ask:)``).
///
/// A touched path carries a handful of recognizers, so the answers sit in a short list searched by identity: a
/// Dictionary would hash every key on every question, and the settle of one ended sample asks dozens. Past ``linearLimit`` answers the list is indexed by a Dictionary as well, so a
/// chain of hundreds of requirements stays quadratic, not cubic (issue 14).
struct AskedRequirementMemo {
    /// How many answers are searched in order before the index is built (a path's recognizers fit well within it).
    static let linearLimit = 16

    /// The answers: the first ``count`` entries; the ones after them are forgotten answers whose storage is reused
    /// (forgetting every answer only sets ``count`` to 0: emptying the list would pop each entry, and
    /// `removeAll(keepingCapacity:)` goes through unspecialized code).
    private var entries: [(other: ObjectIdentifier, answer: UIGestureRecognizer.AskedRequirement)] = []
    /// How many of ``entries`` are answers of this attempt.
    private var count = 0
    /// The index of each other recognizer's entry, kept only while there are more than ``linearLimit`` entries.
    private var indexByOther: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { count == 0 }

    /// The answer recorded for `other`, if any.
    subscript(other: ObjectIdentifier) -> UIGestureRecognizer.AskedRequirement? {
        guard let index = index(of: other) else { return nil }
        return entries[index].answer
    }

    /// The answer at `index`, as ``index(of:)`` found it.
    subscript(answerAt index: Int) -> UIGestureRecognizer.AskedRequirement { entries[index].answer }

    /// Records `answer` for `other`, replacing the one recorded before.
    mutating func record(_ answer: UIGestureRecognizer.AskedRequirement, for other: ObjectIdentifier) {
        record(answer, for: other, foundAt: index(of: other), layoutThen: layout)
    }

    /// Changes whenever an answer is added or every answer forgotten (not when one is replaced in place): with
    /// ``index(of:)``'s result, what ``record(_:for:foundAt:layoutThen:)`` is given.
    private(set) var layout: UInt64 = 0

    /// ``record(_:for:)`` where ``index(of:)`` found `foundAt` for `other` when the memo's ``layout`` was
    /// `layoutThen`, before the question was asked: searched again only if answers were added or forgotten meanwhile
    /// (the question ran app code).
    mutating func record(
        _ answer: UIGestureRecognizer.AskedRequirement, for other: ObjectIdentifier, foundAt: Int?, layoutThen: UInt64
    ) {
        let found = layout == layoutThen ? foundAt : index(of: other)
        if let index = found {
            entries[index].answer = answer
            return
        }
        if count < entries.count {
            entries[count] = (other, answer)
        } else {
            entries.append((other, answer))
        }
        count += 1
        layout &+= 1
        if count > Self.linearLimit {
            if indexByOther.isEmpty {
                for index in 0..<count { indexByOther[entries[index].other] = index }
            } else {
                indexByOther[other] = count - 1
            }
        }
    }

    /// Forgets every answer (the recognizer's reset), keeping the storage when `keepingCapacity`.
    mutating func removeAll(keepingCapacity: Bool) {
        if !keepingCapacity { entries.removeAll() }
        count = 0
        layout &+= 1
        if !indexByOther.isEmpty { indexByOther.removeAll(keepingCapacity: keepingCapacity) }
    }

    /// Where the answer for `other` is, if there is one.
    func index(of other: ObjectIdentifier) -> Int? {
        if count > Self.linearLimit { return indexByOther[other] }
        var index = 0
        while index < count {
            if entries[index].other == other { return index }
            index += 1
        }
        return nil
    }
}
