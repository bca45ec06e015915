#if !canImport(Darwin)
/// The data a drag item carries, as Foundation's `NSItemProvider` (which swift-corelibs-foundation lacks; on Apple
/// platforms Foundation's is used): representations registered by type identifier, loaded asynchronously.
///
/// ```swift
/// let provider = NSItemProvider(object: "Hello" as NSItemProviderWriting)
/// provider.loadObject(ofClass: String.self) { string, error in … }
/// ```
///
/// Loading runs on the window's clock, as everything in TouchKit does: a registered loader is called on the main
/// actor when the load is asked for, and the completion runs at the clock's next turn after the loader answers (the
/// next `advance(by:)`, `settle()` or `runDueCallbacks()` of ``MediaClock/current``; at once when there is no clock).
/// Completions run on the main actor, in the order the loads were asked for when their loaders answer at once.
/// Apple's Foundation calls them on a background queue: code that hops to the main queue there keeps working if it
/// uses `MainActor.assumeIsolated` or the drop session's ``UIDropSession/loadObjects(ofClass:completion:)``, whose
/// completion is on the main queue on iOS too.
///
/// A loader that never calls back (bad input: Foundation's provider would wait forever) gets a defined end: after
/// ``loadTimeout`` seconds on the clock the load fails with ``ErrorCode/itemUnavailableError``, and a late answer is
/// dropped. With no clock there is no timeout, and the completion waits for the loader.
@preconcurrency @MainActor
public final class NSItemProvider: NSObject {
    /// Foundation's error domain for item-provider errors.
    nonisolated public static let errorDomain = "NSItemProviderErrorDomain"

    /// Foundation's item-provider error codes.
    public enum ErrorCode: Int, Sendable {
        /// Something went wrong that has no other code.
        case unknownError = -1
        /// No representation of the asked type, or its loader did not answer in time.
        case itemUnavailableError = -1000
        /// The data could not be read as the asked class.
        case unexpectedValueClassError = -1100
        /// No conversion to the asked type.
        case unavailableCoercionError = -1200
    }

    /// Who may see a representation: kept as data (every TouchKit drag stays in its app).
    public enum RepresentationVisibility: Int, Sendable {
        /// Every process.
        case all = 0
        /// Only the app that registered it and its team's apps.
        case team = 1
        /// Only processes of the same group.
        case group = 2
        /// Only the app that registered it.
        case ownProcess = 3
    }

    /// TouchKit only: how long a load waits for a loader that has not called back before it fails, in seconds on the
    /// clock: 10 s. TouchKit's choice [?] (Foundation waits forever); long enough for any loader driven by the clock.
    public static let loadTimeout: TimeInterval = 10

    /// One registered representation.
    private struct Representation {
        let typeIdentifier: String
        let visibility: RepresentationVisibility
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private var representations: [Representation] = []

    /// A name for the item, suggested to a drop destination that saves it as a file.
    public var suggestedName: String?

    /// A provider with no representations.
    public override init() {
        super.init()
    }

