import APIDocsRender
import APIDocsSymbols
import XCTest

/// Type expressions as HTML: every documented name linked, inside arrays, dictionaries and
/// optionals; builtins and unknown names plain and escaped.
final class TypeLinkerTests: XCTestCase {
    var plan: SitePlan!

    override func setUpWithError() throws {
        plan = SitePlan(graph: try SiteFixtures.graph(SiteFixtures.petstore))
    }

    func testNamesInsideContainersAreLinked() {
        let linker = TypeLinker(plan: plan, page: "operations/pets.getpet.html")
        let tag = SwiftType.named("Tag", target: DeclarationID(root: .component("Tag"), swiftPath: "Tag"))
        XCTAssertEqual(linker.html(.array(tag)).markup, "[<a href=\"../models/tag.html\">Tag</a>]")
        XCTAssertEqual(linker.html(.dictionary(tag)).markup, "[String: <a href=\"../models/tag.html\">Tag</a>]")
        XCTAssertEqual(linker.html(tag, optional: true).markup, "<a href=\"../models/tag.html\">Tag</a>?")
        XCTAssertEqual(linker.html(.dictionary(.array(tag))).markup, "[String: [<a href=\"../models/tag.html\">Tag</a>]]")
    }

    func testLinksToNestedTypesUseAnchors() {
        let owner = SwiftType.named("Owner", target: DeclarationID(root: .component("Pet"), swiftPath: "Pet.Owner"))
        XCTAssertEqual(TypeLinker(plan: plan, page: "models/pet.html").html(owner).markup, "<a href=\"#Owner\">Owner</a>")
        XCTAssertEqual(TypeLinker(plan: plan, page: "index.html").html(owner).markup, "<a href=\"models/pet.html#Owner\">Owner</a>")
    }

    func testBuiltinsAndUnknownTargetsStayPlainAndEscaped() {
        let linker = TypeLinker(plan: plan, page: "index.html")
        XCTAssertEqual(linker.html(.array(.builtin("String")), optional: true).markup, "[String]?")
        XCTAssertEqual(linker.html(.named("<Evil>", target: DeclarationID(root: .namespace, swiftPath: "Missing"))).markup, "&lt;Evil&gt;")
    }

    func testPropertyTypesOfTheGraphLinkTheirModels() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let pet = try XCTUnwrap(graph.models.first { $0.swiftName == "Pet" })
        let linker = TypeLinker(plan: plan, page: "models/pet.html")
        let types = Dictionary(uniqueKeysWithValues: pet.properties.map { ($0.swiftName, linker.html($0.type, optional: $0.optional).markup) })
        XCTAssertEqual(types["tags"], "[<a href=\"tag.html\">Tag</a>]?")
        XCTAssertEqual(types["byName"], "[String: <a href=\"tag.html\">Tag</a>]?")
        XCTAssertEqual(types["parent"], "<a href=\"pet.html\">Pet</a>?")
        XCTAssertEqual(types["status"], "<a href=\"#Status\">Status</a>?")
    }
}
