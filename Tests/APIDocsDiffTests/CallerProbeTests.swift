import APIDocsDiff
import APIDocsKit
import APIDocsLoader
import Foundation
import XCTest

/// The caller probes `apidocs diff --probes` writes: for each kind of change, the exact Swift
/// that uses the old client the way the change could break (the compiler's side of the check
/// is `scripts/verify-diff-verdicts.sh`, recorded in `Fixtures/SOGVerdicts`).
final class CallerProbeTests: XCTestCase {
    /// The probes of `base` → `spec` in the swift-openapi-generator flavour, by symbol.
    func probes(to spec: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-probes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try MutationPairTests.base.write(toFile: folder + "/old.yml", atomically: true, encoding: .utf8)
        try spec.write(toFile: folder + "/new.yml", atomically: true, encoding: .utf8)
        var planner = try JobPlanner.make(optionsFile: nil, options: [], template: nil)
        try planner.setFlavour(client: "swift-openapi-generator", generatorConfig: nil)
        let report = try SpecDiff.report(
            old: SpecDiff.side(folder + "/old.yml"), new: SpecDiff.side(folder + "/new.yml"), planner: planner, probes: true, diagnostics: DiagnosticCollector()
        )
        var result: [String: String] = [:]
        for probe in report.probes { result[probe.change.symbol + " " + probe.change.aspect.rawValue] = probe.source }
        return result
    }

    func testTypeChangeReadsTheOldTypeExactly() throws {
        let probes = try probes(to: MutationPairTests.mutated("name: {type: string}", "name: {type: integer}"))
        XCTAssertEqual(probes["Components.Schemas.Pet.name type"], """
            func probe2(_ owner: Components.Schemas.Pet) throws {
              var value = try owner.name
              probeExactly(&value, Swift.String.self)
            }

            """)
    }

    func testAddedCaseSwitchesOverTheOldCases() throws {
        let probes = try probes(to: MutationPairTests.mutated("enum: [available, sold]", "enum: [available, sold, pending]"))
        XCTAssertEqual(probes["Components.Schemas.Pet.statusPayload.pending declaration"], """
            func probe1(_ value: Components.Schemas.Pet.statusPayload) {
              switch value {
                case .available: break
                case .sold: break
              }
            }

            """)
    }

    /// A new required property: the old call (every argument both initializers have) lacks it.
    func testAddedPropertyCallsTheInitializer() throws {
        let probes = try probes(to: MutationPairTests.mutated("required: [id, name]", "required: [id, name, owner]")
            .replacingOccurrences(of: "    status: {type: string", with: "    owner: {type: string}\n        status: {type: string"))
        XCTAssertEqual(probes["Components.Schemas.Pet.owner declaration"], """
            func probe2() {
              _ = Components.Schemas.Pet(id: probeValue(), name: probeValue(), tag: probeValue(), status: probeValue())
            }

            """)
    }

    /// A changed signature: the old initializer called with its old labels and arguments of
    /// exactly the old types (a parameter's new type cannot take them by inference), then with
    /// its defaulted arguments left out, as old code may call it.
    func testChangedSignatureCallsTheOldInitializerWithTheOldTypes() throws {
        let probes = try probes(to: MutationPairTests.mutated("        id: {type: integer}\n", "        id: {type: string}\n"))
        XCTAssertEqual(probes["Components.Schemas.Pet.init(id:name:tag:status:) signature"], """
            func probe2() throws {
              _ = try Components.Schemas.Pet(id: probeValue() as Swift.Int, name: probeValue() as Swift.String, tag: probeValue() as Swift.String?, status: probeValue() as Components.Schemas.Pet.statusPayload?)
              _ = try Components.Schemas.Pet(id: probeValue() as Swift.Int, name: probeValue() as Swift.String)
            }

            """)
    }

    /// A parameter that loses its default (an optional query parameter made required): a call
    /// with every argument still compiles, the one that leaves it out does not.
    func testLostDefaultIsProbedByACallWithoutIt() throws {
        let probes = try probes(to: MutationPairTests.mutated(
            "- {name: limit, in: query, schema: {type: integer}}", "- {name: limit, in: query, required: true, schema: {type: integer}}"))
        let probe = try XCTUnwrap(probes["Operations.listPets.Input.init(query:headers:) signature"], "\(probes.keys.sorted())")
        XCTAssertTrue(probe.contains("_ = try Operations.listPets.Input(query: probeValue() as Operations.listPets.Input.Query, headers: probeValue() as Operations.listPets.Input.Headers)\n"), probe)
        XCTAssertTrue(probe.contains("_ = try Operations.listPets.Input()\n"), probe)
    }

    /// A new operation: `APIProtocol` gains a requirement; old conformers lack it. The
    /// extension's convenience overload gets no conformance probe.
    func testAddedRequirementConformsWithTheOldRequirements() throws {
        let spec = MutationPairTests.mutated("  /pets/{id}:\n", """
              /owners:
                get:
                  operationId: listOwners
                  responses:
                    "204": {description: None.}
              /pets/{id}:

            """)
        let probes = try probes(to: spec)
        XCTAssertEqual(probes["APIProtocol.listOwners(_:) declaration"], """
            struct Probe2: APIProtocol {
              func listPets(_ input: Operations.listPets.Input) async throws -> Operations.listPets.Output { fatalError() }
              func getPet(_ input: Operations.getPet.Input) async throws -> Operations.getPet.Output { fatalError() }
            }

            """)
        let overloads = probes.filter { $0.key.hasPrefix("APIProtocol.listOwners(") && !$0.key.hasPrefix("APIProtocol.listOwners(_:)") }
        XCTAssertEqual(overloads.count, 1, "\(probes.keys.sorted())")
        XCTAssertFalse(overloads.values.contains { $0.contains("struct") }, "\(overloads)")
    }

    /// A removed operation: the old `Client` method is called with its labels.
    func testRemovedMethodIsCalled() throws {
        let probes = try probes(to: MutationPairTests.mutated("operationId: getPet", "operationId: fetchPet"))
        XCTAssertEqual(probes["Client.getPet(_:) declaration"], """
            func probe6(_ owner: Client) async throws {
              _ = try await owner.getPet(probeValue())
            }

            """)
    }

    /// The files: a prelude, one numbered file per probe with its change in a comment, and the manifest.
    func testProbeFiles() throws {
        let change = ClientChange(symbol: "Pet.tag", kind: .property, change: .removed, aspect: .declaration, breaking: true,
                                  old: "String", new: nil, oldLocation: nil, newLocation: nil, reason: "r")
        let files = ProbeFiles(probes: [CallerProbe(change: change, source: "func probe1() {}\n", use: "reads `Pet.tag`")], imports: ["PetsAPI"])
        XCTAssertEqual(files.files.map(\.name), ["ProbePrelude.swift", "Probe0001.swift", "probes.json"])
        XCTAssertEqual(files.files[1].text, "import Foundation\nimport PetsAPI\n\n// removed property Pet.tag\nfunc probe1() {}\n")
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(files.files[2].text.utf8)) as? [String: [[String: Any]]])
        XCTAssertEqual(manifest["probes"]?.first?["file"] as? String, "Probe0001.swift")
        XCTAssertEqual(manifest["probes"]?.first?["breaking"] as? Bool, true)
    }
}
