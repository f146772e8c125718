import ArgumentParser

/// `--quiet` and `--verbose`, shared by `build` and `check`.
struct VerbosityOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but errors (and, for check, the differences).")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print every file written, unchanged, removed or kept.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
    }

    var level: Progress.Level { quiet ? .quiet : verbose ? .verbose : .normal }
}
