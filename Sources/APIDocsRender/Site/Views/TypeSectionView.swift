import APIDocsSymbols
import Mustache

/// One declared type on a page: a model, an enum, a nested inline type.
///
/// Model pages show the model itself and its nested types with the same shape; operation pages
/// use it for their request and response enums and inline types. Nested types are flattened
/// into a list of sections (each with its anchor) rather than nested in the markup, so a theme
/// needs no recursive partials.
public struct TypeSectionView: Sendable, MustacheParent {
    /// The element id (`nil` for the page's own symbol, which is the page).
    public var id: String?
    public var name: String
    public var swiftPath: String
    /// `class`, `struct`, `enum`, `enum with associated values`, `typealias`.
    public var kindLabel: String
    /// The Swift declaration line, type names linked.
    public var declaration: HTML
    public var description: HTML
    public var properties: [PropertyRowView]
    public var inheritedProperties: [PropertyRowView]
    /// `[String: T]` of a catch-all subscript, linked.
    public var additionalProperties: HTML?
    /// `T` of the generated `additionalProperties` member and `subscript(key:) -> T?`, linked.
    public var additionalPropertiesValue: HTML? = nil
    /// Swift that creates a value with the memberwise init (class and struct models).
    public var example: String? = nil
    /// Cases of a raw-value enum.
    public var cases: [EnumCaseRowView]
    public var discriminatorProperty: String?
    /// Cases of a discriminated enum.
    public var associatedCases: [AssociatedCaseRowView]
    public var mapping: [MappingRowView]

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "name": return templateText(self.name)
        case "breakableName": return HTML.breakable(self.name)
        case "swiftPath": return templateText(swiftPath)
        case "swiftTypePath": return templateText(SwiftSourceLiteral.typePath(swiftPath))
        case "breakableSwiftPath": return HTML.breakable(swiftPath)
        case "kindLabel": return templateText(kindLabel)
        case "declaration": return declaration
        case "description": return description
        case "properties": return rowsAnsweringFlags(properties)
        case "hasProperties": return !properties.isEmpty
        case "showsJSONKey": return properties.contains { $0.jsonKeyDiffers }
        case "inheritedProperties": return rowsAnsweringFlags(inheritedProperties)
        case "hasInheritedProperties": return !inheritedProperties.isEmpty
        case "showsInheritedJSONKey": return inheritedProperties.contains { $0.jsonKeyDiffers }
        case "additionalProperties": return present(additionalProperties)
        case "additionalPropertiesValue": return present(additionalPropertiesValue)
        case "example": return templateText(example)
        case "cases": return cases
        case "hasCases": return !cases.isEmpty
        case "discriminatorProperty": return templateText(discriminatorProperty)
        case "associatedCases": return associatedCases
        case "hasAssociatedCases": return !associatedCases.isEmpty
        case "mapping": return mapping
        case "hasMapping": return !mapping.isEmpty
        default: return nil
        }
    }

    /// `rows`, each answering `showsJSONKey` and `showsInheritedJSONKey` with this section's
    /// values. A row's template asks for them in every row; left to the section, each answer
    /// scanned all the rows again (and walked up from the row first).
    private func rowsAnsweringFlags(_ rows: [PropertyRowView]) -> [PropertyRowView] {
        let flags = PropertyRowView.SectionFlags(showsJSONKey: properties.contains { $0.jsonKeyDiffers },
                                                 showsInheritedJSONKey: inheritedProperties.contains { $0.jsonKeyDiffers })
        return rows.map { row in
            var row = row
            row.sectionFlags = flags
            return row
        }
    }
}

/// A row of a properties table.
public struct PropertyRowView: Sendable, MustacheParent {
    public var id: String?
    /// The Swift name, linked to its declaration for inherited rows.
    public var name: HTML
    /// The declared type (`T?` for optional properties), names linked.
    public var type: HTML
    public var jsonKey: String
    /// The property's Swift name as written, to tell whether `jsonKey` says anything more.
    public var swiftName: String
    public var required: Bool
    public var description: HTML

    /// Whether the JSON key is not the Swift name (the table shows its column only then).
    public var jsonKeyDiffers: Bool { jsonKey != swiftName }

    /// The section's flags, set on the rows the section hands to a template.
    struct SectionFlags: Sendable {
        var showsJSONKey: Bool
        var showsInheritedJSONKey: Bool
    }
    /// `nil` until the section hands the row out: the names are then looked up further out.
    var sectionFlags: SectionFlags? = nil

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "name": return self.name
        case "type": return type
        case "jsonKey": return jsonKeyDiffers ? HTML.breakable(jsonKey) : Absent.value
        case "required": return required
        case "requirement": return templateText(required ? "required" : "optional")
        case "description": return description
        case "showsJSONKey": return sectionFlags?.showsJSONKey
        case "showsInheritedJSONKey": return sectionFlags?.showsInheritedJSONKey
        default: return nil
        }
    }
}

/// A case of a raw-value enum.
public struct EnumCaseRowView: Sendable, MustacheParent {
    public var id: String?
    public var name: String
    /// The raw value as Swift writes it: quoted for strings.
    public var rawValue: String

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "name": return templateText(self.name)
        case "breakableName": return HTML.breakable(self.name)
        case "rawValue": return HTML.breakable(rawValue)
        default: return nil
        }
    }
}

/// A case of a discriminated (`oneOf`) enum with its payload type.
public struct AssociatedCaseRowView: Sendable, MustacheParent {
    public var id: String?
    public var name: String
    public var type: HTML

    public func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "name": return templateText(self.name)
        case "breakableName": return HTML.breakable(self.name)
        case "type": return type
        default: return nil
        }
    }
}

/// A discriminator value and the case it decodes to.
public struct MappingRowView: Sendable, MustacheParent {
    public var value: String
    public var caseName: String

    public func child(named name: String) -> Any? {
        switch name {
        case "value": return templateText(value)
        case "breakableValue": return HTML.breakable(value)
        case "caseName": return templateText(caseName)
        case "breakableCaseName": return HTML.breakable(caseName)
        default: return nil
        }
    }
}
