import APIDocsSymbols
import Stencil

/// SwagGen's own Stencil filters, registered first so they win over any other extension:
/// `upperCamelCase` and `lowerCamelCase` with SwagGen's rules (rules doc §3). Strings
/// are converted; any other value passes through unchanged.
final class SwagGenFilterExtension: Extension {
    override init() {
        super.init()
        registerFilter("upperCamelCase") { value in
            (value as? String).map(SwagGenCase.upperCamelCased) ?? value
        }
        registerFilter("lowerCamelCase") { value in
            (value as? String).map(SwagGenCase.lowerCamelCased) ?? value
        }
    }
}
