/// An arena's failure-requirement questions answered "no" without asking, because no one could have answered:
/// neither recognizer's class overrides `shouldRequireFailure(of:)` or `shouldBeRequiredToFail(by:)` and neither
/// ever had a delegate (``UIGestureRecognizer/mayRequireFailureDynamically``).
///
/// UIKit asks the subclass and delegate methods once per attempt, and the engine keeps every answer it asked in the
/// waiting recognizer's ``AskedRequirementMemo`` (``UIGestureRecognizer/dynamicallyRequiresFailure(of:ask:)``).
/// Asking the default methods and recording their "no" costs a hash and a store per pair, and the settle of a tap's
/// lift asks a handful of pairs. An unasked answer is noted here instead: nothing
/// app-visible is lost, since nothing was asked. The note matters only if a delegate is set later in the attempt:
/// the answer the memo would have held must then stand, as it did when every pair was recorded (a recorded "no" is
/// not asked again until the other recognizer's next attempt, or while the waiting one holds its action). So the
/// first delegate ever set on any recognizer writes every live note into its waiter's memo, in the order they were
/// given, as the asking path would have recorded them (``GestureArena/recordUnaskedRequirements()``); from then on
/// that recognizer's pairs are asked and recorded as before.
///
/// A note is live while its waiter is still in the attempt it was noted in (a reset forgets the waiter's memo, and
/// so its notes). Notes hold their waiter unretained and are only compared with the arena's participants until
/// found live there: the arena forgets them all when its participants are all reset, and forgets the notes of
/// recognizers that left before another joins (so a recognizer that is gone never has its address taken by a
/// participant while a note of it remains).
struct UnaskedRequirementLog {
    private struct Note {
        /// Compared with the participants' identities only: the waiter may be gone.
        let waiter: ObjectIdentifier
        let waiterResetCount: UInt64
        let other: ObjectIdentifier
        let otherResetCount: UInt64
    }

    /// The notes, a buffer of plain values freed by ``deallocate()`` (the arena's `deinit`): a note is four stores.
    private var notes = PlainValueBuffer<Note>()

    var count: Int { notes.count }
    var isEmpty: Bool { notes.isEmpty }

    /// Notes that `waiter` does not require `other` to fail, during both recognizers' current attempts.
    @MainActor @inline(__always)
    mutating func note(waiter: UIGestureRecognizer, other: UIGestureRecognizer) {
        notes.append(Note(
            waiter: ObjectIdentifier(waiter), waiterResetCount: waiter.resetCount,
            other: ObjectIdentifier(other), otherResetCount: other.resetCount))
    }

    /// Frees the storage (the owner's `deinit`).
    mutating func deallocate() {
        notes.deallocate()
    }

    /// Forgets every note, keeping the storage.
    mutating func removeAll() {
        notes.removeAll()
    }

    /// Forgets the notes whose waiter is not in `participants` (compared by identity only: it may be gone).
    @MainActor @inline(never)
    mutating func removeNotes(ofWaitersNotIn participants: ObjectList<UIGestureRecognizer>) {
        var kept = 0
        var index = 0
        while index < notes.count {
            if Self.index(of: notes[index].waiter, in: participants) != nil {
                if kept != index { notes[kept] = notes[index] }
                kept += 1
            }
            index += 1
        }
        notes.removeAll(keepingFirst: kept)
    }

    /// Writes every live note (its waiter in `participants`, in the attempt it was noted in) into its waiter's memo
    /// as the "no" the asking path would have recorded, in order, and forgets them all.
    @MainActor @inline(never)
    mutating func recordAll(participants: ObjectList<UIGestureRecognizer>) {
        let pending = notes
        notes.removeAll()
        var index = 0
        while index < pending.count {
            let note = pending[index]
            index += 1
            guard let participant = Self.index(of: note.waiter, in: participants) else { continue }
            let waiter = participants[participant]
            guard waiter.resetCount == note.waiterResetCount else { continue }
            waiter.askedRequirements.record(
                UIGestureRecognizer.AskedRequirement(otherResetCount: note.otherResetCount, requires: false),
                for: note.other)
        }
    }

    @MainActor
    private static func index(of waiter: ObjectIdentifier, in participants: ObjectList<UIGestureRecognizer>) -> Int? {
        participants.firstUnretainedIndex { ObjectIdentifier($0) == waiter }
    }
}
