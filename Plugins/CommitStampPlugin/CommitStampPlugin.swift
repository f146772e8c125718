import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` (`enum BuildCommit { static let commit = "<short hash>" }`) before
/// every build of the target that uses it, so that `apidocs --version` names the commit it was
/// built from. It asks `git` in the package folder; outside a git checkout (a source archive)
/// the commit is `unknown`. The file is rewritten only when the commit changes, so a build on
/// the same commit recompiles nothing. Only `--version` reads it: no output depends on it.
@main
struct CommitStampPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        let file = output.appendingPathComponent("BuildCommit.swift").path
        let package = context.package.directoryURL.path
        let script = """
            set -u
            mkdir -p "$2"
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null || true)
            [ -n "$commit" ] || commit=unknown
            if [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null || true)" ]; then commit="$commit+changes"; fi
            text=$(printf '// Generated before each build by CommitStampPlugin.\\n/// The commit apidocs was built from, for `apidocs --version`.\\nenum BuildCommit {\\n    static let commit = "%s"\\n}' "$commit")
            if [ ! -f "$3" ] || [ "$(cat "$3")" != "$text" ]; then printf '%s\\n' "$text" > "$3"; fi
            """
        return [
            .prebuildCommand(
                displayName: "Stamping the git commit for apidocs --version",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "stamp", package, output.path, file],
                outputFilesDirectory: output
            ),
        ]
    }
}
