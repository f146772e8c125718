import APIDocsLoader
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

    public init(specPath: String, outputName: String, optionLayers: [[OptionEntry]], template: String?, theme: String? = nil) {
        self.specPath = specPath
        self.outputName = outputName
        self.optionLayers = optionLayers
        self.template = template
        self.theme = theme
    }

    public var options: GeneratorOptions { GeneratorOptions.merged(optionLayers) }
}
