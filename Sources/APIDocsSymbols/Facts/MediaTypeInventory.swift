import APIDocsSpec

/// Every body and response media type of a graph, each with a label saying where it is.
///
/// The sample validation test and the fact-coverage test walk the same list the pages show.
extension SymbolGraph {
    public var allMediaTypes: [(label: String, media: MediaTypeFacts)] {
        var result: [(String, MediaTypeFacts)] = []
        func add(_ label: String, _ body: RequestBodyFacts?, _ responses: [ResponseFacts]) {
            for media in body?.mediaTypes ?? [] { result.append((label + " request " + media.mediaType, media)) }
            for response in responses {
                for media in response.mediaTypes { result.append((label + " response " + response.code + " " + media.mediaType, media)) }
            }
        }
        for operation in operations {
            add(operation.method + " " + operation.path, operation.facts.requestBody, operation.response.cases.map(\.facts))
            for callback in operation.facts.callbacks {
                add(operation.method + " " + operation.path + " callback " + callback.name, callback.requestBody, callback.responses)
            }
        }
        for hook in api.webhooks { add("webhook " + hook.name + " " + hook.method, hook.requestBody, hook.responses) }
        return result
    }
}
