/// An image as data: UIKit's `UIImage` with its name, size and scale, and no pixels (TouchKit draws none).
///
/// `UIImage(named:)` and `UIImage(systemName:)` find no files: TouchKit has no bundle or asset catalog. A name
/// registered with ``register(named:size:scale:)`` gives that size and scale; any other non-empty name gives an image
/// of size zero at scale 1, so ported code that force-unwraps `UIImage(named: "card")!` runs, and sizes come from
/// the frames it sets. An empty name gives nil, as UIKit's lookup of no name finds nothing.
///
/// - Note: UIKit returns nil for a name its bundle lacks; TouchKit returns an image, because it has no bundle to
///   check. Register the sizes the code reads (`image.size`).
public final class UIImage: NSObject, Sendable {
    /// TouchKit only: the name it was made with (`UIImage(named:)`); nil for a system image or an unnamed one.
    public let name: String?
    /// TouchKit only: the SF Symbol name it was made with (`UIImage(systemName:)`); nil otherwise.
    public let systemName: String?
    /// The size in points, as UIKit's (pixel size divided by ``scale``).
    public let size: CGSize
    /// Pixels per point: 1, 2 or 3 on iOS devices.
    public let scale: CGFloat

    private init(name: String?, systemName: String?, size: CGSize, scale: CGFloat) {
        self.name = name
        self.systemName = systemName
        self.size = size
        self.scale = scale
        super.init()
    }

    /// An empty image: size zero, scale 1, as UIKit's `UIImage()`.
    public override convenience init() {
        self.init(name: nil, systemName: nil, size: .zero, scale: 1)
    }

    /// The image named `name`: the size and scale registered for it, else size zero at scale 1; nil for an empty
    /// name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        let registered = UIImage.registered(name)
        self.init(name: name, systemName: nil, size: registered.size, scale: registered.scale)
    }

    /// The system symbol named `name`: the size and scale registered for `"system:" + name`, else size zero at
    /// scale 1; nil for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        let registered = UIImage.registered("system:" + name)
        self.init(name: nil, systemName: name, size: registered.size, scale: registered.scale)
    }

    /// TouchKit only: gives the images later made with `UIImage(named: name)` this size (points) and scale, standing
    /// in for the asset catalog. A negative or non-finite size, or a scale that is not positive and finite, is
    /// ignored. Register a system symbol as `"system:" + name`.
    public static func register(named name: String, size: CGSize, scale: CGFloat = 1) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              scale.isFinite, scale > 0 else { return }
        registry.withLock { $0[name] = (size, scale) }
    }

    private static let registry = ImageRegistry()

    private static func registered(_ name: String) -> (size: CGSize, scale: CGFloat) {
        registry.withLock { $0[name] } ?? (.zero, 1)
    }

    /// "UIImage(named: …, size: …)".
    public override var description: String {
        "UIImage(\(name.map { "named: \($0), " } ?? systemName.map { "systemName: \($0), " } ?? "")size: \(size))"
    }
}

/// The registered sizes, behind a lock: images are made on any thread, as UIKit's are.
private final class ImageRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var sizes: [String: (size: CGSize, scale: CGFloat)] = [:]

    func withLock<T>(_ body: (inout [String: (size: CGSize, scale: CGFloat)]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&sizes)
    }
}
