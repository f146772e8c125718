import APIDocsDiagnostics
import APIDocsSymbols

/// One difference between the Swift clients generated from two versions of a spec, with the
/// verdict for a caller's source.
///
/// What `apidocs diff` prints and what CI fails on: each change names the Swift symbol it is
/// about (its path as `symbols.json` keys it), what happened to it, and whether code written
/// against the old client can stop compiling because of it.
public struct ClientChange: Sendable, Hashable {
    /// What happened to the symbol.
    public enum Change: String, Sendable, Hashable {
        case added, removed, changed
    }

    /// Which part of a declaration a `changed` entry is about (`declaration` for an added or
    /// removed symbol).
    public enum Aspect: String, Sendable, Hashable {
        /// The symbol itself appears or disappears.
        case declaration
        /// Its Swift type: a property's, a case payload's, an alias target, an enum's raw type.
        case type
        /// An enum case's raw value: the wire changes, the Swift source does not.
        case rawValue = "raw-value"
        /// Whether a stored property's initializer parameter has a default value.
        case defaultValue = "default-value"
        /// An initializer's or method's parameters (labels, types, defaults) or result: `old`
        /// and `new` are the two declarations.
        case signature
        /// Which kinds of declaration a path names: one comes or goes beside another that stays
        /// (swift-openapi-generator's static property beside a response's throwing property),
        /// or one kind replaces another.
        case kind
        /// A member the docs do not list on its own (SwagGen's `additionalProperties`, a
        /// response's `SuccessType`), told on the declaration that holds it.
        case member
        /// What an operation sends and receives: method, path, media types, status codes
        /// (the Swift declarations stay).
        case wire
        /// Marked deprecated or no longer.
        case deprecation
        /// Its description: documentation only.
        case documentation
    }

    /// The Swift path, as `symbols.json` keys it (the new side's, for a changed signature).
    public var symbol: String
    /// The old side's path when it differs from `symbol`: a function whose argument labels
    /// changed (`init(id:name:)` → `init(id:name:tag:)`).
    public var oldSymbol: String?
    /// For an entry about a function the docs do not list (SwagGen's request initializers,
    /// told on the request `symbol` names): its name on each side (`init()`, `init(store:)`),
    /// `nil` on the side that lacks it.
    public var oldMember: String?
    public var newMember: String?
    public var kind: ClientSymbolKind
    public var change: Change
    public var aspect: Aspect
    /// Whether code written against the old client can stop compiling.
    public var breaking: Bool
    /// What was there before and what is there now (a type, a raw value), when it has a text.
    public var old: String?
    public var new: String?
    public var oldLocation: SourceLocation?
    public var newLocation: SourceLocation?
    /// Why the verdict is what it is, in one sentence (what stops compiling, or why nothing does).
    public var reason: String

    public init(
        symbol: String, kind: ClientSymbolKind, change: Change, aspect: Aspect, breaking: Bool, old: String?, new: String?,
        oldLocation: SourceLocation?, newLocation: SourceLocation?, reason: String, oldSymbol: String? = nil
    ) {
        self.symbol = symbol
        self.oldSymbol = oldSymbol
        self.kind = kind
        self.change = change
        self.aspect = aspect
        self.breaking = breaking
        self.old = old
        self.new = new
        self.oldLocation = oldLocation
        self.newLocation = newLocation
        self.reason = reason
    }

    /// The symbol with the unlisted function the entry is about: `API.Shop.AddOrder.Request.init(store:)`.
    public var displayedSymbol: String {
        guard let member = newMember ?? oldMember else { return symbol }
        return symbol + "." + member
    }

    /// A change to the documentation only, listed apart.
    public var isDocumentationOnly: Bool { aspect == .documentation }

    /// The path of the declaration that holds `path`: everything before the last `.` outside
    /// an argument list (`Client.listPets(query:)` → `Client`); `nil` at the top.
    public static func parentPath(of path: String) -> String? {
        var depth = 0
        for index in path.indices.reversed() {
            switch path[index] {
            case ")": depth += 1
            case "(": depth -= 1
            case "." where depth == 0: return String(path[..<index])
            default: continue
            }
        }
        return nil
    }
}
