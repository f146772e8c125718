import APIDocsKit
import APIDocsLoader
import ArgumentParser

/// The `apidocs` command: parses arguments, runs a subcommand, and maps every failure to an
/// exit code (0 success, 1 bad input or, for `check`, output that differs, 2 bad usage). Nothing below this type exits.
public struct APIDocsMain: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "apidocs",
        abstract: "Documentation for Swift clients generated from OpenAPI specs: SwagGen's README and more.",
        discussion: """
            Quick start, in your repository's folder:
              apidocs init openapi.yaml   # Specs/<Name>/ from your spec, a CI workflow
              apidocs build               # Site/<Name>/: its README.md and HTML site
            """,
        version: APIDocsMain.version,
        // `init` first: it is where a new user starts.
        subcommands: [InitCommand.self, BuildCommand.self, CheckCommand.self, ServeCommand.self, ReadmeCommand.self, DiffCommand.self, DocCCommand.self]
    )

    public init() {}

    /// `apidocs 0.3.0 (commit 1a2b3c4d5e6f)`: what `apidocs --version` prints.
    public static let version = "\(Fingerprint.toolVersion) (commit \(BuildCommit.commit))"

    /// Runs the command line and returns the exit code.
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as SpecError {
            StandardError.write(error.description + "\n")
            return 1
        } catch let code as ExitCode where code != .validationFailure {
            // A command's own verdict (`check` finding differences): already reported.
            return code.rawValue
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                StandardOutput.write(fullMessage(for: error) + "\n")
                return 0
            }
            StandardError.write(fullMessage(for: error) + "\n")
            return 2
        }
    }
}
