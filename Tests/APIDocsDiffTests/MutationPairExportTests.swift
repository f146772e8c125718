import APIDocsLoader
import APIDocsTestSupport
import Foundation
import XCTest

/// The spec pairs whose verdicts `scripts/verify-diff-verdicts.sh` checks with the compiler
/// (`--files`): the seeded pairs of `SymbolTablePropertyTests`, and each SwagGen conformance
/// spec against two versions that together change it once by every kind of `SpecMutation`
/// (the kinds in turn, alternately to each: one operation given both query parameters would
/// declare `mutantQuery` twice, which OpenAPI forbids and SwagGen's client cannot compile).
///
/// The test holds that every kind finds a place in each conformance spec it can apply to and
/// in at least one of them, so the compiler's record covers every kind. With
/// `APIDOCS_EXPORT_MUTATION_PAIRS=DIR` it also writes the pairs there as JSON
/// (`property/pairNN-old.json`, `conformance/<Name>-old.json`, ... and `pairs.tsv`: name, old,
/// new, label), for the script; nothing is written otherwise.
final class MutationPairExportTests: XCTestCase {
    static let cases = ["Petstore", "PetstoreTest", "Rocket", "TBX", "TFL", "TestSpec"]
    static let seed: UInt64 = 48

    /// A version of `spec` with each of `kinds` applied once where it has a place.
    static func mutant(of spec: SpecJSON, kinds: [SpecMutation], random: inout SeededRandom) -> (spec: SpecJSON, applied: [SpecMutation]) {
        var mutant = spec, applied: [SpecMutation] = []
        for kind in kinds {
            guard let changed = kind.apply(to: mutant, random: &random) else { continue }
            mutant = changed
            applied.append(kind)
        }
        return (mutant, applied)
    }

    /// The rule table's rows no `SpecMutation` makes, on the Petstore spec given a string enum
    /// `Pet.status`: an enum value whose case name stays (`in_progress` → `in-progress`), a
    /// property key whose Swift name stays (`tag` → `Tag`), a model that becomes an enum
    /// (`Error`), an operation marked deprecated (`listPets`) and an alias to another model
    /// (`SoldPet`: `Pet` → `Error`).
    static func ruleTableRest(of spec: SpecJSON) -> (old: SpecJSON, new: SpecJSON) {
        let pet = ["components", "schemas", "Pet"]
        func status(_ values: [String]) -> SpecJSON {
            .object([.init(key: "type", value: .string("string")), .init(key: "enum", value: .array(values.map(SpecJSON.string)))])
        }
        var old = spec
        old.set(pet + ["properties", "status"], status(["available", "in_progress"]))
        var new = old
        new.set(pet + ["properties", "status"], status(["available", "in-progress"]))
        if let tag = new.at(pet + ["properties", "tag"]) {
            new.set(pet + ["properties", "tag"], nil)
            new.set(pet + ["properties", "Tag"], tag)
        }
        new.set(["components", "schemas", "Error"], status(["not_found", "conflict"]))
        new.set(["paths", "/pets", "get", "deprecated"], .literal("true"))
        new.set(["components", "schemas", "SoldPet", "$ref"], .string("#/components/schemas/Error"))
        return (old, new)
    }

    func testEveryMutationKindChangesAConformanceSpecAndThePairsAreWritten() throws {
        var rows: [(name: String, old: SpecJSON, new: SpecJSON, label: String)] = []
        var random = SeededRandom(seed: Self.seed)
        var kinds: Set<SpecMutation> = []
        for name in Self.cases {
            let folder = try SharedCorpus.path("conformance/swaggen/" + name)
            let file = try XCTUnwrap(SymbolMapCoverageTests.specFile(in: folder), name)
            let spec = SpecJSON(try SpecDocumentSet.load(path: file).root)
            var applied: [SpecMutation] = []
            for (half, letter) in [(0, "a"), (1, "b")] {
                let chosen = SpecMutation.allCases.enumerated().filter { $0.offset % 2 == half }.map(\.element)
                let (mutant, done) = Self.mutant(of: spec, kinds: chosen, random: &random)
                XCTAssertNotEqual(mutant, spec, name)
                applied += done
                rows.append(("conformance-\(name)-\(letter)", spec, mutant, "\(name) + " + done.map(\.rawValue).joined(separator: ", ")))
            }
            // Kinds that need no particular schema or operation shape apply to every spec.
            for kind in [SpecMutation.descriptionChanged, .schemaMarkedInternal, .operationRenamed, .optionalQueryParameterAdded, .requiredQueryParameterAdded] {
                XCTAssertTrue(applied.contains(kind), "\(name): \(kind) found no place")
            }
            kinds.formUnion(applied)
        }
        XCTAssertEqual(kinds, Set(SpecMutation.allCases), "kinds that found no place in any conformance spec")
        let petstore = try SymbolMapCoverageTests.specFile(in: SharedCorpus.path("conformance/swaggen/Petstore"))
        let rest = try Self.ruleTableRest(of: SpecJSON(SpecDocumentSet.load(path: XCTUnwrap(petstore)).root))
        XCTAssertNotEqual(rest.old, rest.new)
        rows.append(("conformance-Petstore-rule-table", rest.old, rest.new, "Petstore + raw value, JSON key, object to enum, deprecation, alias target"))

        let specs = try SymbolTablePropertyTests.cases.map { name -> (name: String, spec: SpecJSON) in
            let folder = try SharedCorpus.path("conformance/sog/" + name)
            let file = try XCTUnwrap(SymbolMapCoverageTests.specFile(in: folder), name)
            return (name, SpecJSON(try SpecDocumentSet.load(path: file).root))
        }
        let pairs = SymbolTablePropertyTests.pairs(specs)
        XCTAssertEqual(pairs.count, SymbolTablePropertyTests.mutantPairs + SymbolTablePropertyTests.crossPairs)
        for (number, pair) in pairs.enumerated() {
            XCTAssertNotEqual(pair.old, pair.new, pair.label)
            rows.append((String(format: "property-pair%02d", number), pair.old, pair.new, pair.label))
        }

        guard let export = ProcessInfo.processInfo.environment["APIDOCS_EXPORT_MUTATION_PAIRS"], !export.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
        var table = ""
        for row in rows {
            let old = export + "/" + row.name + "-old.json", new = export + "/" + row.name + "-new.json"
            try row.old.json.write(toFile: old, atomically: true, encoding: .utf8)
            try row.new.json.write(toFile: new, atomically: true, encoding: .utf8)
            table += [row.name, old, new, row.label].joined(separator: "\t") + "\n"
        }
        try table.write(toFile: export + "/pairs.tsv", atomically: true, encoding: .utf8)
    }
}
