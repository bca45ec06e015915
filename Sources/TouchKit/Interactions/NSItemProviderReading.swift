#if !canImport(Darwin)
// Foundation's item-provider protocols, which swift-corelibs-foundation lacks (Apple's Foundation has them, and there
// TouchKit uses Apple's). Strings, URLs and data conform, as the Swift overlay's bridged `String.self` and
// `URL.self` forms read on iOS.

/// A type whose values an ``NSItemProvider`` can hand out as data, as Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting {
    /// The uniform type identifiers the value can be written as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Writes the value as `typeIdentifier` and passes the data (or an error) to `completionHandler`.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A type an ``NSItemProvider`` can make from data, as Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading {
    /// The uniform type identifiers the type can be read from, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// A value read from `data` of type `typeIdentifier`; throws when the data is not one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// The uniform type identifiers TouchKit's conformances use, and which of them stand for which (a few lines of the
/// system's type tree: `public.utf8-plain-text` is `public.plain-text` is `public.text`; `public.file-url` is
/// `public.url`; everything is `public.data`).
enum UniformTypeIdentifier {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let data = "public.data"

    /// Whether data registered as `registered` may be read as `wanted`: the same type, or one `registered` is a
    /// kind of.
    static func conforms(_ registered: String, to wanted: String) -> Bool {
        var type: String? = registered
        while let current = type {
            if current == wanted { return true }
            type = parent[current]
        }
        return wanted == data
    }

    private static let parent: [String: String] = [
        utf8PlainText: plainText, plainText: text, fileURL: url,
    ]
}

extension String: NSItemProviderWriting, NSItemProviderReading {
    /// `public.utf8-plain-text`, as `NSString`'s first.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformTypeIdentifier.utf8PlainText] }

    /// Plain text, UTF-8 first.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.utf8PlainText, UniformTypeIdentifier.plainText, UniformTypeIdentifier.text]
    }

    /// The string's UTF-8 bytes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }

    /// The string whose UTF-8 bytes `data` is; throws for bytes that are not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the data is not UTF-8 text")
        }
        return string
    }
}

extension URL: NSItemProviderWriting, NSItemProviderReading {
    /// `public.url`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformTypeIdentifier.url] }

    /// A URL, or a file URL.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UniformTypeIdentifier.url, UniformTypeIdentifier.fileURL]
    }

    /// The URL's absolute string, in UTF-8.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    /// The URL whose absolute string `data` holds; throws for anything else.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let string = String(data: data, encoding: .utf8), !string.isEmpty, let url = URL(string: string) else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the data is not a URL")
        }
        return url
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// `public.utf8-plain-text`: what iOS code's `NSItemProvider(object: text as NSString)` registers.
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }

    /// Plain text, UTF-8 first.
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }

    /// The string's UTF-8 bytes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        (self as String).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }

    /// The string whose UTF-8 bytes `data` is; throws for bytes that are not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        self.init(string: try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier))
    }
}

extension NSURL: NSItemProviderWriting {
    /// `public.url`: what iOS code's `NSItemProvider(object: url as NSURL)` registers. (Read URLs as `URL.self`.)
    public static var writableTypeIdentifiersForItemProvider: [String] { URL.writableTypeIdentifiersForItemProvider }

    /// The URL's absolute string, in UTF-8.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        (self as URL).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}

extension Data: NSItemProviderWriting, NSItemProviderReading {
    /// `public.data`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UniformTypeIdentifier.data] }

    /// Any data.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UniformTypeIdentifier.data] }

    /// The bytes themselves.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(self, nil)
        return nil
    }

    /// The bytes themselves.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Data { data }
}
#endif
