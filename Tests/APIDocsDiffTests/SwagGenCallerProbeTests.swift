import APIDocsDiff
import APIDocsKit
import APIDocsLoader
import Foundation
import XCTest

/// The caller probes of the SwagGen flavour where its client differs from the model's
/// declarations: a model's initializer is the one SwagGen's template writes (not listed in the
/// model: required properties, a superclass's first, then optional ones), a nested type is
/// written by its path, and a member the docs do not list is used as its old type. The
/// compiler's side is `scripts/verify-diff-verdicts.sh --client swaggen` (`Fixtures/SwagGenVerdicts`).
final class SwagGenCallerProbeTests: XCTestCase {
    /// `MutationPairTests.base` with a subclass `Dog` (`allOf` Pet and a required `bark`) and a
    /// model `Tags` with `additionalProperties`.
    static let old = MutationPairTests.base + """

            Dog:
              allOf:
                - $ref: "#/components/schemas/Pet"
                - type: object
                  required: [bark]
                  properties:
                    bark: {type: boolean}
            Tags:
              type: object
              additionalProperties: {type: string}
              properties:
                count: {type: integer}
        """

    /// The probes of `old` → `new` in the SwagGen flavour, by symbol and aspect.
    func probes(to new: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-probes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.old.write(toFile: folder + "/old.yml", atomically: true, encoding: .utf8)
        try new.write(toFile: folder + "/new.yml", atomically: true, encoding: .utf8)
        var planner = try JobPlanner.make(optionsFile: nil, options: [], template: nil)
        try planner.setFlavour(client: "swaggen", generatorConfig: nil)
        let report = try SpecDiff.report(
            old: SpecDiff.side(folder + "/old.yml"), new: SpecDiff.side(folder + "/new.yml"), planner: planner, probes: true, diagnostics: DiagnosticCollector()
        )
        var result: [String: String] = [:]
        for probe in report.probes { result[probe.change.symbol + " " + probe.change.aspect.rawValue] = probe.source }
        return result
    }

    func mutated(_ old: String, _ new: String) -> String {
        precondition(Self.old.contains(old), "mutation target not in the spec: \(old)")
        return Self.old.replacingOccurrences(of: old, with: new)
    }

    /// The subclass's initializer takes the superclass's required properties first, then its
    /// own, then the optional ones in the same order (as `Dog(id:name:bark:status:tag:)`).
    func testAddedPropertyCallsTheTemplateInitializerOfASubclass() throws {
        let probes = try probes(to: mutated("            bark: {type: boolean}\n", "            bark: {type: boolean}\n            size: {type: integer}\n"))
        XCTAssertEqual(probes["Dog.size declaration"], """
            func probe1() {
              _ = Dog(id: probeValue(), name: probeValue(), bark: probeValue(), status: probeValue(), tag: probeValue())
            }

            """)
    }

    /// `Status?` inside `Pet` is `Pet.Status?` outside it.
    func testNestedTypeIsWrittenByItsPath() throws {
        let probes = try probes(to: mutated("status: {type: string, enum: [available, sold]}", "status: {type: integer}"))
        XCTAssertEqual(probes["Pet.status type"], """
            func probe2(_ owner: Pet) throws {
              var value = try owner.status
              probeExactly(&value, Pet.Status?.self)
            }

            """)
    }

    func testRemovedUnlistedMemberIsReadAsItsOldType() throws {
        let probes = try probes(to: mutated("      additionalProperties: {type: string}\n", ""))
        XCTAssertEqual(probes["Tags member"], """
            func probe1(_ owner: Tags) throws {
              var value = try owner.additionalProperties
              probeExactly(&value, [String: String].self)
            }

            """)
    }
}
