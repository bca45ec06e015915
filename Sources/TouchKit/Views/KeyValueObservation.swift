// Key-value observation with Foundation's Swift spelling, for the properties touch code observes.
//
// On iOS, pull-to-refresh controls, sticky and parallax headers watch a scroll view with
// `scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in … }`. Foundation on Linux has no KVO
// (no `NSKeyValueObservation`, no `NSObject.observe`: checked against swift-corelibs-foundation with Swift 6.3), so
// TouchKit provides the same names and shapes for its own objects: ported code compiles unchanged.

/// What an observation reports: Foundation's `NSKeyValueObservingOptions`, with Foundation's raw values.
///
/// See also ``KeyValueObservable/observe(_:options:changeHandler:)``.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries ``NSKeyValueObservedChange/newValue``.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries ``NSKeyValueObservedChange/oldValue``.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler also runs once at once, when the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler also runs before each change (``NSKeyValueObservedChange/isPrior`` true).
    ///
    /// - Note: KVO sends the prior notification before the setter stores the value. TouchKit sends it just before
    ///   the after-change one, when the object already holds the new value; its ``NSKeyValueObservedChange/oldValue``
    ///   (with `.old`) is the value before the change.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change: Foundation's `NSKeyValueChange`. TouchKit observes properties, not collections, so every
/// change is ``setting``.
public enum NSKeyValueChange: UInt, Sendable {
    /// The property was set: the only kind TouchKit reports.
    case setting = 1
    /// Objects were inserted into a to-many relationship: not reported by TouchKit.
    case insertion = 2
    /// Objects were removed from a to-many relationship: not reported by TouchKit.
    case removal = 3
    /// Objects in a to-many relationship were replaced: not reported by TouchKit.
    case replacement = 4
}

/// One change of an observed property: Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of a change, as Foundation names it on the change.
    public typealias Kind = NSKeyValueChange
    /// Always ``NSKeyValueChange/setting``.
    public let kind: Kind
    /// The value after the change, when the observation asked for ``NSKeyValueObservingOptions/new``.
    public let newValue: Value?
    /// The value before the change, when the observation asked for ``NSKeyValueObservingOptions/old``.
    public let oldValue: Value?
    /// Whether this is the notification sent before the change (``NSKeyValueObservingOptions/prior``).
    public let isPrior: Bool
}

/// The token an observation lives as long as: Foundation's `NSKeyValueObservation`. The observation ends when the
/// token is deallocated or ``invalidate()`` is called.
///
/// - Note: Call ``invalidate()`` on the main actor, as UIKit code does (it is nonisolated so a plain `deinit` can
///   call it).
public final class NSKeyValueObservation: @unchecked Sendable {
    fileprivate var isValid = true

    fileprivate init() {}

    /// Ends the observation: the handler is not called again.
    public func invalidate() { isValid = false }
}

/// Objects whose properties can be observed with ``observe(_:options:changeHandler:)``: views (``UIView/center``,
/// ``UIView/bounds``, ``UIView/frame``, ``UIView/transform``; a scroll view's ``UIScrollView/contentOffset``,
/// ``UIScrollView/contentSize``, ``UIScrollView/contentInset``, ``UIScrollView/adjustedContentInset``,
/// ``UIScrollView/zoomScale``) and gesture recognizers (``UIGestureRecognizer/state``).
///
/// In UIKit this is Foundation's KVO on `NSObject`. TouchKit's observation is value-based: whenever one of the
/// properties above is set, every observation of the object reads its key path and reports a change when the value
/// differs from the one it last saw. So a key path derived from the observed properties (`\.frame`,
/// `\.contentOffset.y`) works too.
///
/// - Note: Differences from KVO: a set that leaves the value equal is not reported (KVO reports every set); the
///   value must be `Equatable`; key paths outside the properties listed are reported only when one of those changes.
///   Tokens are never released by the observed object: it holds its observations weakly.
public protocol KeyValueObservable: AnyObject {}

extension KeyValueObservable {
    /// Calls `changeHandler` whenever the value at `keyPath` changes, until the returned token is deallocated or
    /// invalidated. Foundation's `observe(_:options:changeHandler:)`.
    ///
    /// ```swift
    /// observation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in
    ///     header.stretch(by: -(change.newValue?.y ?? 0))
    /// }
    /// ```
    @MainActor
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let token = NSKeyValueObservation()
        guard let storage = self as? any KeyValueObserverStorage else { return token }
        let observer = TypedKeyValueObserver(
            token: token, keyPath: keyPath, options: options, current: self[keyPath: keyPath], handler: changeHandler)
        let list = storage.keyValueObservers ?? KeyValueObserverList()
        storage.keyValueObservers = list
        list.observers.append(observer)
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
        }
        return token
    }
}

/// The engine side: the objects that keep observations and tell them when an observed property was set.
@MainActor
protocol KeyValueObserverStorage: AnyObject {
    /// Nil until the first observation, so an unobserved object pays one branch per observed set.
    var keyValueObservers: KeyValueObserverList? { get set }
}

extension KeyValueObserverStorage {
    /// Called after one of the observed properties was set. Unobserved objects return at the first branch.
    @inline(__always)
    func observedValuesDidChange() {
        guard let list = keyValueObservers else { return }
        if !list.notify(self) { keyValueObservers = nil }
    }
}

/// An object's observations.
@MainActor
final class KeyValueObserverList {
    var observers: [KeyValueObserver] = []

    /// Tells every live observation that a property was set; drops the ended ones. Returns whether any remain.
    func notify(_ object: AnyObject) -> Bool {
        // A copy: a handler may start or end observations.
        let current = observers
        for observer in current where observer.isLive { observer.objectDidChange(object) }
        // Only when one ended: removing from the array `current` shares would copy it on every change.
        if observers.contains(where: { !$0.isLive }) { observers.removeAll { !$0.isLive } }
        return !observers.isEmpty
    }
}

/// One observation, type-erased.
@MainActor
class KeyValueObserver {
    /// Weak: the token's owner decides how long the observation lives.
    weak var token: NSKeyValueObservation?

    init(token: NSKeyValueObservation) { self.token = token }

    var isLive: Bool { token?.isValid ?? false }

    func objectDidChange(_ object: AnyObject) {}
}

/// One observation of a key path of type `Value` on a `Root`.
@MainActor
final class TypedKeyValueObserver<Root: AnyObject, Value: Equatable>: KeyValueObserver {
    let keyPath: KeyPath<Root, Value>
    let options: NSKeyValueObservingOptions
    let handler: @MainActor (Root, NSKeyValueObservedChange<Value>) -> Void
    /// The value last reported (or seen when the observation started).
    var last: Value

    init(
        token: NSKeyValueObservation, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
        current: Value, handler: @escaping @MainActor (Root, NSKeyValueObservedChange<Value>) -> Void
    ) {
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        self.last = current
        super.init(token: token)
    }

    override func objectDidChange(_ object: AnyObject) {
        guard let root = object as? Root else { return }
        let value = root[keyPath: keyPath]
        guard value != last else { return }
        let old = last
        // Stored before the handler runs: a handler that sets the property again sees a consistent `last`.
        last = value
        let oldValue = options.contains(.old) ? old : nil
        if options.contains(.prior) {
            handler(root, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: oldValue, isPrior: true))
            guard isLive else { return }
        }
        handler(root, NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: oldValue, isPrior: false))
    }
}
