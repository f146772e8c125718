import APIDocsLoader

/// The `apidocs.yml` `apidocs init` writes beside a new spec: the settings it knows (the
/// `name` option, and `client` when asked for), then the settings users most often add, written
/// out but commented, each with a real value and what it does.
///
/// It exists so that a new spec folder shows its configuration in place: uncommenting any one
/// line gives a file the config reader takes (a test uncomments each in turn). Every key here
/// is a row of `ConfigKeys` or `OptionTable`, which the same test checks.
public enum InitConfigFile {
    /// One commented setting: where it goes and what it says.
    struct Suggestion {
        /// A top-level key, or an option (written under `options:`).
        var isOption: Bool
        var key: String
        var value: String
        var meaning: String
    }

    /// The file for the spec folder `Specs/<name>` holding `specFile`; `client` is written
    /// only when given. Each setting's meaning is a comment aligned after it.
    public static func text(name: String, specFile: String, client: ClientFlavour?) -> String {
        var lines = [
            "# How apidocs documents Specs/\(name)/ (written by 'apidocs init').",
            "# Uncomment a line to use it; apidocs's docs/configuration.md lists every key.",
            "options:",
        ]
        var entries: [(setting: String, meaning: String)] = [
            ("  name: \(plainOrQuoted(name))", "the Swift namespace of the client and the README's title"),
        ]
        let suggested = suggestions(client: client ?? .swaggen, specFile: specFile)
        for suggestion in suggested where suggestion.isOption {
            entries.append(("  # \(suggestion.key): \(suggestion.value)", suggestion.meaning))
        }
        if let client {
            entries.append(("client: \(client.rawValue)", "whose generated client the docs describe"))
        }
        // A file that names its client does not suggest the other one.
        for suggestion in suggested where !suggestion.isOption && !(client != nil && suggestion.key == "client") {
            entries.append(("# \(suggestion.key): \(suggestion.value)", suggestion.meaning))
        }
        // Meanings line up after the settings (a longer setting just gets two spaces).
        let width = min(entries.map(\.setting.count).max() ?? 0, commentColumn)
        for entry in entries {
            lines.append(entry.setting + String(repeating: " ", count: max(width - entry.setting.count, 0) + 2) + "# " + entry.meaning)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the meanings start, at most (0-based, before the two spaces).
    static let commentColumn = 34

    /// The commented settings, options first. SwagGen's options and README templates only
    /// make sense for SwagGen's client; the generator config only for swift-openapi-generator's.
    static func suggestions(client: ClientFlavour, specFile: String) -> [Suggestion] {
        var list: [Suggestion]
        switch client {
        case .swaggen:
            list = [
                Suggestion(isOption: true, key: "modelPrefix", value: "My", meaning: "put before every model type's name"),
                Suggestion(isOption: true, key: "modelType", value: "struct", meaning: "models as structs rather than classes"),
                Suggestion(isOption: true, key: "mutableModels", value: "false", meaning: "`let` properties rather than `var`"),
                Suggestion(isOption: false, key: "client", value: ClientFlavour.swiftOpenAPIGenerator.rawValue, meaning: "document Apple's swift-openapi-generator client instead of SwagGen's"),
                Suggestion(isOption: false, key: "template", value: "swaggen-4", meaning: "README template: swaggen (default), swaggen-4, pace or a Stencil file"),
            ]
        case .swiftOpenAPIGenerator:
            list = [
                Suggestion(isOption: false, key: "generator-config", value: "openapi-generator-config.yaml", meaning: "swift-openapi-generator's config (default: the one beside the spec)"),
            ]
        }
        list += [
            Suggestion(isOption: false, key: "theme", value: "../../Themes/brand", meaning: "a theme folder (relative to this file) laid over the built-in HTML theme"),
            Suggestion(isOption: false, key: "strict", value: "true", meaning: "every warning about the spec is an error"),
            Suggestion(isOption: false, key: "versions", value: "[{label: \"0.9\", spec: \"v0.9:\(specFile)\"}]", meaning: "earlier versions, newest first: a file or REV:PATH (git tag v0.9), relative to this file"),
        ]
        return list
    }

    /// `name` as a YAML scalar that reads back as that string: quoted when YAML would read a
    /// boolean or null from it (`Yes`, `Off`, `Null`).
    static func plainOrQuoted(_ text: String) -> String {
        let isSpecial = ScalarResolution.bool(text) != nil || ["null", "Null", "NULL"].contains(text)
        return isSpecial ? "\"\(text)\"" : text
    }
}
