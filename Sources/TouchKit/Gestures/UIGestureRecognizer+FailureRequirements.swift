/// A recognizer's side of failure requirements: its ``UIGestureRecognizer/require(toFail:)`` list and the memo of
/// what the subclass and delegate methods answered this attempt. The rule itself is the arena's
/// (`GestureArena+FailureRequirements.swift`).
extension UIGestureRecognizer {

    /// Whether this recognizer must wait for `other` by the dynamic sources, asking them (`ask`) only once per
    /// attempt of either recognizer, as UIKit does: a delegate whose answer depends on changing state stays
    /// consistent for the whole attempt, so a requirement cycle cannot appear and vanish between two questions.
    ///
    /// - Note: TouchKit decision (UIKit does not say): while this recognizer holds its action waiting on
    ///   requirements, the answers it waits under stand even when `other` starts a new attempt (a requirement that
    ///   failed and was reset, then touched again). So a dynamic requirement behaves as a `require(toFail:)` one
    ///   does: if `other` then recognizes, this recognizer fails instead of acting after it. Found by the long
    ///   storm (seed 37499: a pan waiting on a pinch, by its delegate's answer, acted after the pinch's next attempt
    ///   recognized, because the delegate, asked again for that attempt, said no).
    func dynamicallyRequiresFailure(of other: UIGestureRecognizer, ask: () -> Bool) -> Bool {
        let identifier = ObjectIdentifier(other)
        // The storage made once (a miss writes the memo there anyway); once made it stays for the recognizer's life,
        // which the caller holds: it is borrowed, not retained, and the memo searched once for both the answer and
        // where a new one goes.
        if rareStorage == nil { rareStorage = UIGestureRecognizerRareStorage() }
        return UnownedReference(rareStorage!).withObject { storage in
            let index = storage.askedRequirements.index(of: identifier)
            let layoutThen = storage.askedRequirements.layout
            if let index {
                let asked = storage.askedRequirements[answerAt: index]
                if asked.otherResetCount == other.resetCount || isWaitingForFailureRequirement { return asked.requires }
            }
            let answer = AskedRequirement(otherResetCount: other.resetCount, requires: ask())
            storage.askedRequirements.record(answer, for: identifier, foundAt: index, layoutThen: layoutThen)
            return answer.requires
        }
    }

    /// Whether ``failureRequirements`` has any entry (a look at the rare storage, no array copied).
    var hasFailureRequirements: Bool {
        guard let rareStorage else { return false }
        return !rareStorage.failureRequirements.isEmpty
    }

    /// Whether ``require(toFail:)`` made this recognizer wait for `other` (a look at the rare storage, no array
    /// copied when there is none). Inline for the usual recognizer without rare storage: the call's frame was most of
    /// the cost of its "no".
    @inline(__always)
    func hasFailureRequirement(on other: UIGestureRecognizer) -> Bool {
        guard rareStorage != nil else { return false }
        return hasListedFailureRequirement(on: other)
    }

    @inline(never)
    private func hasListedFailureRequirement(on other: UIGestureRecognizer) -> Bool {
        guard let rareStorage else { return false }
        for requirement in rareStorage.failureRequirements where requirement.recognizer === other { return true }
        return false
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before its action goes out; if the other
    /// recognizes, this one fails. Requiring itself is ignored with a diagnostic, as UIKit logs it.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            report(.invalidFailureRequirement, "\(TraceEvent.describe(self)) cannot require its own failure")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }
}
