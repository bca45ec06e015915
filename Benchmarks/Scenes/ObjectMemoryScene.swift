import TouchKit

/// Memory per view and per recognizer: a window with a parent view that receives the new views, and views made in
/// advance that each receive one new recognizer (the usual case: a recognizer or two per view), so what one
/// ``addView()``, ``addRecognizer()`` or ``addPanRecognizer()`` allocates is one object created and installed.
@MainActor
public final class ObjectMemoryScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private var hosts: [UIView] = []
    private var nextHost = 0

    /// `recognizerHosts`: how many views to prepare for ``addRecognizer()`` and ``addPanRecognizer()`` (one call each).
    public init(recognizerHosts: Int) {
        window.addSubview(parent)
        let hostParent = UIView(frame: window.bounds)
        window.addSubview(hostParent)
        hosts.reserveCapacity(recognizerHosts)
        for _ in 0..<recognizerHosts {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            hostParent.addSubview(view)
            hosts.append(view)
        }
    }

    /// Creates a view and adds it to the parent (which keeps it).
    public func addView() {
        parent.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 44, height: 44)))
    }

    /// Creates a tap recognizer with an action and adds it to the next prepared view (which keeps it).
    public func addRecognizer() {
        addToNextHost(UITapGestureRecognizer { _ in })
    }

    /// Creates a pan recognizer with an action and adds it to the next prepared view (which keeps it).
    public func addPanRecognizer() {
        addToNextHost(UIPanGestureRecognizer { _ in })
    }

    private func addToNextHost(_ recognizer: UIGestureRecognizer) {
        precondition(nextHost < hosts.count, "ObjectMemory: more recognizers than prepared views")
        hosts[nextHost].addGestureRecognizer(recognizer)
        nextHost += 1
    }
}
