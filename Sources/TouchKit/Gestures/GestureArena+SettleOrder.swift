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
        // A long touched path: each candidate's key and position, merge sorted (equal keys keep their order), then
        // the candidates moved into that order in place. The sort compares and moves plain integers, and nothing is
        // retained or released.
        computeSettleKeys()
        settleEntries.removeAll()
        for position in settleKeys.indices {
            settleEntries.append(SettleEntry(key: settleKeys[position], position: position))
        }
        Self.mergeSort(&settleEntries, scratch: &mergeScratch)
        placeCandidatesInSettleEntriesOrder()
    }

    /// A candidate's settle key (``settleKey(of:)``) and its position in ``candidates`` before the sort.
    struct SettleEntry {
        var key: Int
        var position: Int
    }

    /// Moves into each place `d` of ``candidates`` the candidate that was at `settleEntries[d].position`, by swaps
    /// along the cycles of that permutation: at most one swap per candidate, none retaining. Each entry placed is
    /// marked (position -1).
    private func placeCandidatesInSettleEntriesOrder() {
        var start = 0
        while start < settleEntries.count {
            var destination = start
            while settleEntries[destination].position >= 0 {
                let source = settleEntries[destination].position
                settleEntries[destination].position = -1
                if source == start { break }
                candidates.swapAt(destination, source)
                destination = source
            }
            start += 1
        }
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

    /// Sorts `entries` by descending key, stably (equal keys keep their order): runs of ``mergeSortRun`` by
    /// insertion, then neighbouring runs merged (``mergeRuns(_:_:_:_:scratch:)``), each pass doubling the run, so
    /// the cost grows as n log n whatever the order, and about as n for the usual order (deeper views first already,
    /// only each view's own recognizers reversed). Hand-written: the standard library's sort calls its comparison
    /// closure out of line, and a closure formed on the main actor checks the executor on every call (about 750
    /// instructions per entry at 34 entries).
    static func mergeSort(_ entries: inout PlainValueBuffer<SettleEntry>, scratch: inout PlainValueBuffer<SettleEntry>) {
        let count = entries.count
        var runStart = 0
        while runStart < count {
            let runEnd = min(runStart + mergeSortRun, count)
            var sorted = runStart + 1
            while sorted < runEnd {
                let entry = entries[sorted]
                var index = sorted
                while index > runStart, entries[index - 1].key < entry.key {
                    entries[index] = entries[index - 1]
                    index -= 1
                }
                entries[index] = entry
                sorted += 1
            }
            runStart = runEnd
        }
        var width = mergeSortRun
        while width < count {
            var left = 0
            while left + width < count {
                let end = min(left + 2 * width, count)
                mergeRuns(&entries, left, left + width, end, scratch: &scratch)
                left = end
            }
            width *= 2
        }
    }

    /// Merges the sorted runs `left ..< middle` and `middle ..< end` of `entries` in place, the left run's entry
    /// first on equal keys. Only the part of the left run that settles after the right run's first entry moves:
    /// it is copied to `scratch` and merged back; runs already in order cost one comparison.
    private static func mergeRuns(
        _ entries: inout PlainValueBuffer<SettleEntry>, _ left: Int, _ middle: Int, _ end: Int,
        scratch: inout PlainValueBuffer<SettleEntry>
    ) {
        let firstOfRight = entries[middle].key
        var start = left
        while start < middle, entries[start].key >= firstOfRight { start += 1 }
        guard start < middle else { return }
        scratch.removeAll()
        for index in start ..< middle { scratch.append(entries[index]) }
        var i = 0
        var j = middle
        var destination = start
        while i < scratch.count, j < end {
            if scratch[i].key >= entries[j].key {
                entries[destination] = scratch[i]
                i += 1
            } else {
                entries[destination] = entries[j]
                j += 1
            }
            destination += 1
        }
        // What is left of the right run is in place already.
        while i < scratch.count {
            entries[destination] = scratch[i]
            i += 1
            destination += 1
        }
    }

    /// The run ``mergeSort(_:scratch:)`` sorts by insertion before merging: short enough that the insertion's
    /// moves stay few, long enough to save merge passes.
    static var mergeSortRun: Int { 8 }

    /// Fills ``settleKeys`` with each candidate's ``settleKey(of:)``, in the candidates' order.
    ///
    /// The candidates and their views are borrowed, not retained: the walk reads stored properties only, and runs
    /// no app code.
    private func computeSettleKeys() {
        settleKeys.removeAllKeepingCapacity()
        // Recognizers of one view usually follow each other: the view's depth is walked once for them.
        var lastViewAddress: UInt = 0
        var lastDepth = 0
        candidates.forEachUnretained { recognizer in
            guard let viewReference = recognizer.viewReference else {
                settleKeys.append(-1)
                return
            }
            let key = viewReference.withObject { view in
                if viewReference.address != lastViewAddress {
                    lastViewAddress = viewReference.address
                    lastDepth = Self.depth(of: view)
                }
                return Self.settleKey(of: recognizer, on: view, depth: lastDepth)
            }
            settleKeys.append(key)
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
