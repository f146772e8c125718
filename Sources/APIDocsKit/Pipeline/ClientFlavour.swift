import APIDocsLoader

/// Which generator's Swift client the docs describe: SwagGen's (the default, everything as it
/// always was) or Apple's swift-openapi-generator's (pages keyed by SOG's symbols).
///
/// Set with `client:` in `apidocs.yml` (spec folder, or a root `specs` entry) or `--client`.
public enum ClientFlavour: String, Sendable, CaseIterable {
    case swaggen
    case swiftOpenAPIGenerator = "swift-openapi-generator"

    /// The flavour named `text`, or an error listing the names, at `location` when known.
    public static func parse(_ text: String, at location: SourceLocation? = nil, file: String = "apidocs.yml") throws(SpecError) -> ClientFlavour {
        if let flavour = ClientFlavour(rawValue: text) { return flavour }
        let message = "unknown client '\(text)'; known clients: \(allCases.map(\.rawValue).joined(separator: ", "))"
        throw location.map { SpecError(message, at: $0) } ?? SpecError(message, file: file)
    }
}

/// The client flavour keys of `apidocs.yml` (`client`, `generator-config`), read in one place
/// so the option table can take them over as they are.
///
/// `generator-config` names swift-openapi-generator's `openapi-generator-config.yaml`, relative
/// to the `apidocs.yml` that names it; without it the file beside the spec is used, as SOG's
/// build plugin finds it.
public struct ClientFlavourSetting: Sendable, Equatable {
    public var client: ClientFlavour?
    public var generatorConfig: String?

    public init(client: ClientFlavour? = nil, generatorConfig: String? = nil) {
        self.client = client
        self.generatorConfig = generatorConfig
    }

    public static let keys = ["client", "generator-config"]

    /// Reads one of `keys` from an entry of an `apidocs.yml` mapping in `folder`.
    mutating func read(key: String, value: SpecNode, folder: String) throws(SpecError) {
        guard let text = value.string, !text.isEmpty else {
            throw SpecError("'\(key)' must be a non-empty string", at: value.location)
        }
        if key == "client" {
            client = try ClientFlavour.parse(text, at: value.location)
        } else {
            generatorConfig = text.hasPrefix("/") || folder == "." ? text : FileSystem.join(folder, text)
        }
    }

    /// This setting with `other`'s values laid over it.
    func overlaid(by other: ClientFlavourSetting?) -> ClientFlavourSetting {
        guard let other else { return self }
        return ClientFlavourSetting(client: other.client ?? client, generatorConfig: other.generatorConfig ?? generatorConfig)
    }
}
