/// The one place where the arena walks a touch's recognizers without retaining them, and what keeps each alive while
/// it does.
///
/// The contract, stated once:
/// - A touch's list (``UITouch/recognizers``) holds no reference: every recognizer on it is one of the arena's
///   ``GestureArena/participants``, which hold it, and it leaves the list at its reset, before the participants let
///   go of it.
/// - While a walk is under way (``depth`` > 0), whatever app code the walk runs (remove a recognizer from its view,
///   its view from the window, settle from a clock it advances), a recognizer the participants let go of is moved
///   here (``retire(participantsFrom:in:)``) and let go of only when the last walk ends.
/// - The walk follows the live list: a recognizer that leaves it meanwhile (`ignore(_:for:)`) has the next one take
///   its index.
///
/// The reset walk (``GestureArena``'s `resetFinished()`) borrows each participant from the participants list itself:
/// the hole a reset recognizer leaves there holds it until that walk ends, and only then is it retired here.
@MainActor
struct BorrowedRecognizerWalk {
    /// How many walks of a touch's list are under way.
    private(set) var depth = 0
    /// The recognizers taken out of the participants while a walk was under way.
    private var keptUntilWalksEnd = ObjectList<UIGestureRecognizer>()

    /// Whether no walk keeps a recognizer the participants let go of.
    var keepsNone: Bool { keptUntilWalksEnd.isEmpty }

    @inline(__always)
    mutating func begin() {
        depth &+= 1
    }

    @inline(__always)
    mutating func end() {
        depth &-= 1
        if depth == 0, !keptUntilWalksEnd.isEmpty { letGoOfKeptRecognizers() }
    }

    /// The last walk ended: the recognizers the participants let go of meanwhile go (the last taken out first, as
    /// the reset walk lets go of them).
    @inline(never)
    private mutating func letGoOfKeptRecognizers() {
        keptUntilWalksEnd.removeLast(keptUntilWalksEnd.count)
    }

    /// Takes the participants from index `kept` on out of `participants`: let go of now (the last reference to a
    /// recognizer app code let go of), or, while a walk borrows recognizers, kept until it ends.
    @inline(__always)
    mutating func retire(participantsFrom kept: Int, in participants: inout ObjectList<UIGestureRecognizer>) {
        if depth == 0 {
            participants.removeLast(participants.count - kept)
        } else {
            while participants.count > kept { keptUntilWalksEnd.append(participants.removeLast()) }
        }
    }
}

extension GestureArena {
    /// Calls `body` with each recognizer on `touch`'s list, in order, borrowed under the contract of
    /// ``BorrowedRecognizerWalk``.
    @inline(__always)
    func forEachRecognizer(of touch: UITouch, _ body: (UGR) -> Void) {
        walks.begin()
        var index = 0
        while index < touch.recognizers.count {
            let recognizer = touch.recognizers.withUnretainedElement(at: index) { UnownedReference($0) }
            let delivered = recognizer.withObject { recognizer in
                body(recognizer)
                return index < touch.recognizers.count
                    && touch.recognizers.withUnretainedElement(at: index) { $0 === recognizer }
            }
            if delivered { index += 1 }
        }
        walks.end()
    }
}
