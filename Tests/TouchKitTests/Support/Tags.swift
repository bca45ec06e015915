import Testing

/// Where a test came from, as a Swift Testing tag: a test lives in the file of the behaviour it checks, and how it was
/// found (the storm, the fuzzer, the fact sheet) is a tag, never a file name.
extension Tag {
    /// A failure the storm found (scripts/storm.sh): a seed that broke an invariant, scripted here by hand.
    @Tag static var storm: Self
    /// A failure the fuzzer found (scripts/fuzz.sh): a kept input from Fuzz/crashes/, replayed or scripted by hand.
    @Tag static var fuzzer: Self
    /// A check of one rule of the UIKit fact sheet (docs/UIKitFacts.md), named after the rule.
    @Tag static var factSheet: Self
}
