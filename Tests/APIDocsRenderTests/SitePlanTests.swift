@testable import APIDocsRender
import APIDocsSymbols
import XCTest

/// The plan: one page per model, operation and tag; a place for every symbol of the client model;
/// distinct safe files whatever the names; unique valid anchors per page.
final class SitePlanTests: XCTestCase {
    func testEverySymbolOfTheIndexHasExactlyOnePlace() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let plan = SitePlan(graph: graph)
        // Every symbol of the client model but the containers pages do not document and a
        // request's initializers (its page documents the request; `symbols.json` keys that).
        let symbols = graph.clientTree().symbols.filter { symbol in
            ![ClientRole.namespace, .servers, .requestOptions, .additionalProperties].contains(symbol.role) && !symbol.path.hasSuffix(".Response.SuccessType")
                && symbol.kind != .initializer
        }
        XCTAssertEqual(Set(plan.locations.keys), Set(symbols.map(\.path)))
        XCTAssertEqual(plan.location(of: "Pet"), SiteLocation(page: "models/pet.html"))
        XCTAssertEqual(plan.location(of: "Pet.Owner.nick"), SiteLocation(page: "models/pet.html", anchor: "Owner.nick"))
        XCTAssertEqual(plan.location(of: "Test.Pets"), SiteLocation(page: "tags/pets.html"))
        XCTAssertEqual(plan.location(of: "Test.Pets.GetPet"), SiteLocation(page: "operations/pets.getpet.html"))
        XCTAssertEqual(plan.location(of: "Test.Pets.GetPet.Request.Options.id"),
                       SiteLocation(page: "operations/pets.getpet.html", anchor: "Request.Options.id"))
        XCTAssertEqual(plan.location(of: "Test.Server.main"), SiteLocation(page: "index.html", anchor: "Server.main"))
    }

    func testPagesCoverModelsOperationsTagsAndHome() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let plan = SitePlan(graph: graph)
        XCTAssertEqual(plan.pages.map(\.path), [
            "index.html", "models/pet.html", "models/tag.html", "models/tags.html",
            "operations/pets.addpet.html", "operations/pets.getpet.html", "tags/pets.html",
        ])
        XCTAssertEqual(plan.href(to: "Tag", from: "operations/pets.getpet.html"), "../models/tag.html")
        XCTAssertEqual(plan.href(to: "Pet.Owner", from: "models/pet.html"), "#Owner")
        XCTAssertNil(plan.href(to: "NoSuchThing", from: "index.html"))
    }

    func testCaseCollisionsAndPathNamesGetDistinctSafeFiles() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.collisions, options: SiteFixtures.collisionOptions)
        let plan = SitePlan(graph: graph)
        let names = Dictionary(uniqueKeysWithValues: graph.models.indices.map { (graph.models[$0].swiftName, plan.modelPages[$0]) })
        // Decided in sorted name order, so `Pet` (sorted first) keeps the plain stem.
        XCTAssertEqual(names["Pet"], "models/pet.html")
        XCTAssertEqual(names["pet"], "models/pet-2.html")
        XCTAssertEqual(names["../../etc/passwd"], "models/etc-passwd.html")
        XCTAssertEqual(Set(plan.pages.map { $0.path.lowercased() }).count, plan.pages.count)
        for page in plan.pages {
            XCTAssertNil(page.path.firstIndex { !"abcdefghijklmnopqrstuvwxyz0123456789._-/".contains($0) }, page.path)
            XCTAssertFalse(page.path.contains(".."), page.path)
        }
    }

    func testFileNamesDoNotDependOnDeclarationOrder() throws {
        let reordered = """
        openapi: 3.0.0
        info: {title: Collisions, version: "1"}
        paths: {}
        components:
          schemas:
            Lower: {type: object, properties: {a: {type: string}}}
            Evil: {type: object, properties: {a: {type: string}}}
            Pet: {type: object, properties: {a: {type: string}}}
            Zebra: {type: object, properties: {a: {type: string}}}
        """
        let first = SitePlan(graph: try SiteFixtures.graph(SiteFixtures.collisions, options: SiteFixtures.collisionOptions))
        let second = SitePlan(graph: try SiteFixtures.graph(reordered, options: SiteFixtures.collisionOptions))
        XCTAssertEqual(first.symbolMap.map(\.path), second.symbolMap.map(\.path))
        func urls(_ plan: SitePlan) -> [[String]] { plan.symbolMap.map { $0.places.map { ($0.key ?? "") + " " + $0.url } } }
        XCTAssertEqual(urls(first), urls(second))
    }

    func testAnchorsAreUniqueValidAndNeverTheTemplatesOwn() throws {
        let graph = try SiteFixtures.graph(SiteFixtures.petstore)
        let plan = SitePlan(graph: graph)
        var perPage: [String: Set<String>] = [:]
        for (path, location) in plan.locations {
            guard let anchor = location.anchor else { continue }
            XCTAssertFalse(AnchorAllocator.reservedIDs.contains(anchor), path)
            XCTAssertNil(anchor.firstIndex { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == "#" }, anchor)
            XCTAssertTrue(perPage[location.page, default: []].insert(anchor).inserted, "duplicate \(anchor) on \(location.page)")
        }
    }

    func testAnchorCollisionsGetSuffixes() {
        var allocator = AnchorAllocator()
        XCTAssertEqual(allocator.allocate("Pet.name", owner: "Pet"), "name")
        XCTAssertEqual(allocator.allocate("Other.name", owner: "Other"), "name-2")
        XCTAssertEqual(allocator.allocate("Pet.<bad id>", owner: "Pet"), "_bad_id_")
        XCTAssertEqual(allocator.allocate("search-input", owner: "x"), "search_input")
        XCTAssertEqual(allocator.allocate("", owner: "x"), "symbol")
    }

    /// Anchors are sanitized scalar by scalar: each scalar outside `[A-Za-z0-9_.]`, however
    /// many UTF-8 bytes it takes, becomes one `_`.
    func testAnchorsReplaceEachOtherScalarByOneUnderscore() {
        XCTAssertEqual(AnchorAllocator.sanitized("Pet.naïve-name🙂"[...]), "Pet.na_ve_name_")
        XCTAssertEqual(AnchorAllocator.sanitized("é"[...]), "_")
        XCTAssertEqual(AnchorAllocator.sanitized("a\u{301}b"[...]), "a_b")
        XCTAssertEqual(AnchorAllocator.sanitized(""[...]), "symbol")
        XCTAssertEqual(AnchorAllocator.sanitized("Op.Request.petId"[...]), "Op.Request.petId")
        let whole = "x.Ω≈ç√.y"
        XCTAssertEqual(AnchorAllocator.sanitized(whole.dropFirst(2)), "____.y")
    }
}
