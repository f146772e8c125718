import Foundation
import XCTest

/// The DocC catalog's parameters table says the same thing in both client flavours (issue 49,
/// disagreement 4): its "Type" column is the parameter's Swift type as that flavour's client
/// declares it (SwagGen's request option, swift-openapi-generator's `Input.Path`/`Query`/
/// `Headers` property), never the JSON type and format.
final class DocCParameterTypeTests: XCTestCase {
    private let spec = """
        openapi: 3.0.3
        info: {title: Reports, version: "1.0"}
        paths:
          /reports/{reportId}:
            get:
              operationId: getReport
              parameters:
                - {name: reportId, in: path, required: true, schema: {type: integer, format: int64}}
                - {name: limit, in: query, schema: {type: integer, format: int32}}
              responses:
                "200": {description: The report., content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}

        """

    func testTheTypeColumnIsTheClientsSwiftTypeInBothFlavours() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Specs/Reports/spec.yml", spec)
        try scratch.write("Specs/Reports/apidocs.yml", "name: Reports\n")
        try scratch.write("Specs/ReportsSOG/spec.yml", spec)
        try scratch.write("Specs/ReportsSOG/apidocs.yml", "name: ReportsSOG\nclient: swift-openapi-generator\n")
        let expected = [
            "Reports": ["| `reportId` | path | `reportId` | `Int` | yes |  |", "| `limit` | query | `limit` | `Int?` | no |  |"],
            "ReportsSOG": ["| `reportId` | path | `reportId` | `Swift.Int64` | yes |  |", "| `limit` | query | `limit` | `Swift.Int32?` | no |  |"],
        ]
        for (folder, rows) in expected.sorted(by: { $0.key < $1.key }) {
            let result = try CLIRunner.run(["docc", "Specs/" + folder, "-o", folder + ".docc"], in: scratch.path)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            let extensions = scratch.path + "/" + folder + ".docc/Extensions/"
            let texts = try FileManager.default.contentsOfDirectory(atPath: extensions).map { try TestPaths.read(extensions + $0) }
            let operation = try XCTUnwrap(texts.first { $0.contains("## Parameters") }, folder)
            XCTAssertTrue(operation.contains("| Name | In | Swift | Type | Required | Description |"), operation)
            for row in rows { XCTAssertTrue(operation.contains(row), "\(folder) lacks \(row):\n\(operation)") }
            XCTAssertFalse(operation.contains("integer"), "\(folder): a JSON type in the table:\n\(operation)")
        }
    }
}
