// Core Graphics for ported code on Linux (Package.swift, `uikitNamedModules`): `import CoreGraphics` gives what
// Apple's module gives touch code. Foundation on Linux has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; TouchKit adds
// `CGAffineTransform`, `CGVector` and the members Swift imports from Core Graphics' functions (`equalTo(_:)`).
// This module never exists on Apple platforms, where it would shadow Apple's.

@_exported import Foundation
@_exported import TouchKit
