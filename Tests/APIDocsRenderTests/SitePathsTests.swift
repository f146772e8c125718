import APIDocsRender
import XCTest

/// Relative links between pages at different depths, and anchors on the same page.
final class SitePathsTests: XCTestCase {
    func testRelativePathsBetweenFolders() {
        XCTAssertEqual(SitePaths.relativePath(from: "index.html", to: "models/pet.html"), "models/pet.html")
        XCTAssertEqual(SitePaths.relativePath(from: "models/pet.html", to: "index.html"), "../index.html")
        XCTAssertEqual(SitePaths.relativePath(from: "models/pet.html", to: "models/tag.html"), "tag.html")
        XCTAssertEqual(SitePaths.relativePath(from: "models/pet.html", to: "operations/pets.getpet.html"), "../operations/pets.getpet.html")
        XCTAssertEqual(SitePaths.relativePath(from: "a/b/c.html", to: "a/d.html"), "../d.html")
        XCTAssertEqual(SitePaths.relativePath(from: "models/m.html", to: "modelsx/y.html"), "../modelsx/y.html")
        XCTAssertEqual(SitePaths.relativePath(from: "models/pet.html", to: "models/pet.html"), "pet.html")
    }

    func testHrefsWithAnchors() {
        let target = SiteLocation(page: "models/pet.html", anchor: "Owner.nick")
        XCTAssertEqual(SitePaths.relativeHref(from: "models/pet.html", to: target), "#Owner.nick")
        XCTAssertEqual(SitePaths.relativeHref(from: "models/tag.html", to: target), "pet.html#Owner.nick")
        XCTAssertEqual(SitePaths.relativeHref(from: "index.html", to: target), "models/pet.html#Owner.nick")
        XCTAssertEqual(SitePaths.relativeHref(from: "tags/pets.html", to: SiteLocation(page: "index.html", anchor: "Server.main")), "../index.html#Server.main")
        XCTAssertEqual(SitePaths.relativeHref(from: "tags/pets.html", to: SiteLocation(page: "tags/pets.html")), "pets.html")
    }

    func testRootPrefixAndFolderNames() {
        XCTAssertEqual(SitePaths.rootPrefix(of: "index.html"), "")
        XCTAssertEqual(SitePaths.rootPrefix(of: "models/pet.html"), "../")
        XCTAssertEqual(SitePaths.percentEncoded("My API"), "My%20API")
        XCTAssertEqual(SitePaths.percentEncoded("a#b?c"), "a%23b%3Fc")
        XCTAssertEqual(SitePaths.percentEncoded("Weather31"), "Weather31")
    }
}
