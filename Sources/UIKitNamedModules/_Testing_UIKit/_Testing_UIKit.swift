// Empty on purpose. Swift's toolchain on Linux declares Swift Testing's cross-import overlay for UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay), so a file importing both Testing and this package's UIKit makes the
// compiler import `_Testing_UIKit`, which only Apple's platforms ship; without this module every such test file fails
// with "no such module". Apple's overlay adds image attachments, which TouchKit (no pixels) has no use for.
