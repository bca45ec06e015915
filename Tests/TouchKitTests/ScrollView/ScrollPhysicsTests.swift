import Testing
@testable import TouchKit

// Every expected number below is worked out by hand from the formula in docs/UIKitFacts.md, "Scroll view"; the comment
// beside it shows the working.

/// Steps a deceleration to the end at `framesPerSecond`, returning every offset it passed through.
private func run(_ deceleration: inout Deceleration, framesPerSecond: Double) -> [CGFloat] {
    var offsets: [CGFloat] = []
    var frames = 0
    while !deceleration.isFinished && frames < 10_000 {
        deceleration.step(by: 1 / framesPerSecond)
        offsets.append(deceleration.offset)
        frames += 1
    }
    return offsets
}

/// The scroll physics building blocks, one suite each.
@Suite enum ScrollPhysicsTests {
    @Suite struct RubberBandTests {
        let band = RubberBand(minimum: 0, maximum: 1200, dimension: 800)

        @Test func twoHundredPointsPastTheEndShowAsNinetySixPointSeven() {
            // (1 − 1/(200·0.55/800 + 1))·800 = (1 − 1/1.1375)·800 = 0.120879·800 = 96.703
            #expect(approximately(band.displayedOffset(forUnclamped: 1400), 1200 + 96.703, within: 0.001))
        }

        @Test func theBandPullsTowardTheStartEdgeToo() {
            // Same distance past the other edge: 0 − 96.703.
            #expect(approximately(band.displayedOffset(forUnclamped: -200), -96.703, within: 0.001))
        }

        @Test(arguments: [0, 1, 600, 1199.5, 1200] as [CGFloat])
        func offsetsInsideTheRangeAreShownAsIs(offset: CGFloat) {
            #expect(band.displayedOffset(forUnclamped: offset) == offset)
        }

        @Test func theBandStartsWithSlopePointFiveFive() {
            // 1 pt past: (1 − 1/(0.55/800 + 1))·800 = 0.000687/1.000687·800 = 0.5496
            #expect(approximately(band.displayedOffset(forUnclamped: 1201), 1200.5496, within: 0.0001))
        }

        @Test func theBandNeverReachesTheBoundsDimension() {
            // b → d as x → ∞. A million points past: (1 − 1/(10⁶·0.55/800 + 1))·800 = 800 − 800/688.5 = 798.838.
            let shown = band.displayedOffset(forUnclamped: 1_001_200) - 1200
            #expect(approximately(shown, 798.838, within: 0.001))
            #expect(band.displayedOffset(forUnclamped: 1e12) - 1200 < 800)
        }

        @Test(arguments: [1200 + 96.703, -96.703, 1200.5496, -0.001, 500] as [CGFloat])
        func theInverseUndoesTheBand(displayed: CGFloat) {
            // x = b·d/(c·(d − b)); for b = 96.703: 96.703·800/(0.55·703.297) = 200.0
            let unclamped = band.unclampedOffset(forDisplayed: displayed)
            #expect(approximately(band.displayedOffset(forUnclamped: unclamped), displayed, within: 1e-9))
        }

        @Test func theInverseOfNinetySixPointSevenIsTwoHundred() {
            #expect(approximately(band.unclampedOffset(forDisplayed: 1200 + 96.7032967), 1400, within: 0.0001))
        }

        @Test func anOverscrollBeyondTheBandsLimitMapsToAFiniteOffset() {
            // Only a programmatic offset can be 900 pt past on an 800 pt band: read as 99.9 % of 800 = 799.2, whose
            // preimage is 799.2·800/(0.55·0.8) = 1_453_090.9.
            let unclamped = band.unclampedOffset(forDisplayed: 1200 + 900)
            #expect(approximately(unclamped, 1200 + 1_453_090.9, within: 0.1))
        }

        @Test func contentSmallerThanTheBoundsRestsAtTheMinimum() {
            let small = RubberBand(minimum: -20, maximum: -300, dimension: 800)
            #expect(small.maximum == -20)
            // 200 past −20: −20 + 96.703.
            #expect(approximately(small.displayedOffset(forUnclamped: 180), -20 + 96.703, within: 0.001))
        }

