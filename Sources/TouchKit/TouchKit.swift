// TouchKit: UIKit's touch handling, in pure Swift, for Linux and anywhere UIKit is absent.
//
// `import TouchKit` also gives Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, as `import UIKit` does.
@_exported import Foundation
