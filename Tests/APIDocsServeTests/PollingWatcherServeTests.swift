@testable import APIDocsServe
import XCTest

/// `ServeTests`' saves again, with the polling watcher forced: the one `serve` runs on where
/// there is no inotify (macOS), so that Linux CI proves a save reloads the page through it
/// too, for an edited spec, a new guides folder and its article, and a broken then fixed spec.
final class PollingWatcherServeTests: ServeTests {
    override var watching: DirectoryWatcher.Mechanism { .polling }

    override func testServesPagesWithTheReloadScriptAndReloadsAfterAnEdit() async throws {
        try await super.testServesPagesWithTheReloadScriptAndReloadsAfterAnEdit()
    }

    override func testSavingAnArticleReloadsItsPage() async throws {
        try await super.testSavingAnArticleReloadsItsPage()
    }

    override func testABrokenEditKeepsTheLastGoodSiteAndShowsTheDiagnostic() async throws {
        try await super.testABrokenEditKeepsTheLastGoodSiteAndShowsTheDiagnostic()
    }

    override func testPagesNotAskedForAreRenderedAfterwards() async throws {
        try await super.testPagesNotAskedForAreRenderedAfterwards()
    }
}