        @Test func aZeroDimensionStopsAtTheEdge() {
            let flat = RubberBand(minimum: 0, maximum: 100, dimension: 0)
            #expect(flat.displayedOffset(forUnclamped: 300) == 100)
            #expect(flat.displayedOffset(forUnclamped: -300) == 0)
        }
    }

    @Suite struct DecelerationTests {
        @Test func aOnePointPerMillisecondFlickProjects499Point5PointsAtTheNormalRate() {
            // −v/ln d = −1/ln 0.998 = 1/0.0020020 = 499.50
            let target = Deceleration.projectedOffset(from: 100, velocity: 1, rate: Deceleration.normalRate)
            #expect(approximately(target, 100 + 499.5, within: 0.5))
        }

        @Test func aOnePointPerMillisecondFlickProjects99Point5PointsAtTheFastRate() {
            // −1/ln 0.99 = 1/0.0100503 = 99.50
            let target = Deceleration.projectedOffset(from: 100, velocity: 1, rate: Deceleration.fastRate)
            #expect(approximately(target, 100 + 99.5, within: 0.5))
        }

        @Test func aNegativeVelocityProjectsBackward() {
            #expect(approximately(Deceleration.projectedOffset(from: 0, velocity: -1), -499.5, within: 0.5))
        }

        @Test func oneSixteenMillisecondStepFollowsUIKitsFormula() {
            // f = 0.998^16 = 0.968476; Δ = 1·0.998·(1 − 0.968476)/0.002 = 499·0.031524 = 15.7307
            var deceleration = Deceleration(offset: 0, velocity: 1)
            deceleration.step(by: 0.016)
            #expect(approximately(deceleration.offset, 15.7307, within: 0.0001))
            #expect(approximately(deceleration.velocity, 0.968476, within: 0.000001))
        }

        @Test func twoShortStepsLandWhereOneLongStepDoes() {
            // d·(1 − d^a)/(1 − d) + d^a·d·(1 − d^b)/(1 − d) = d·(1 − d^(a+b))/(1 − d): the step is exact.
            var twoSteps = Deceleration(offset: 0, velocity: 2)
            twoSteps.step(by: 1.0 / 120)
            twoSteps.step(by: 1.0 / 120)
            var oneStep = Deceleration(offset: 0, velocity: 2)
            oneStep.step(by: 1.0 / 60)
            #expect(approximately(twoSteps.offset, oneStep.offset, within: 1e-9))
            #expect(approximately(twoSteps.velocity, oneStep.velocity, within: 1e-12))
        }

        @Test func aFreeDecelerationStopsAtTheSamePlaceAt60And120Hertz() {
            // It stops on the first frame with v < 0.01, having moved 499·(1 − v): v is in (0.01·0.998^16.7, 0.01) =
            // (0.00967, 0.01) at 60 Hz and (0.00983, 0.01) at 120 Hz, so both rest in 494.01...494.17.
            var at60 = Deceleration(offset: 0, velocity: 1)
            var at120 = Deceleration(offset: 0, velocity: 1)
            _ = run(&at60, framesPerSecond: 60)
            _ = run(&at120, framesPerSecond: 120)
            #expect(at60.offset >= 494.0 && at60.offset <= 494.2)
            #expect(at120.offset >= 494.0 && at120.offset <= 494.2)
            #expect(abs(at60.offset - at120.offset) < 0.2)
            #expect(at60.velocity == 0 && at60.isFinished)
        }

        @Test func decelerationTowardTheProjectionRestsExactlyOnIt() {
            // 499.4998, rounded to the 2× pixel grid as the scroll view does: 998.9997 px → 999 px → 499.5 pt.
            let target = PixelGrid().rounded(Deceleration.projectedOffset(from: 0, velocity: 1))
            #expect(target == 499.5)
            var deceleration = Deceleration(offset: 0, velocity: 1, target: target)
            let offsets = run(&deceleration, framesPerSecond: 60)
            #expect(deceleration.isFinished)
            #expect(deceleration.offset == 499.5)
            // It never passes the target and never turns back.
            #expect(offsets.allSatisfy { $0 <= 499.5 })
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        }

