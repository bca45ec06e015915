/// Exclusion: the first recognizer to recognize wins, and keeps the recognizers it interacts with from recognizing.
///
/// The rule (docs/UIKitFacts.md, "Gesture recognizer core"; the 2017 talk, Modern User Interaction on iOS): when a
/// recognizer is admitted it prevents every other recognizer in play whose view is the same as its own or an ancestor
/// or descendant of it (siblings never interact), unless `canPrevent`/`canBePrevented` say no, either delegate allows
/// simultaneous recognition, or a failure requirement links the two. A recognizer that recognizes while an
/// interacting one is already admitted is prevented in the same way. Each answer is one ``ExclusionRule``.
extension GestureArena {
    /// An admitted, still-recognizing recognizer that keeps `recognizer` from recognizing, if any.
    func admittedRecognizer(preventing recognizer: UGR) -> UGR? {
        guard mayHaveAdmitted else { return nil }
        // The participants borrowed from a copy of the list, which keeps them alive whatever the delegates asked do.
        let list = participants
        var index = 0
        while index < list.count {
            let prevents = list.withUnretainedElement(at: index) { other in
                other !== recognizer && other.isAdmitted && (other.storedState == .began || other.storedState == .changed)
                    && mayPrevent(other, recognizer)
            }
            if prevents { return list[index] }
            index += 1
        }
        return nil
    }

    /// Whether `winner`, recognizing, prevents `loser`.
    func mayPrevent(_ winner: UGR, _ loser: UGR) -> Bool {
        exclusionRule(winner, loser)?.preventsOther == true
    }

    /// The rule that decides whether `winner`, recognizing, prevents `loser` (``ExclusionRule/exclusion`` when it
    /// does), or nil when their views do not interact.
    func exclusionRule(_ winner: UGR, _ loser: UGR) -> ExclusionRule? {
        guard interact(winner, loser) else { return nil }
        if let simultaneity = simultaneityRule(winner, loser) { return simultaneity }
        if requiresFailure(winner, of: loser) || requiresFailure(loser, of: winner) { return .failureRequirement }
        if !winner.canPrevent(loser) { return .canPreventDeclined }
        if !loser.canBePrevented(by: winner) { return .canBePreventedDeclined }
        return .exclusion
    }

    /// Recognizers interact when their views are the same or one contains the other; siblings never do.
    ///
    /// Plain views (``UIView/isPlainView``) cannot override `isDescendant(of:)`, so no app code runs: they are
    /// borrowed, not retained (the usual case: a cell and a control on one touched path).
    func interact(_ a: UGR, _ b: UGR) -> Bool {
        guard let referenceA = a.viewReference, let referenceB = b.viewReference else { return false }
        let plainAnswer: Bool? = referenceA.withObject { viewA in
            referenceB.withObject { viewB in
                guard viewA.isPlainView, viewB.isPlainView else { return nil }
                return Self.plainView(viewA, isInside: viewB) || Self.plainView(viewB, isInside: viewA)
            }
        }
        if let plainAnswer { return plainAnswer }
        let viewA = referenceA.object, viewB = referenceB.object
        return viewA.isDescendant(of: viewB) || viewB.isDescendant(of: viewA)
    }

    /// `UIView.isDescendant(of:)` for a plain view (``UIView/isPlainView``: it cannot override it), walked up its
    /// unretained superviews (UIView's walk retains each).
    static func plainView(_ view: UIView, isInside ancestor: UIView) -> Bool {
        if view === ancestor { return true }
        var current = view.unretainedSuperview
        while let parent = current {
            if parent.refers(to: ancestor) { return true }
            current = parent.withObject { $0.unretainedSuperview }
        }
        return false
    }

    /// Why `a` and `b` recognize together, or nil when nothing lets them.
    func simultaneityRule(_ a: UGR, _ b: UGR) -> ExclusionRule? {
        if a.recognizesSimultaneouslyByDesign(with: b) || b.recognizesSimultaneouslyByDesign(with: a) {
            return .simultaneousByDesign
        }
        if a.delegateIfSet?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return .simultaneousByDelegate }
        return b.delegateIfSet?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true ? .simultaneousByDelegate : nil
    }
}

extension UIGestureRecognizer {
    /// Still in the running: undecided, recognizing, recognized and waiting on a requirement, or a discrete gesture
    /// that recognized on this same event and is not settled yet (a tie, which the first settled wins: see
    /// ``GestureArena``'s settle order).
    var isStillContending: Bool {
        switch storedState {
        case .possible, .began, .changed: true
        case .ended: isWaitingForFailureRequirement || (hasPendingStateChange && !isAdmitted)
        case .cancelled, .failed: false
        }
    }
}
