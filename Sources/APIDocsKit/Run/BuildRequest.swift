import APIDocsRender

/// What a `build` or `check` run was asked for, as typed values: the command line (or any
/// other caller) fills one in, the plan is made from it.
public struct BuildRequest: Sendable {
    /// Spec files or spec folders; empty for the configured set (root `apidocs.yml`, else `Specs/`).
    public var specs: [String]
    /// `--options FILE`.
    public var optionsFile: String?
    /// `--option key:value`, as written.
    public var options: [String]
    /// `--template`.
    public var template: String?
    /// `--output`.
    public var output: String?
    /// `--theme`.
    public var theme: String?
    /// `--strict`: warnings are errors for every spec.
    public var strict = false
    /// `--ref-root` and `--allow-remote-ref`.
    public var references = ReferenceSettings()
    /// Client flavour (issue 13): `--client`, as written.
    public var client: String?
    /// `--generator-config FILE`.
    public var generatorConfig: String?
    /// `--site-url`: where the output folder is published, over the root file's `siteURL:`.
    public var siteURL: SiteURL?
    /// `--guides DIR`: the guides folder of every spec of the run, over their configured ones.
    public var guides: String?
    /// `--lenient-links`: unresolved links in guides are warnings.
    public var lenientLinks = false

    public init(specs: [String] = [], optionsFile: String? = nil, options: [String] = [], template: String? = nil, output: String? = nil, theme: String? = nil, strict: Bool = false) {
        self.specs = specs
        self.optionsFile = optionsFile
        self.options = options
        self.template = template
        self.output = output
        self.theme = theme
        self.strict = strict
    }
}
