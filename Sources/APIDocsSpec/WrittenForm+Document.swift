import APIDocsLoader

/// `openapi` as written at the root of the document.
public struct WrittenVersion: Sendable {
    /// The value's text; `nil` when it is not a scalar.
    public let text: String?
    public let place: SpecPlace
}

/// A `components` section as written (`components/schemas`), its entries in document order.
public struct WrittenComponentSection: Sendable {
    /// `schemas`, `parameters`, `headers`...
    public let name: String
    public let entries: [WrittenComponentEntry]
}

/// One entry of a `components` section as written (`components/schemas/Pet`).
public struct WrittenComponentEntry: Sendable {
    public let key: WrittenKey
    /// What the entry's value is (the spec model leaves out an entry that is not an object).
    public let kind: WrittenKind
    public let place: SpecPlace
}

/// A Parameter Object written in `paths` without a `name` or an `in` (the spec model leaves
/// it out with a warning, as SwagGen does).
public struct UnidentifiedParameter: Sendable {
    /// `name` or `in`.
    public let missingField: String
    public let place: SpecPlace
}

/// The written form of the document as a whole (see `WrittenForm.swift`).
extension APISpec {
    /// The root of the document.
    public var rootPlace: SpecPlace { SpecPlace(root) }

    /// `openapi`, `nil` when the document has no such key (Swagger 2.0 writes `swagger`).
    public var writtenVersion: WrittenVersion? {
        root["openapi"].map { WrittenVersion(text: $0.text, place: SpecPlace($0)) }
    }

    /// Every `components` section that is not an extension, with its entries, in document order.
    public var componentSections: [WrittenComponentSection] {
        (root["components"]?.mapping?.entries ?? []).filter { !$0.key.hasPrefix("x-") }.map { section in
            WrittenComponentSection(name: section.key, entries: (section.value.mapping?.entries ?? []).map { entry in
                let key = WrittenKey(name: entry.key, location: entry.keyLocation, pointer: section.value.pointer + "/" + JSONPointer.escape(entry.key))
                return WrittenComponentEntry(key: key, kind: WrittenKind(entry.value), place: SpecPlace(entry.value))
            })
        }
    }

    /// The server variables (of the root `servers`) written without a `default`, by name.
    public var serverVariablesWithoutDefault: [(name: String, place: SpecPlace)] {
        var found: [(name: String, place: SpecPlace)] = []
        for server in root["servers"]?.sequence ?? [] {
            for entry in server["variables"]?.mapping?.entries ?? [] where entry.value["default"] == nil {
                found.append((entry.key, SpecPlace(entry.value)))
            }
        }
        return found
    }

    /// Every parameter written in `paths` (not a `$ref`) that lacks `name` or `in`, once per
    /// missing field.
    public var unidentifiedParameters: [UnidentifiedParameter] {
        var found: [UnidentifiedParameter] = []
        for pathItem in root["paths"]?.mapping?.entries ?? [] {
            var lists = [pathItem.value["parameters"]]
            for method in Self.writtenMethods {
                lists.append(pathItem.value[method]?["parameters"])
            }
            for parameter in lists.compactMap({ $0?.sequence }).joined() where parameter["$ref"] == nil {
                for field in ["name", "in"] where parameter[field]?.text == nil {
                    found.append(UnidentifiedParameter(missingField: field, place: SpecPlace(parameter)))
                }
            }
        }
        return found
    }
}
