import ArgumentParser

/// Flags shared by the commands that write or check output folders.
struct SiteOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (default: the root apidocs.yml's `output`, else Site).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("A theme folder laid over the built-in default theme (templates/*.mustache, assets/*).", valueName: "dir"))
    var theme: String?
}
