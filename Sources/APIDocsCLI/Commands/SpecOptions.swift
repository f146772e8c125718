import APIDocsKit
import APIDocsSymbols
import ArgumentParser

/// Flags shared by every command that documents specs.
struct SpecOptions: ParsableArguments {
    @Option(name: .customLong("options"), help: ArgumentHelp("A YAML file of SwagGen options (laid over apidocs.yml).", valueName: "file"))
    var optionsFile: String?

    @Option(name: .customLong("option"), help: ArgumentHelp("A SwagGen option as key:value (repeatable; laid over --options).", valueName: "key:value"))
    var options: [String] = []

    @Option(help: ArgumentHelp("README template: swaggen (default), swaggen-4, pace, swift-openapi-generator (the default with --client swift-openapi-generator), or a template file path.", valueName: "name|file"))
    var template: String?

    @Flag(help: "Treat warnings as errors: exit 1 and write nothing when any is found.")
    var strict = false

    @Option(name: .customLong("ref-root"), help: ArgumentHelp("The folder every local $ref must stay inside (default: the root apidocs.yml's folder, else the current folder when the spec is in it, else the spec's folder).", valueName: "dir"))
    var refRoot: String?

    @Option(name: .customLong("allow-remote-ref"), help: ArgumentHelp("Fetch remote $refs whose URL starts with this prefix (repeatable; none by default).", valueName: "prefix"))
    var allowRemoteRefs: [String] = []

    /// `--ref-root` and `--allow-remote-ref` as settings.
    var references: ReferenceSettings {
        ReferenceSettings(refRoot: refRoot, allowRemoteRefs: allowRemoteRefs)
    }

    // Client flavour (issue 13).
    @Option(help: ArgumentHelp("Whose generated client to document: swaggen (default) or swift-openapi-generator.", valueName: "name"))
    var client: String?

    @Option(name: .customLong("generator-config"), help: ArgumentHelp("swift-openapi-generator's openapi-generator-config.yaml (default: the one beside the spec).", valueName: "file"))
    var generatorConfig: String?

    /// The job planner for a command that plans its jobs one spec at a time (`readme`,
    /// `diff`): the options file and `--option`s, `--template`, `--strict`, the reference
    /// settings and the client flavour laid over what the root `apidocs.yml` says.
    func planner() throws -> JobPlanner {
        var planner = try JobPlanner.make(optionsFile: optionsFile, options: options, template: template)
        planner.strict = planner.strict || strict
        planner.references = references.over(planner.references)
        try planner.setFlavour(client: client, generatorConfig: generatorConfig)
        return planner
    }

    func validate() throws {
        for prefix in allowRemoteRefs where !ReferenceSettings.isURLPrefix(prefix) {
            throw ValidationError("--allow-remote-ref needs an http(s) URL prefix such as https://schemas.example.com/, got '\(prefix)'")
        }
        for option in options {
            if let problem = OptionsReader.formProblem(option) { throw ValidationError(problem) }
        }
    }
}