        @Test func theLastFrameOfATargetedDecelerationSnapsLessThanAPoint() {
            // The chosen velocity reaches the target just as v falls to 0.01 pt/ms, so the last frame is a normal one:
            // at most 0.01 pt/ms × 16.7 ms ≈ 0.17 pt.
            var deceleration = Deceleration(offset: 0, velocity: 1, target: 500)
            var last: CGFloat = 0
            var beforeLast: CGFloat = 0
            while !deceleration.isFinished {
                beforeLast = last
                deceleration.step(by: 1.0 / 60)
                last = deceleration.offset
            }
            #expect(last - beforeLast < 0.2)
        }

        @Test func aTargetedDecelerationAdjustsTheVelocityOnlySlightly() {
            // v₀ = D·(1 − d)/d + 0.01 = 499.5·0.002/0.998 + 0.01 = 1.0010 + 0.01 = 1.011
            let deceleration = Deceleration(offset: 0, velocity: 1, target: Deceleration.projectedOffset(from: 0, velocity: 1))
            #expect(approximately(deceleration.velocity, 1.011, within: 0.001))
        }

        @Test func aTargetedDecelerationEndsAtTheSamePlaceAt60And120Hertz() {
            var at60 = Deceleration(offset: 0, velocity: 1, rate: Deceleration.fastRate, target: 100)
            var at120 = Deceleration(offset: 0, velocity: 1, rate: Deceleration.fastRate, target: 100)
            _ = run(&at60, framesPerSecond: 60)
            _ = run(&at120, framesPerSecond: 120)
            #expect(at60.offset == 100 && at120.offset == 100)
        }

        @Test func aDelegateTargetBehindTheFlickReversesTheMotion() {
            // The finger went forward at 1 pt/ms, the delegate asked for −50: the content heads back to −50.
            var deceleration = Deceleration(offset: 0, velocity: 1, target: -50)
            #expect(deceleration.velocity < 0)
            let offsets = run(&deceleration, framesPerSecond: 60)
            #expect(deceleration.offset == -50)
            #expect(offsets.allSatisfy { $0 >= -50 && $0 <= 0 })
        }

        @Test func aTargetAtTheOffsetIsAlreadyFinished() {
            let deceleration = Deceleration(offset: 320, velocity: 2, target: 320)
            #expect(deceleration.isFinished && deceleration.offset == 320 && deceleration.velocity == 0)
        }

        @Test(arguments: [(0.24, false), (0.25, true), (-0.26, true), (0, false)] as [(CGFloat, Bool)])
        func coastingNeedsAQuarterPointPerMillisecond(velocity: CGFloat, coasts: Bool) {
            #expect(Deceleration.shouldDecelerate(velocity: velocity) == coasts)
        }

        @Test(arguments: [(0.999, 0.998), (0.995, 0.998), (0.994, 0.998), (0.993, 0.99), (0.5, 0.99)] as [(CGFloat, CGFloat)])
        func otherRatesSnapToTheNearerUIKitRate(rate: CGFloat, snapped: CGFloat) {
            #expect(Deceleration.snappedRate(rate) == snapped)
        }

        @Test func anInvalidRateFallsBackToNormal() {
            #expect(Deceleration(offset: 0, velocity: 1, rate: 1.5).rate == Deceleration.normalRate)
            #expect(Deceleration(offset: 0, velocity: 1, rate: .nan).rate == Deceleration.normalRate)
        }

        @Test func aVelocityBelowTheStopSpeedDoesNotMove() {
            let deceleration = Deceleration(offset: 10, velocity: 0.005)
            #expect(deceleration.isFinished && deceleration.offset == 10)
        }

