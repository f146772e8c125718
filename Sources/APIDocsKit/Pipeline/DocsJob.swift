import APIDocsLoader
import APIDocsRender
import APIDocsSymbols

/// One spec to document, with everything that decides its output.
///
/// Commands build jobs from their arguments and from `apidocs.yml`; the pipeline only sees jobs.
public struct DocsJob: Sendable {
    /// The spec file.
    public var specPath: String
    /// The output folder name under the build's output directory.
    public var outputName: String
    /// Option layers, lowest first: `apidocs.yml`, `--options` file, `--option` flags.
    public var optionLayers: [[OptionEntry]]
    /// A built-in template name or a template file path; `nil` for the default.
    public var template: String?
    /// A theme folder for the HTML pages; `nil` for the default theme.
    public var theme: String?
    /// Where `template` was written (a line of `apidocs.yml`), for errors; `nil` for `--template`.
    public var templateLocation: SourceLocation?
    /// The folder a relative template path starts from; `nil` for the current folder.
    public var templateFolder: String?
    /// Warnings about this spec are errors (`--strict`, or `strict: true` in `apidocs.yml`).
    public var strict: Bool
    /// Where its `$ref`s may lead (`--ref-root`, `--allow-remote-ref`, `refRoot:`, `allowRemoteRefs:`).
    public var references = ReferenceSettings()
    /// Client flavour (issue 13): whose generated client the docs describe.
    public var client: ClientFlavour = .swaggen
    /// `openapi-generator-config.yaml` for the swift-openapi-generator flavour; `nil` for the
    /// one beside the spec (or SOG's defaults when there is none).
    public var generatorConfig: String?
    /// Earlier versions of the spec to compare with, newest first (`versions:` in `apidocs.yml`).
    public var versions: [VersionSetting] = []
    /// The folder of hand-written articles (`guides:`, `--guides`, else `guides/` beside the
    /// spec when it exists); `nil` for none.
    public var guides: String?
    /// Where `guides` was configured, for errors about the folder; `nil` for the default or the flag.
    public var guidesLocation: SourceLocation?
    /// The DocC catalog folder `build` writes and `check` compares (`docc:`); `nil` for none.
    public var docc: String?
    public var doccLocation: SourceLocation?
    /// `--lenient-links`: an article's unresolved link is a warning, not an error.
    public var lenientLinks = false
    /// Where the output folder is published (`--site-url`, the root file's `siteURL:`): set by
    /// the build plan for every job alike, since it decides each page's canonical link.
    public var siteURL: SiteURL?

    public init(
        specPath: String,
        outputName: String,
        optionLayers: [[OptionEntry]],
        template: String?,
        templateLocation: SourceLocation? = nil,
        templateFolder: String? = nil,
        theme: String? = nil,
        strict: Bool = false
    ) {
        self.specPath = specPath
        self.outputName = outputName
        self.optionLayers = optionLayers
        self.template = template
        self.templateLocation = templateLocation
        self.templateFolder = templateFolder
        self.theme = theme
        self.strict = strict
    }

    public var options: GeneratorOptions { GeneratorOptions.merged(optionLayers) }

    /// The folder beside a spec that holds its guides when no `guides:` says otherwise.
    public static let defaultGuidesFolder = "guides"

    /// The template choice with where it was made (the default template when none was).
    var templateSetting: TemplateSetting {
        TemplateSetting(template ?? ReadmeTemplate.defaultName, location: templateLocation, folder: templateFolder)
    }
}
