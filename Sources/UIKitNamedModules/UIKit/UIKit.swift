// UIKit for ported code on Linux (Package.swift, `uikitNamedModules`): `import UIKit` gives TouchKit, Foundation,
// Core Graphics and Core Animation, as Apple's UIKit gives its own, so ported code keeps its import line. This
// module never exists on Apple platforms, where it would shadow Apple's.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import TouchKit
