/// The two naming strategies of swift-openapi-generator (`namingStrategy` in its config).
///
/// `defensive` (SOAR-0001) keeps the documented spelling and escapes what Swift cannot
/// hold; `idiomatic` (SOAR-0013) first turns names into camel case, then escapes.
public enum SOGNamingStrategy: String, Sendable, CaseIterable {
    case defensive
    case idiomatic
}
