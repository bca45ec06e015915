// Core Animation for ported code on Linux (Package.swift, `uikitNamedModules`): `import QuartzCore` gives TouchKit's
// `CALayer`, `CATransform3D` and its functions, `CATransaction`, `CADisplayLink` and `CACurrentMediaTime()`, and, as
// Apple's module does, Core Graphics. This module never exists on Apple platforms, where it would shadow Apple's.

@_exported import CoreGraphics
@_exported import TouchKit