        @Test func theRestingOffsetOfAFreeDecelerationIsKnownInAdvance() {
            // offset + (v − 0.01)·d/(1 − d) = 0 + 0.99·499 = 494.01; the run stops within one frame's travel after it.
            var deceleration = Deceleration(offset: 0, velocity: 1)
            #expect(approximately(deceleration.restingOffset, 494.01, within: 0.001))
            _ = run(&deceleration, framesPerSecond: 120)
            #expect(abs(deceleration.offset - 494.01) < 0.1)
        }
    }

    @Suite struct SpringBounceTests {
        @Test func aBounceFromAHundredPointsNeverOvershoots() {
            // x(t) = (100 + (0 + 10·100)·t)·e^(−10t) = (100 + 1000t)·e^(−10t) > 0 for every t.
            var bounce = SpringBounce(offset: 100, target: 0)
            var previous: CGFloat = 100
            while !bounce.isFinished {
                bounce.step(by: 1.0 / 60)
                #expect(bounce.offset >= 0 && bounce.offset <= previous)
                previous = bounce.offset
            }
            #expect(bounce.offset == 0 && bounce.velocity == 0)
        }

        @Test func aBounceFromAHundredPointsEndsOnTheFirstFrameWithinHalfAPoint() {
            // (100 + 1000t)·e^(−10t) < 0.5 first at t = 0.7430 s (t = 0.74: 840·e^(−7.4) = 0.513; t = 0.75: 850·e^(−7.5)
            // = 0.470). Its speed there is 10000·t·e^(−10t) = 4.4 pt/s, under the 10 pt/s rest speed, so the distance
            // decides: frame 45 at 60 Hz (44/60 = 0.733 s is too early, 45/60 = 0.75 s is past 0.743 s).
            var bounce = SpringBounce(offset: 100, target: 0)
            var frames = 0
            while !bounce.isFinished {
                bounce.step(by: 1.0 / 60)
                frames += 1
            }
            #expect(frames == 45)
        }

        @Test func theSpringFollowsTheClosedForm() {
            // x(0.1) = (100 + 1000·0.1)·e^(−1) = 200·0.367879 = 73.576
            var bounce = SpringBounce(offset: 1100, target: 1000)
            bounce.step(by: 0.1)
            #expect(approximately(bounce.offset, 1073.576, within: 0.001))
        }

        @Test func theSpringIsTheSameAt60And120Hertz() {
            var at60 = SpringBounce(offset: 100, velocity: -0.5, target: 0)
            var at120 = SpringBounce(offset: 100, velocity: -0.5, target: 0)
            for _ in 0..<15 { at60.step(by: 1.0 / 60) }
            for _ in 0..<30 { at120.step(by: 1.0 / 120) }
            #expect(approximately(at60.offset, at120.offset, within: 1e-9))
        }

        @Test func aSpringThrownThroughTheTargetOvershootsOnceAndComesBack() {
            // A deceleration crossing the edge at 2 pt/ms: x₀ = 0, v₀ = 2000 pt/s, x(t) = 2000t·e^(−10t), largest at
            // t = 1/ω = 0.1 s: 200·e^(−1) = 73.576 pt past the edge.
            var bounce = SpringBounce(offset: 0, velocity: 2, target: 0)
            #expect(!bounce.isFinished)   // on the target, but moving fast
            bounce.step(by: 0.1)
            #expect(approximately(bounce.offset, 73.576, within: 0.001))
            while !bounce.isFinished { bounce.step(by: 1.0 / 60) }
            #expect(bounce.offset == 0)
        }

        @Test func aBounceStartingAtRestOnTheTargetIsAlreadyFinished() {
            let bounce = SpringBounce(offset: 0.3, target: 0)
            #expect(bounce.isFinished && bounce.offset == 0)
        }
    }

    @Suite struct PagingTests {
        // Four pages of 400 pt: offsets 0, 400, 800, 1200.
        let paging = Paging(pageSize: 400, minimum: 0, maximum: 1200)