    /// A provider with `object`'s representations (``registerObject(_:visibility:)`` with `.all`).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// The registered type identifiers, in the order registered (best first).
    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Registers `loadHandler` to give the data of type `typeIdentifier`: it gets a completion to call with the data
    /// or an error, and may return a `Progress`. A second registration of a type is ignored, as Foundation keeps the
    /// first.
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        guard !representations.contains(where: { $0.typeIdentifier == typeIdentifier }) else { return }
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Registers `object`'s writable types (its type's
    /// ``NSItemProviderWriting/writableTypeIdentifiersForItemProvider``), each loaded through its
    /// ``NSItemProviderWriting/loadData(withTypeIdentifier:forItemProviderCompletionHandler:)``.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: RepresentationVisibility) {
        let box = UncheckedSendableBox(object)
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether one of the representations is `typeIdentifier` or a kind of it.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: [typeIdentifier]) != nil
    }

    /// Whether a value of `aClass` can be read from one of the representations.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(conformingTo: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Loads the data of type `typeIdentifier` (or of a representation that is a kind of it) and passes it to
    /// `completionHandler` (see the type's notes for when). Without such a representation, the completion gets
    /// ``ErrorCode/itemUnavailableError``.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        loadData(conformingTo: [typeIdentifier], clock: MediaClock.current) { data, error, _ in
            completionHandler(data, error)
        }
    }

    /// Loads a value of `aClass` from the first representation it can read, and passes it to `completionHandler`
    /// (see the type's notes for when): the value, or an error when there is no such representation
    /// (``ErrorCode/itemUnavailableError``) or the data is not one (``ErrorCode/unexpectedValueClassError``).
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(
        ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress {
        loadObject(ofClass: aClass, clock: MediaClock.current) { completionHandler($0, $1) }
    }

    /// ``loadObject(ofClass:completionHandler:)`` on `clock`, with a main-actor completion (a drop session's loads).
    func loadObject<T: NSItemProviderReading>(
        ofClass aClass: T.Type, clock: MediaClock?, completionHandler: @escaping @MainActor (T?, (any Error)?) -> Void
    ) -> Progress {
        loadData(conformingTo: aClass.readableTypeIdentifiersForItemProvider, clock: clock) {
            data, error, typeIdentifier in
            guard let data, let typeIdentifier else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// The first representation (in registration order) that is one of `typeIdentifiers` or a kind of one.
    private func representation(conformingTo typeIdentifiers: [String]) -> Representation? {
        representations.first { representation in
            typeIdentifiers.contains { UniformTypeIdentifier.conforms(representation.typeIdentifier, to: $0) }
        }
    }

    /// Calls the loader of the first representation matching `typeIdentifiers` and delivers its answer once, at the
    /// clock's next turn (see the type's notes), with the type it loaded.
    private func loadData(
        conformingTo typeIdentifiers: [String], clock: MediaClock?,
        deliver: @escaping @MainActor (Data?, (any Error)?, String?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let load = ItemProviderLoad(clock: clock, progress: progress, deliver: deliver)
        guard let representation = representation(conformingTo: typeIdentifiers) else {
            load.finish(nil, Self.error(
                .itemUnavailableError, "no representation of \(typeIdentifiers.first ?? "that type")"), nil)
            return progress
        }
        let typeIdentifier = representation.typeIdentifier
        load.startTimeout()
        let call = LoaderCall()
        let loaderProgress = representation.load { data, error in
            if call.isAnsweringInline {
                // Inside the loader, which TouchKit calls on the main actor.
                MainActor.assumeIsolated { load.finish(data, error, typeIdentifier) }
            } else {
                // A loader answering later, perhaps from another thread: the answer joins the main actor first.
                Task { @MainActor in load.finish(data, error, typeIdentifier) }
            }
        }
        call.loaderReturned()
        if let loaderProgress { progress.addChild(loaderProgress, withPendingUnitCount: 0) }
        return progress
    }

    /// An `NSError` in ``errorDomain``.
    nonisolated static func error(_ code: ErrorCode, _ reason: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: reason])
    }
}

/// One load in flight: it delivers the first answer (the loader's, or the timeout's) at the clock's next turn.
@MainActor
private final class ItemProviderLoad {
    private let clock: MediaClock?
    private let progress: Progress
    private var deliver: (@MainActor (Data?, (any Error)?, String?) -> Void)?
    private var timeout: MediaTimer?

    init(clock: MediaClock?, progress: Progress, deliver: @escaping @MainActor (Data?, (any Error)?, String?) -> Void) {
        self.clock = clock
        self.progress = progress
        self.deliver = deliver
    }

    func startTimeout() {
        timeout = clock?.scheduledTimer(withTimeInterval: NSItemProvider.loadTimeout) { [self] _ in
            finish(nil, NSItemProvider.error(.itemUnavailableError, "the loader did not call back in time"), nil)
        }
    }

    /// The answer: delivered once, at the clock's next turn; a later one is dropped.
    func finish(_ data: Data?, _ error: (any Error)?, _ typeIdentifier: String?) {
        guard let deliver else { return }
        self.deliver = nil
        timeout?.invalidate()
        timeout = nil
        progress.completedUnitCount = 1
        let error = data == nil && error == nil
            ? NSItemProvider.error(.itemUnavailableError, "the loader gave neither data nor an error") : error
        guard let clock else { return deliver(data, error, typeIdentifier) }
        clock.scheduledTimer(withTimeInterval: 0) { _ in deliver(data, error, typeIdentifier) }
    }
}

/// Whether a loader's completion is called from inside the loader (on the main actor, where TouchKit calls it) or
/// later, from anywhere: the one flag a completion may read off the main actor, behind a lock.
private final class LoaderCall: @unchecked Sendable {
    private let lock = NSLock()
    private var isInside = true

    var isAnsweringInline: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isInside
    }

    func loaderReturned() {
        lock.lock()
        isInside = false
        lock.unlock()
    }
}

/// Carries a registered object (``NSItemProviderWriting`` need not be `Sendable`, as Foundation's need not) into its
/// `@Sendable` loader. Sound because TouchKit calls loaders on the main actor only, where the object was registered.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif
