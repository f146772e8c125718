import APIDocsSymbols
import Mustache

/// One declared type on a page: a model, an enum, a nested inline type; in the
/// swift-openapi-generator flavour, a component type with everything nested in it.
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
    /// The Swift declaration line, type names linked (empty where the page shows none).
    public var declaration: HTML
    /// Facts listed before the description (Swift path, JSON pointer…).
    var facts: [PageLeadView.Fact] = []
    public var description: HTML
    /// Facts after the description (a component's OpenAPI facts).
    var moreFacts: HTML = .empty
    /// Every declaration nested in the type, depth first (swift-openapi-generator flavour).
    var members: [MemberBlockView] = []
    /// Its own properties, and those a subclass inherits (names linked to where they are declared).
    public var properties: [MemberBlockView]
    public var inheritedProperties: [MemberBlockView]
    /// `[String: T]` of a catch-all subscript, linked.
    public var additionalProperties: HTML?
    /// `T` of the generated `additionalProperties` member and `subscript(key:) -> T?`, linked.
    public var additionalPropertiesValue: HTML? = nil
    /// Swift that creates a value with the memberwise init (class and struct models).
    public var example: String? = nil
    /// What the example shows, above it.
    var exampleCaption = "Creating a value with the memberwise initializer:"
    /// A JSON value of a component model, as a code block (the page's own model only).
    public var jsonSample: HTML? = nil
    /// Cases of a raw-value enum.
    public var cases: [MemberBlockView]
    public var discriminatorProperty: String?
    /// Cases of a discriminated enum.
    public var associatedCases: [MemberBlockView]
    public var mapping: [MappingRowView]

    private enum Field: String, CaseIterable, Sendable {
        case id, name, breakableName, swiftPath, swiftTypePath, breakableSwiftPath, kindLabel
        case declaration, description, facts, factsBlocks, hasFacts, moreFacts, members, hasMembers
        case exampleCaption, properties, hasProperties, inheritedProperties, hasInheritedProperties
        case additionalProperties, additionalPropertiesValue, example, jsonSample, hasCode, cases
        case hasCases, discriminatorProperty, associatedCases, hasAssociatedCases, mapping
        case hasMapping
        case propertiesBlocks, inheritedPropertiesBlocks, casesBlocks, associatedCasesBlocks, membersBlocks
    }

    private static let fields = TemplateFields<Field>()

    public func child(named name: String) -> Any? {
        guard let field = Self.fields[name] else { return nil }
        switch field {
        case .id: return templateText(id)
        case .name: return templateText(self.name)
        case .breakableName: return HTML.breakable(self.name)
        case .swiftPath: return templateText(swiftPath)
        case .swiftTypePath: return templateText(SwiftSourceLiteral.typePath(swiftPath))
        case .breakableSwiftPath: return HTML.breakable(swiftPath)
        case .kindLabel: return templateText(kindLabel)
        case .declaration: return declaration
        case .description: return description
        case .facts: return TemplateNode.list(facts)
        case .factsBlocks: return PageLeadView.Fact.blocks(facts)
        case .hasFacts: return !facts.isEmpty
        case .moreFacts: return moreFacts
        case .members: return TemplateNode.list(members)
        case .hasMembers: return !members.isEmpty
        case .exampleCaption: return templateText(exampleCaption)
        case .properties: return TemplateNode.list(properties)
        case .hasProperties: return !properties.isEmpty
        case .inheritedProperties: return TemplateNode.list(inheritedProperties)
        case .hasInheritedProperties: return !inheritedProperties.isEmpty
        case .additionalProperties: return present(additionalProperties)
        case .additionalPropertiesValue: return present(additionalPropertiesValue)
        case .example: return templateText(example)
        case .jsonSample: return present(jsonSample)
        case .hasCode: return example != nil || jsonSample != nil
        case .cases: return TemplateNode.list(cases)
        case .hasCases: return !cases.isEmpty
        case .discriminatorProperty: return templateText(discriminatorProperty)
        case .associatedCases: return TemplateNode.list(associatedCases)
        case .hasAssociatedCases: return !associatedCases.isEmpty
        case .mapping: return TemplateNode.list(mapping)
        case .hasMapping: return !mapping.isEmpty
        case .propertiesBlocks: return MemberBlockView.blocks(properties)
        case .inheritedPropertiesBlocks: return MemberBlockView.blocks(inheritedProperties)
        case .casesBlocks: return MemberBlockView.blocks(cases)
        case .associatedCasesBlocks: return MemberBlockView.blocks(associatedCases)
        case .membersBlocks: return MemberBlockView.blocks(members)
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
