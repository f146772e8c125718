import ArgumentParser

/// Entry point of the `apidocs` command.
public struct APIDocsMain: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "apidocs",
        abstract: "Documentation for Swift clients generated from OpenAPI specs."
    )
    public init() {}
}
