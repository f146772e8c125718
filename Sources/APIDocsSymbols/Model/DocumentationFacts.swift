// The documentation facts the spec stage reads are part of the symbol model pages are built
// from: re-exported one type at a time, so that Render sees these value types and nothing else
// of the spec model (no `APISpec`, no reader, no loader node).
@_exported import struct APIDocsSpec.APIFacts
@_exported import enum APIDocsSpec.AlternativeShape
@_exported import struct APIDocsSpec.CompositionFacts
@_exported import struct APIDocsSpec.Constraint
@_exported import struct APIDocsSpec.ContactFacts
@_exported import struct APIDocsSpec.EndpointFacts
@_exported import struct APIDocsSpec.ExampleEntry
@_exported import struct APIDocsSpec.ExampleFacts
@_exported import enum APIDocsSpec.ExampleValue
@_exported import struct APIDocsSpec.ExternalDocsFacts
@_exported import struct APIDocsSpec.HeaderFacts
@_exported import class APIDocsSpec.ItemFacts
@_exported import struct APIDocsSpec.LicenseFacts
@_exported import struct APIDocsSpec.MediaTypeFacts
@_exported import struct APIDocsSpec.NamedParameterFacts
@_exported import struct APIDocsSpec.OAuthFlowFacts
@_exported import struct APIDocsSpec.OperationFacts
@_exported import struct APIDocsSpec.ParameterFacts
@_exported import struct APIDocsSpec.RequestBodyFacts
@_exported import struct APIDocsSpec.ResponseFacts
@_exported import struct APIDocsSpec.SchemaFacts
@_exported import struct APIDocsSpec.SecurityRequirementFacts
@_exported import struct APIDocsSpec.SecuritySchemeFacts
@_exported import struct APIDocsSpec.SpecPlace
@_exported import struct APIDocsSpec.SpecValue
@_exported import struct APIDocsSpec.TagFacts
@_exported import struct APIDocsSpec.TagGroupFacts
@_exported import struct APIDocsSpec.LogoFacts
@_exported import struct APIDocsSpec.CodeSampleFacts
@_exported import struct APIDocsSpec.HiddenMark
@_exported import struct APIDocsSpec.GitHubCategoryFacts
