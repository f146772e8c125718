import APIDocsDiff
@testable import APIDocsKit
import APIDocsLoader
import APIDocsRender
import APIDocsTestSupport
import Foundation
import XCTest

/// The property `apidocs diff` promises, on random pairs of specs: every entry is a difference
/// of the two sides' `symbols.json`, and every difference has an entry.
///
/// Pairs (seeded, so every run checks the same ones): a conformance spec and a version of it
/// changed by one to three `SpecMutation`s, two such versions of one spec, and two different
/// conformance specs; each in both client flavours (a pair swift-openapi-generator refuses, a
/// mutation having made it invalid to it, is SwagGen's only). For each, the `symbols.json` the site writes for each side (rendered by the
/// pipeline alone, without the pages), then the report, which must hold:
/// - an `added` entry's path is in the new `symbols.json` only, a `removed` one's in the old
///   one only; a changed signature's new path is in the new file, its old path in the old one;
///   any other entry's path is in both;
/// - each path only the new (old) file has is an `added` (`removed`) entry's path, a changed
///   signature's new (old) path, or inside the path of such an `added` (`removed`) entry.
final class SymbolTablePropertyTests: XCTestCase {
    static let seed: UInt64 = 44
    /// The smaller conformance specs, as `../shared/conformance/sog` has them (patched where
    /// swift-openapi-generator refuses the SwagGen fixture), so both flavours read them. The
    /// mutants come from the first three; the bigger `seed-pace` is only in pairs of two specs.
    static let cases = ["Petstore", "PetstoreTest", "TestSpec", "seed-pace"]
    static let mutated = 3, mutantPairs = 24, crossPairs = 4

    /// Two versions to compare, named by how they were made.
    struct Pair {
        var label: String
        var old, new: SpecJSON
        var mutations: [SpecMutation]
    }

    /// What the run checked, so a run that checks too little fails.
    struct Counts {
        var pairs = 0, refused = 0, added = 0, removed = 0, signatures = 0, otherEntries = 0, onlyOneSide = 0
        var mutations: Set<SpecMutation> = []
    }

    func testEveryEntryIsADifferenceOfTheTwoSymbolsJSONAndEveryDifferenceHasOne() throws {
        let specs = try Self.cases.map { name -> (name: String, spec: SpecJSON) in
            let folder = try SharedCorpus.path("conformance/sog/" + name)
            let file = try XCTUnwrap(SymbolMapCoverageTests.specFile(in: folder), name)
            return (name, SpecJSON(try SpecDocumentSet.load(path: file).root))
        }
        let pairs = Self.pairs(specs)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-diff-property-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var counts = Counts()
        for (number, pair) in pairs.enumerated() {
            let old = folder + "/pair\(number)-old.json", new = folder + "/pair\(number)-new.json"
            try pair.old.json.write(toFile: old, atomically: true, encoding: .utf8)
            try pair.new.json.write(toFile: new, atomically: true, encoding: .utf8)
            for client in ClientFlavour.allCases {
                var planner = try JobPlanner.make(optionsFile: nil, options: [], template: nil)
                try planner.setFlavour(client: client.rawValue, generatorConfig: nil)
                guard let before = try Self.symbolPaths(old, planner: planner), let after = try Self.symbolPaths(new, planner: planner) else {
                    counts.refused += 1
                    continue
                }
                let report = try SpecDiff.report(old: SpecDiff.side(old), new: SpecDiff.side(new), planner: planner, diagnostics: DiagnosticCollector())
                let label = "seed \(Self.seed), \(pair.label) [\(client.rawValue)]"
                Self.check(report.changes, before: before, after: after, label: label, counts: &counts)
                counts.pairs += 1
                counts.mutations.formUnion(pair.mutations)
            }
        }
        // The check ran on enough, and varied enough, to mean something.
        XCTAssertGreaterThanOrEqual(counts.pairs, 30, "\(counts)")
        XCTAssertGreaterThanOrEqual(counts.added, 20, "\(counts)")
        XCTAssertGreaterThanOrEqual(counts.removed, 20, "\(counts)")
        XCTAssertGreaterThanOrEqual(counts.signatures, 5, "\(counts)")
        XCTAssertGreaterThanOrEqual(counts.onlyOneSide, 200, "\(counts)")
        XCTAssertEqual(counts.mutations.count, SpecMutation.allCases.count, "\(counts)")
        print("SymbolTablePropertyTests: \(counts.pairs) pairs checked (\(counts.refused) refused by swift-openapi-generator), "
              + "\(counts.added) added, \(counts.removed) removed, \(counts.signatures) signature and \(counts.otherEntries) other entries, "
              + "\(counts.onlyOneSide) paths in one symbols.json only; \(counts.mutations.count) of \(SpecMutation.allCases.count) kinds of mutation")
    }

