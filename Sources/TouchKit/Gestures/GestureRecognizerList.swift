/// A view's gesture recognizers, in the order they were added (``UIView/gestureRecognizers``' storage).
///
/// The usual view carries one recognizer: it is held directly, and an array is made only from the second one on, so
/// attaching the first recognizer allocates nothing for the list (issue 20, memory per recognizer). One word, as the
/// array it replaces: both cases are single references, and the enum keeps its case in their spare bits.
///
/// It reads as the array did (`for recognizer in list`, `isEmpty`, `firstIndexIdentical(to:)`), so the engine's walks
/// over a view's recognizers are unchanged.
struct GestureRecognizerList: RandomAccessCollection, UnretainedWalkable {
    private enum Storage {
        case one(UIGestureRecognizer)
        /// Empty, or two recognizers or more (or one left after removals).
        case many([UIGestureRecognizer])
    }

    private var storage = Storage.many([])

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let recognizers): recognizers.count
        }
    }

    subscript(position: Int) -> UIGestureRecognizer {
        switch storage {
        case .one(let recognizer):
            precondition(position == 0, "GestureRecognizerList: index out of range")
            return recognizer
        case .many(let recognizers):
            return recognizers[position]
        }
    }

    /// The recognizers as an array (the public getter's value); allocates only for a single recognizer.
    var array: [UIGestureRecognizer] {
        switch storage {
        case .one(let recognizer): [recognizer]
        case .many(let recognizers): recognizers
        }
    }

    /// Walks the single recognizer or the array's own iterator: no per-element switch.
    struct Iterator: IteratorProtocol {
        fileprivate var single: UIGestureRecognizer?
        fileprivate var rest: IndexingIterator<[UIGestureRecognizer]>

        mutating func next() -> UIGestureRecognizer? {
            if let recognizer = single {
                single = nil
                return recognizer
            }
            return rest.next()
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case .one(let recognizer): Iterator(single: recognizer, rest: [].makeIterator())
        case .many(let recognizers): Iterator(single: nil, rest: recognizers.makeIterator())
        }
    }

    mutating func append(_ recognizer: UIGestureRecognizer) {
        switch storage {
        case .one(let first):
            storage = .many([first, recognizer])
        case .many(var recognizers):
            if recognizers.isEmpty {
                storage = .one(recognizer)
                return
            }
            storage = .many([])  // `recognizers` is then the array's only reference: appended in place
            recognizers.append(recognizer)
            storage = .many(recognizers)
        }
    }

    mutating func remove(at position: Int) {
        switch storage {
        case .one:
            precondition(position == 0, "GestureRecognizerList: index out of range")
            storage = .many([])
        case .many(var recognizers):
            storage = .many([])
            recognizers.remove(at: position)
            storage = .many(recognizers)
        }
    }

    /// Calls `body` with the recognizer at `position`, borrowed without a retain: the caller holds the list (a copy
    /// of a view's, for a walk that runs app code) for the call.
    @inline(__always)
    func withUnretainedElement<Result>(at position: Int, _ body: (UIGestureRecognizer) -> Result) -> Result {
        unretainedElement(at: position).withObject(body)
    }

    /// The recognizer at `position`, unretained. (Taken out of the list before the call: a view's lone recognizer,
    /// bound from the enum's case around the call itself, would be retained and released around it, for every
    /// recognizer a began sample offers its touch to.)
    @inline(__always)
    private func unretainedElement(at position: Int) -> UnownedReference<UIGestureRecognizer> {
        switch storage {
        case .one(let recognizer):
            precondition(position == 0, "GestureRecognizerList: index out of range")
            return UnownedReference(recognizer)
        case .many(let recognizers):
            return recognizers.withUnretainedElement(at: position) { UnownedReference($0) }
        }
    }

    /// Whether the list holds `recognizer` itself.
    func containsIdentical(_ recognizer: UIGestureRecognizer) -> Bool {
        firstIndexIdentical(to: recognizer) != nil
    }

    /// The index of `recognizer` itself, if the list holds it.
    func firstIndexIdentical(to recognizer: UIGestureRecognizer) -> Int? {
        switch storage {
        case .one(let only): only === recognizer ? 0 : nil
        case .many(let recognizers): recognizers.firstIndexIdentical(to: recognizer)
        }
    }
}
