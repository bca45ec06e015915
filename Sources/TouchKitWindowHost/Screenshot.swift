/// A frame's pixels as a binary PPM (P6) image: what `touchkit-window --screenshot` writes when it closes, and what
/// the window check (scripts/window-check.sh) compares with its committed reference.
public enum Screenshot {
    /// The PPM file of `width` × `height` pixels given as RGB bytes, row by row from the top; nil when the sizes and
    /// the byte count disagree.
    public static func ppm(width: Int, height: Int, rgb: [UInt8]) -> [UInt8]? {
        guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
        return Array("P6\n\(width) \(height)\n255\n".utf8) + rgb
    }
}
