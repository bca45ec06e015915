import Testing
@testable import TouchKit
@testable import TouchKitScenarios

/// Issue 16: the storm's and the fuzzer's scenes get drop destinations, context menus and spring-loaded views from a
/// side input of their own (stream 3), so kept inputs decode their scene, stream and animations as before.
@MainActor
@Suite struct StormDragAndDropTests {
    @Test func dropsAndMenusComeFromStreamThreeLeavingTheOtherStreamsAsTheyWere() {
        expectSideStream(3, differsFrom: [0, 1], inputs: [FuzzInput(seed: 7)])   // the interactions' and the animations'
    }

    @Test func stormScenesDropAndShowMenusAndHoldEveryInvariant() {
        var enters = 0, menus = 0, destinations = 0
        playStormScenes(seeds: 300) { scenario in
            for view in scenario.views {
                for interaction in view.interactions {
                    if let drop = interaction as? UIDropInteraction {
                        destinations += 1
                        enters += (drop.delegate as? ScenarioDropDelegate)?.enters ?? 0
                    }
                    if let menu = interaction as? UIContextMenuInteraction {
                        menus += (menu.delegate as? ScenarioContextMenuDelegate)?.menusShown ?? 0
                    }
                }
            }
        }
        #expect(destinations > 100)
        #expect(enters > 0)
        #expect(menus > 0)
    }

    /// Issue 31: the scenes' menus are modal, and their touches land on them: rows get chosen (the storm chooses
    /// nothing in code, so only touches on a row, or the showing finger slid onto one, do it) and menus go.
    @Test func stormScenesTouchModalMenusRows() {
        var shown = 0, ended = 0, chosen = 0
        playStormScenes(seeds: 300) { scenario in
            for view in scenario.views {
                for case let menu as UIContextMenuInteraction in view.interactions {
                    guard let delegate = menu.delegate as? ScenarioContextMenuDelegate else { continue }
                    shown += delegate.menusShown
                    ended += delegate.menusEnded
                    chosen += delegate.rowsChosen
                }
            }
        }
        #expect(shown > 0)
        #expect(ended > 0)
        #expect(chosen > 0)
    }
}
