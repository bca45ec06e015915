/// Settle order: in which order the recognizers whose state changed on one event are settled.
///
/// The rule (docs/UIKitFacts.md, "Gesture recognizer core"; the 2010 talk, Simplifying Touch Event Handling with
/// Gesture Recognizers): deeper views first, then, on one view, the most recently added recognizer first. The first
/// settled wins a tie between recognizers that recognize on the same event (``ExclusionRule/tieBreak``).
extension GestureArena {
    /// Sorts ``candidates`` so that deeper views come first and, on one view, the most recently added recognizer
    /// first: the order in which UIKit breaks ties between recognizers that change state on the same event.
    func sortCandidates() {
        if candidates.count == 2 {
            // Borrowed from the list, which holds them (the comparison reads stored properties only).
            let swaps = candidates.withUnretainedElement(at: 1) { second in
                candidates.withUnretainedElement(at: 0) { first in Self.settlesBefore(second, first) }
            }
            if swaps { candidates.swapAt(0, 1) }
            return
        }
        if candidates.count <= 32 { return insertionSortCandidates() }
        // A long touched path: the keys, then the positions sorted by key (equal keys keep their order), then the
        // candidates put in that order: the sort compares and moves plain integers, and retains nothing.
        computeSettleKeys()
        keyedPositions.removeAllKeepingCapacity()
        for position in settleKeys.indices { keyedPositions.append((settleKeys[position], position)) }
        keyedPositions.sort { $0.key != $1.key ? $0.key > $1.key : $0.position < $1.position }
        sortedCandidates.removeAllKeepingCapacity()
        for entry in keyedPositions { sortedCandidates.append(candidates[entry.position]) }
        swap(&candidates, &sortedCandidates)
        sortedCandidates.removeAllKeepingCapacity()
    }

    /// ``sortCandidates()`` for the usual handful (one touched path's recognizers): an insertion sort, stable as
    /// `sort` is (equal keys keep their order), without the generic sort's closure calls and tuple copies.
    func insertionSortCandidates() {
        computeSettleKeys()
        var sorted = 1
        while sorted < settleKeys.count {
            var index = sorted
            while index > 0, settleKeys[index - 1] < settleKeys[index] {
                settleKeys.swapAt(index - 1, index)
                candidates.swapAt(index - 1, index)
                index -= 1
            }
            sorted += 1
        }
    }

    /// Fills ``settleKeys`` with each candidate's ``settleKey(of:)``, in the candidates' order.
    private func computeSettleKeys() {
        settleKeys.removeAllKeepingCapacity()
        // Recognizers of one view usually follow each other: the view's depth is walked once for them.
        var lastView: UIView?
        var lastDepth = 0
        for recognizer in candidates {
            guard let view = recognizer.view else {
                settleKeys.append(-1)
                continue
            }
            if view !== lastView {
                lastView = view
                lastDepth = Self.depth(of: view)
            }
            settleKeys.append(Self.settleKey(of: recognizer, on: view, depth: lastDepth))
        }
    }

    /// Whether `a`'s settle key is larger than `b`'s (``settleKey(of:)``), walking up from each view only until the
    /// other view: the usual pair (two taps of one touched path, on a view and on one of its ancestors) is ordered
    /// by the first step up, without walking either view's depth to the window.
    ///
    /// The views are borrowed, not retained: the walk reads stored properties only, and runs no app code.
    static func settlesBefore(_ a: UGR, _ b: UGR) -> Bool {
        guard let referenceA = a.viewReference else { return false }
        guard let referenceB = b.viewReference else { return true }
        return referenceA.withObject { viewA in
            referenceB.withObject { viewB in
                if viewA === viewB {
                    return settleKey(of: a, on: viewA, depth: 0) > settleKey(of: b, on: viewB, depth: 0)
                }
                // Up from `b`'s view first: candidates usually come deeper first, so `a`'s view is found in a step
                // or two.
                guard let depthB = depth(of: viewB, unlessInside: viewA) else { return false }
                guard let depthA = depth(of: viewA, unlessInside: viewB) else { return true }
                return settleKey(of: a, on: viewA, depth: depthA) > settleKey(of: b, on: viewB, depth: depthB)
            }
        }
    }

    /// How many superviews `view` has, or nil when `ancestor` is one of them.
    /// Climbs without reference counts (``UIView/unretainedSuperview``): it reads stored properties only.
    static func depth(of view: UIView, unlessInside ancestor: UIView?) -> Int? {
        // Not `ancestor.map { … }`: a closure formed on the main actor checks the executor.
        let ancestorAddress: UInt? = if let ancestor { UnownedReference.address(of: ancestor) } else { nil }
        var depth = 0
        var current = view.unretainedSuperview
        while let parent = current {
            if parent.address == ancestorAddress { return nil }
            depth += 1
            current = parent.withObject { $0.unretainedSuperview }
        }
        return depth
    }

    /// Larger settles first: the view's depth in its window, then the recognizer's index on it; -1 without a view.
    static func settleKey(of recognizer: UGR) -> Int {
        guard let view = recognizer.view else { return -1 }
        return settleKey(of: recognizer, on: view, depth: depth(of: view))
    }

    static func settleKey(of recognizer: UGR, on view: UIView, depth: Int) -> Int {
        let index = view.storedGestureRecognizers.firstIndexIdentical(to: recognizer) ?? 0
        return depth << 32 | index
    }

    /// How many superviews `view` has.
    static func depth(of view: UIView) -> Int {
        depth(of: view, unlessInside: nil) ?? 0
    }
}
