/// Where apidocs's GitHub Action lives: the one place that names this repository, so that
/// the workflow `apidocs init` writes can be pointed at its real home by changing one line.
public enum ActionReference {
    /// `OWNER/NAME` of the repository whose root `action.yml` is apidocs's action.
    public static let repository = "apidocs/apidocs"

    /// The release tag of this apidocs: `v0.3.0` for `apidocs 0.3.0` and `apidocs 0.3.0-dev`
    /// (a development build points at the release it leads to).
    public static var tag: String {
        var version = Fingerprint.toolVersion
        if let space = version.lastIndex(of: " ") { version = String(version[version.index(after: space)...]) }
        if let dash = version.firstIndex(of: "-") { version = String(version[..<dash]) }
        return "v" + version
    }

    /// `apidocs/apidocs@v0.3.0`: what a workflow step's `uses:` says.
    public static var uses: String { repository + "@" + tag }
}

/// The GitHub Actions workflow `apidocs init` writes as `.github/workflows/docs.yml`: on every
/// push and pull request, `apidocs check` through apidocs's action, so a change to a spec
/// without the rebuilt `Site/` fails CI.
///
/// It exists so that a repository set up with `init` keeps its docs current from its first
/// commit, without its owner writing CI configuration.
public enum WorkflowFile {
    public static let path = ".github/workflows/docs.yml"

    public static var text: String {
        """
        # Written by 'apidocs init': fails when Site/ differs from what 'apidocs build' writes
        # from Specs/. Run 'apidocs build' and commit Site/ to fix it.
        name: docs
        on: [push, pull_request]
        jobs:
          docs:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: \(ActionReference.uses)
                with: {command: check}

        """
    }
}
