import APIDocsDiagnostics
import APIDocsLoader
import APIDocsSOG

/// Reads `openapi-generator-config.yaml` into a `SOGConfig`.
///
/// The file is loaded with apidocs' own loader, so every problem has a file, line and column;
/// it is read here, where configuration files are loaded, so the SOG symbol stage gets the
/// typed `SOGConfig` and never the loader's tree.
/// Wrong types are errors (SOG's decoder refuses them); keys SOG knows but that do not change
/// the documented surface (`generate`, `additionalFileComments`, `featureFlags`) are accepted;
/// keys SOG does not know are errors, as SOG refuses them too.
public enum SOGConfigReader {
    static let surfaceKeys: Set<String> = [
        "namingStrategy", "nameOverrides", "typeOverrides", "filter", "accessModifier", "additionalImports",
    ]
    static let otherKeys: Set<String> = ["generate", "additionalFileComments", "featureFlags"]

    /// Loads and reads the file at `path`.
    public static func read(path: String, diagnostics: DiagnosticCollector) -> SOGConfig? {
        do {
            let documents = try SpecDocumentSet.loadFile(path: path)
            return read(documents.root, diagnostics: diagnostics)
        } catch {
            diagnostics.report(error)
            return nil
        }
    }

    /// Reads an already loaded configuration node; problems go to `diagnostics`.
    public static func read(_ root: SpecNode, diagnostics: DiagnosticCollector) -> SOGConfig {
        var config = SOGConfig()
        guard let mapping = root.mapping else {
            if !root.isNull { error("the generator config must be a mapping", root, diagnostics) }
            return config
        }
        for entry in mapping.entries {
            let value = entry.value
            switch entry.key {
            case "namingStrategy":
                guard let text = value.text, let strategy = SOGNamingStrategy(rawValue: text) else {
                    error("'namingStrategy' must be 'defensive' or 'idiomatic'", value, diagnostics)
                    continue
                }
                config.namingStrategy = strategy
            case "accessModifier":
                guard let text = value.text, let modifier = SOGAccessModifier(rawValue: text) else {
                    error("'accessModifier' must be 'public', 'package' or 'internal'", value, diagnostics)
                    continue
                }
                config.accessModifier = modifier
            case "nameOverrides":
                config.nameOverrides = stringMap(value, "nameOverrides", diagnostics)
            case "typeOverrides":
                guard let overrides = value.mapping else {
                    error("'typeOverrides' must be a mapping", value, diagnostics)
                    continue
                }
                for item in overrides.entries {
                    if item.key == "schemas" {
                        config.typeOverrides = stringMap(item.value, "typeOverrides.schemas", diagnostics)
                    } else {
                        error("unknown key 'typeOverrides.\(item.key)' (only 'schemas' is known)", item.value, diagnostics)
                    }
                }
            case "filter":
                config.filter = filter(value, diagnostics)
            case "additionalImports":
                config.additionalImports = strings(value, "additionalImports", diagnostics)
            case let key where otherKeys.contains(key):
                continue
            default:
                diagnostics.error("unknown key '\(entry.key)' in the generator config", at: entry.keyLocation, pointer: "#/" + entry.key)
            }
        }
        return config
    }

    static func filter(_ node: SpecNode, _ diagnostics: DiagnosticCollector) -> SOGFilter? {
        guard let mapping = node.mapping else {
            if !node.isNull { error("'filter' must be a mapping", node, diagnostics) }
            return nil
        }
        var filter = SOGFilter()
        for entry in mapping.entries {
            let list = strings(entry.value, "filter." + entry.key, diagnostics)
            switch entry.key {
            case "operations": filter.operations = list
            case "tags": filter.tags = list
            case "paths": filter.paths = list
            case "schemas": filter.schemas = list
            default: diagnostics.error("unknown key 'filter.\(entry.key)'", at: entry.keyLocation, pointer: "#" + node.pointer + "/" + entry.key)
            }
        }
        return filter
    }

    static func stringMap(_ node: SpecNode, _ name: String, _ diagnostics: DiagnosticCollector) -> [String: String] {
        guard let mapping = node.mapping else {
            if !node.isNull { error("'\(name)' must be a mapping of strings", node, diagnostics) }
            return [:]
        }
        var result: [String: String] = [:]
        for entry in mapping.entries {
            guard let text = entry.value.text, !entry.value.isNull else {
                error("'\(name).\(entry.key)' must be a string", entry.value, diagnostics)
                continue
            }
            result[entry.key] = text
        }
        return result
    }

    static func strings(_ node: SpecNode, _ name: String, _ diagnostics: DiagnosticCollector) -> [String] {
        guard let items = node.sequence else {
            if !node.isNull { error("'\(name)' must be a list of strings", node, diagnostics) }
            return []
        }
        return items.compactMap { item in
            guard let text = item.text, !item.isNull else {
                error("'\(name)' must be a list of strings", item, diagnostics)
                return nil
            }
            return text
        }
    }

    static func error(_ message: String, _ node: SpecNode, _ diagnostics: DiagnosticCollector) {
        diagnostics.error(message, at: node.location, pointer: "#" + node.pointer)
    }
}
