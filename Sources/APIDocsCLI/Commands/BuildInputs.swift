import APIDocsKit
import APIDocsLoader
import ArgumentParser

/// What `build` and `check` both take: the specs, their options and template, the output
/// folder and theme, and how much to print. One group, so the two commands cannot drift
/// apart in what they accept.
struct BuildInputs: ParsableArguments {
    @Argument(help: ArgumentHelp("Spec files or spec folders (default: the root apidocs.yml's specs, else every folder under Specs/).", valueName: "spec-or-folder"))
    var specs: [String] = []

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var siteOptions: SiteOptions

    @OptionGroup var verbosity: VerbosityOptions

    /// The jobs and output folder these inputs name.
    func plan() throws(SpecError) -> BuildPlan {
        var request = BuildRequest(
            specs: specs,
            optionsFile: specOptions.optionsFile,
            options: specOptions.options,
            template: specOptions.template,
            output: siteOptions.output,
            theme: siteOptions.theme,
            strict: specOptions.strict
        )
        request.references = specOptions.references
        request.client = specOptions.client
        request.generatorConfig = specOptions.generatorConfig
        request.siteURL = siteOptions.publishedAt
        request.guides = siteOptions.guides
        request.lenientLinks = siteOptions.lenientLinks
        return try BuildPlan.make(request)
    }
}
