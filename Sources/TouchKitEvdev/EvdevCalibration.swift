import TouchKit

/// How device coordinates become window points: the device's position is normalized to 0…1 on each axis with its
/// axis ranges, multiplied by a calibration matrix, turned by a rotation, and scaled to the window's bounds.
///
/// The matrix is libinput's `LIBINPUT_CALIBRATION_MATRIX` (a udev property): six numbers `a b c d e f` applied to
/// normalized coordinates, `x' = a·x + b·y + c`, `y' = d·x + e·y + f` (libinput's documentation, "Static device
/// configuration via udev"; its rotation examples are ``Rotation``'s matrices). The same string works here.
public struct EvdevCalibration: Sendable, Equatable {
    /// `a b c d e f`.
    public var matrix: [Double]
    /// Applied after the matrix.
    public var rotation: Rotation

    /// A panel mounted turned relative to the window, as libinput's documented matrices turn it.
    public enum Rotation: Int, Sendable, Equatable, CaseIterable {
        case none = 0
        /// 90° clockwise: libinput's `0 -1 1 1 0 0`.
        case clockwise90 = 90
        /// 180°: `-1 0 1 0 -1 1`.
        case upsideDown = 180
        /// 270° clockwise (90° counterclockwise): `0 1 0 -1 0 1`.
        case clockwise270 = 270

        var matrix: [Double] {
            switch self {
            case .none: [1, 0, 0, 0, 1, 0]
            case .clockwise90: [0, -1, 1, 1, 0, 0]
            case .upsideDown: [-1, 0, 1, 0, -1, 1]
            case .clockwise270: [0, 1, 0, -1, 0, 1]
            }
        }
    }

    /// Device coordinates mapped straight onto the window.
    public static let identity = EvdevCalibration()

    /// A calibration from a matrix of six numbers (any other count, or a non-finite number, is the identity: see
    /// ``init(libinputMatrix:rotation:)`` for text).
    public init(matrix: [Double] = [1, 0, 0, 0, 1, 0], rotation: Rotation = .none) {
        self.matrix = matrix.count == 6 && matrix.allSatisfy(\.isFinite) ? matrix : Rotation.none.matrix
        self.rotation = rotation
    }

    /// Parses libinput's udev property value, "a b c d e f"; nil unless it is six finite numbers.
    public init?(libinputMatrix text: String, rotation: Rotation = .none) {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Double($0) }
        guard numbers.count == 6, numbers.allSatisfy(\.isFinite) else { return nil }
        self.init(matrix: numbers, rotation: rotation)
    }

    /// Normalized device coordinates to normalized window coordinates (the matrix, then the rotation).
    func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        let m = matrix, r = rotation.matrix
        let calibrated = (x: m[0] * x + m[1] * y + m[2], y: m[3] * x + m[4] * y + m[5])
        return (r[0] * calibrated.x + r[1] * calibrated.y + r[2], r[3] * calibrated.x + r[4] * calibrated.y + r[5])
    }

    /// A device position in window points, for a window of `size`.
    public func point(x: Int32, y: Int32, device: EvdevDeviceDescription, in size: CGSize) -> CGPoint {
        let mapped = apply(x: device.x.normalized(x), y: device.y.normalized(y))
        return CGPoint(x: mapped.x * Double(size.width), y: mapped.y * Double(size.height))
    }
}
