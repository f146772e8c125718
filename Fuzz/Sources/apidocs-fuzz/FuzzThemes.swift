import APIDocsRender

/// Where the fuzz target finds the built-in theme: the same way the `apidocs` command does
/// (`APIDOCS_THEMES`, else the nearest `Themes/` above the executable, which for
/// `Fuzz/.build/...` or `.build-fuzz/...` is the checkout's). The one place to change if
/// themes move into the binary.
enum FuzzThemes {
    static func locator() -> ThemeLocator { ThemeLocator() }
}