        @Test(arguments: [(0.29, 400), (0.31, 800), (-0.29, 400), (-0.31, 400)] as [(CGFloat, CGFloat)])
        func aLiftFasterThanPointThreeTurnsThePage(velocity: CGFloat, page: CGFloat) {
            // At 450 (page 1.125): slow → nearest page 1 (400); fast forward → next page 2 (800); fast backward → the
            // page boundary behind, page 1 (400).
            #expect(paging.targetOffset(from: 450, velocity: velocity) == page)
        }

        @Test func aSlowLiftPastHalfAPageGoesToTheNextPage() {
            // 700 is page 1.75: nearest is page 2.
            #expect(paging.targetOffset(from: 700, velocity: 0) == 800)
        }

        @Test func aFlickNeverSkipsAPage() {
            // 3 pt/ms from page 1.125 still lands on page 2.
            #expect(paging.targetOffset(from: 450, velocity: 3) == 800)
        }

        @Test func theLastPartialPageRestsAtTheContentsEnd() {
            // Content ending at 1100 (not a whole page): page 3 (1200) is clamped to 1100.
            let partial = Paging(pageSize: 400, minimum: 0, maximum: 1100)
            #expect(partial.targetOffset(from: 1000, velocity: 0.5) == 1100)
        }

        @Test func anOverscrolledLiftComesBackToTheEdgePage() {
            #expect(paging.targetOffset(from: -80, velocity: -1) == 0)
            #expect(paging.targetOffset(from: 1290, velocity: 1) == 1200)
        }
    }

    @Suite struct ZoomScaleTests {
        let band = ZoomRubberBand(minimumScale: 1, maximumScale: 4)

        @Test(arguments: [
            (8, 6),                 // max·(2 − max/s) = 4·(2 − 4/8) = 6
            (5, 4.8),               // 4·(2 − 4/5) = 4·1.2 = 4.8
            (2, 2),                 // inside: as is
            (0.5, 0.666_666_666_7), // min/(2 − s/min) = 1/(2 − 0.5) = 2/3
            (0.25, 0.571_428_571_4), // 1/(2 − 0.25) = 1/1.75 = 4/7
        ] as [(CGFloat, CGFloat)])
        func pastTheLimitsTheScaleRubberBands(scale: CGFloat, shown: CGFloat) {
            #expect(approximately(band.displayedScale(forUnclamped: scale), shown, within: 1e-9))
        }

        @Test func theBandStaysBelowTwiceTheMaximumAndAboveHalfTheMinimum() {
            #expect(band.displayedScale(forUnclamped: 1e6) < 8)
            #expect(band.displayedScale(forUnclamped: 1e-6) > 0.5)
        }

        @Test(arguments: [6, 4.8, 0.6, 3] as [CGFloat])
        func theInverseUndoesTheBand(shown: CGFloat) {
            // 6 ← s = max/(2 − 6/4) = 4/0.5 = 8; 0.6 ← s = min·(2 − min/0.6) = 2 − 1.667 = 0.333
            let scale = band.unclampedScale(forDisplayed: shown)
            #expect(approximately(band.displayedScale(forUnclamped: scale), shown, within: 1e-9))
        }

        @Test(arguments: [
            (1, 2, 0.307_944),  // |ln 1 − ln 2|·0.3 + 0.1 = 0.693147·0.3 + 0.1 = 0.307944
            (4, 2, 0.307_944),  // the same ratio, the same time
            (1, 4, 0.4),        // 1.386294·0.3 + 0.1 = 0.5159, capped at 0.4
            (3, 3, 0.1),        // no change: the 0.1 s base
        ] as [(CGFloat, CGFloat, Double)])
        func zoomAnimationsLastBetweenATenthAndFourTenthsOfASecond(from: CGFloat, to: CGFloat, duration: Double) {
            #expect(abs(ZoomAnimation.duration(from: from, to: to) - duration) < 1e-6)
        }
    }