    /// Both halves of the property for one report.
    static func check(_ changes: [ClientChange], before: Set<String>, after: Set<String>, label: String, counts: inout Counts) {
        var addedPaths = Set<String>(), removedPaths = Set<String>(), newCovered = Set<String>(), oldCovered = Set<String>()
        for change in changes {
            let entry = "\(label): \(change.change.rawValue) \(change.aspect.rawValue) \(change.symbol)"
            switch (change.change, change.aspect) {
            case (.added, _):
                XCTAssertTrue(after.contains(change.symbol) && !before.contains(change.symbol), "\(entry) is not in the new symbols.json only")
                addedPaths.insert(change.symbol)
                counts.added += 1
            case (.removed, _):
                XCTAssertTrue(before.contains(change.symbol) && !after.contains(change.symbol), "\(entry) is not in the old symbols.json only")
                removedPaths.insert(change.symbol)
                counts.removed += 1
            case (.changed, .signature) where change.oldSymbol != nil:
                XCTAssertTrue(after.contains(change.symbol), "\(entry) is not in the new symbols.json")
                XCTAssertTrue(before.contains(change.oldSymbol ?? ""), "\(entry) (was \(change.oldSymbol ?? "")) is not in the old symbols.json")
                newCovered.insert(change.symbol)
                oldCovered.insert(change.oldSymbol ?? "")
                counts.signatures += 1
            default:
                XCTAssertTrue(after.contains(change.symbol) && before.contains(change.symbol), "\(entry) is not in both symbols.json")
                counts.otherEntries += 1
            }
        }
        for path in after.subtracting(before).sorted() {
            counts.onlyOneSide += 1
            let covered = addedPaths.contains(path) || newCovered.contains(path) || Self.isInside(path, anyOf: addedPaths)
            XCTAssertTrue(covered, "\(label): \(path) is in the new symbols.json only, but no entry names it or an added path around it")
        }
        for path in before.subtracting(after).sorted() {
            counts.onlyOneSide += 1
            let covered = removedPaths.contains(path) || oldCovered.contains(path) || Self.isInside(path, anyOf: removedPaths)
            XCTAssertTrue(covered, "\(label): \(path) is in the old symbols.json only, but no entry names it or a removed path around it")
        }
    }

    /// Whether a path that encloses `path` (`Pet` for `Pet.init(id:name:)`) is in `paths`.
    static func isInside(_ path: String, anyOf paths: Set<String>) -> Bool {
        var enclosing = ClientChange.parentPath(of: path)
        while let current = enclosing {
            if paths.contains(current) { return true }
            enclosing = ClientChange.parentPath(of: current)
        }
        return false
    }

    /// The seeded pairs: mutants of one spec, then pairs of two different specs.
    static func pairs(_ specs: [(name: String, spec: SpecJSON)]) -> [Pair] {
        var random = SeededRandom(seed: seed)
        // Each pair's first mutation tries the kinds in turn (then any, where the spec has no
        // place for it), so every kind is tried; the others are random.
        func mutate(_ spec: SpecJSON, times: Int, first: SpecMutation, applied: inout [SpecMutation]) -> SpecJSON {
            var spec = spec
            var attempts = 0
            while applied.count < times, attempts < 50 {
                attempts += 1
                let wanted = attempts == 1 ? first : SpecMutation.pick(SpecMutation.allCases, &random)
                guard let mutation = wanted, let changed = mutation.apply(to: spec, random: &random) else { continue }
                spec = changed
                applied.append(mutation)
            }
            return spec
        }
        var pairs: [Pair] = []
        for number in 0..<mutantPairs {
            let base = specs[(2 * number) % mutated]
            var oldMutations: [SpecMutation] = [], newMutations: [SpecMutation] = []
            // Every third pair starts from a changed version too: two versions of one spec.
            let kinds = SpecMutation.allCases, first = kinds[number % kinds.count]
            let old = number % 3 == 2 ? mutate(base.spec, times: 1, first: kinds[(number + 7) % kinds.count], applied: &oldMutations) : base.spec
            let new = mutate(old, times: 1 + Int(random.next() % 3), first: first, applied: &newMutations)
            let names = newMutations.map(\.rawValue).joined(separator: ", ")
            pairs.append(Pair(label: "\(base.name) \(oldMutations.isEmpty ? "" : "(\(oldMutations[0].rawValue)) ")+ \(names)", old: old, new: new, mutations: oldMutations + newMutations))
        }
        for number in 0..<crossPairs {
            let old = specs[number % specs.count], new = specs[(number + 1) % specs.count]
            pairs.append(Pair(label: "\(old.name) → \(new.name)", old: old.spec, new: new.spec, mutations: []))
        }
        return pairs
    }

    /// The keys of the `symbols.json` the site of `spec` has (the pipeline renders that file
    /// alone, not the pages); `nil` when the flavour refuses the spec.
    static func symbolPaths(_ spec: String, planner: JobPlanner) throws -> Set<String>? {
        let job = try planner.job(for: spec)
        let result: DocsPipeline.Result
        do {
            result = try DocsPipeline.run(job, diagnostics: DiagnosticCollector(), defersReadmes: true)
        } catch {
            return nil
        }
        let site = SiteRenderer(theme: try SiteTheme.load(custom: nil))
        let pending = DocsPipeline.pendingFiles(for: job, result: result, site: site).pending
        let file = try XCTUnwrap(pending.first { $0.path == "symbols.json" }, "no symbols.json among the site's files")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(file.render(diagnostics: DiagnosticCollector()).bytes)) as? [String: Any])
        return Set(object.keys)
    }
}