    @Suite struct ProgrammaticScrollAnimationTests {
        @Test func anAnimatedScrollTakesPointThreeSeconds() {
            var animation = ProgrammaticScrollAnimation(from: .zero, to: CGPoint(x: 0, y: 600))
            var frames = 0
            while !animation.isFinished {
                animation.step(by: 1.0 / 60)
                frames += 1
            }
            #expect(frames == 18)   // 0.3 s × 60 Hz
            #expect(animation.offset == CGPoint(x: 0, y: 600))
        }

        @Test func theEaseInOutCurveIsHalfwayAtHalfTime() {
            // Bézier (0.42, 0), (0.58, 1) at t = 0.5: x = 3·¼·½·0.42 + 3·½·¼·0.58 + ⅛ = 0.1575 + 0.2175 + 0.125 = 0.5,
            // y = 0 + 3·½·¼·1 + ⅛ = 0.5.
            let animation = ProgrammaticScrollAnimation(from: CGPoint(x: 100, y: 0), to: CGPoint(x: 300, y: 600))
            #expect(approximately(animation.offset(atElapsed: 0.15), CGPoint(x: 200, y: 300), within: 1e-6))
        }

        @Test func theEaseInOutCurveStartsSlowly() {
            // At t = ¼: x = 3·(9/16)·¼·0.42 + 3·¾·(1/16)·0.58 + 1/64 = 0.1771875 + 0.0815625 + 0.015625 = 0.274375,
            // y = 3·¾·(1/16) + 1/64 = 0.140625 + 0.015625 = 0.15625.
            let curve = ProgrammaticScrollAnimation.TimingCurve.easeInEaseOut
            #expect(approximately(curve.progress(atFraction: 0.274375), 0.15625, within: 1e-6))
            // And symmetrically ends slowly.
            #expect(approximately(curve.progress(atFraction: 1 - 0.274375), 1 - 0.15625, within: 1e-6))
        }
    }

    @Suite struct PixelGridTests {
        @Test(arguments: [
            (10.3, 10.5),    // 20.6 px → 21 → 10.5
            (10.2, 10.0),    // 20.4 px → 20 → 10
            (10.25, 10.5),   // 20.5 px: halves go away from zero → 21 → 10.5
            (-10.25, -10.5), // −20.5 px → −21 → −10.5
        ] as [(CGFloat, CGFloat)])
        func offsetsRoundToHalfPointsAtScaleTwo(value: CGFloat, rounded: CGFloat) {
            #expect(PixelGrid().rounded(value) == rounded)
        }

        @Test func roundingMatchesCRoundBitForBitOnWholeHalfAndHugeValues() {
            // Whole pixel values skip the call to `round`; every value must come out as `round` gives it, sign of
            // zero included, on both sides of 2^51 where the shortcut stops.
            let values: [CGFloat] = [
                0, -0.0, 0.5, -0.5, 1, -1, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 20.4, 20.5, 20.6,
                -20.5, 1e15, -1e15, 0x1p51 - 1, 0x1p51 - 0.5, 0x1p51, -0x1p51, 0x1p51 + 1, 0x1p52 + 1, 0x1p53,
                1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
            ]
            for scale: CGFloat in [1, 2, 3] {
                for value in values where (value / scale).isFinite {
                    let point = value / scale
                    let expected = (point * scale).rounded(.toNearestOrAwayFromZero) / scale
                    #expect(PixelGrid(scale: scale).rounded(point).bitPattern == expected.bitPattern,
                            "scale \(scale), \(point)")
                }
            }
        }

        @Test func atScaleThreeOffsetsRoundToThirds() {
            // 10.3·3 = 30.9 px → 31 → 10.333…
            #expect(approximately(PixelGrid(scale: 3).rounded(10.3), 31.0 / 3, within: 1e-12))
        }

        @Test func pointsRoundOnBothAxes() {
            #expect(PixelGrid().rounded(CGPoint(x: 0.2, y: 99.9)) == CGPoint(x: 0, y: 100))
        }

        @Test func aZeroScaleLeavesValuesAlone() {
            #expect(PixelGrid(scale: 0).rounded(10.3) == 10.3)
        }
    }
}
