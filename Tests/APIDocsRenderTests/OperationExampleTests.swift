import APIDocsLoader
import APIDocsRender
import APIDocsTestSupport
import XCTest

/// The Swift example of operation pages, as exact text: `APIResponse.result` is a `Result`,
/// the `Response` enum is switched over with the cases the client declares, and argument
/// values come from the spec's examples.
final class OperationExampleTests: XCTestCase {
    static let spec = """
    openapi: 3.0.0
    info: {title: Shop, version: "1"}
    paths:
      /orders/{id}:
        delete:
          tags: [Orders]
          operationId: cancelOrder
          parameters:
            - {name: id, in: path, required: true, example: 42, schema: {type: integer}}
            - {name: reason, in: query, required: true, schema: {type: string, enum: [late, wrong], default: wrong}}
          responses:
            "204": {description: cancelled}
            default: {description: failed}
      /orders:
        post:
          tags: [Orders]
          operationId: placeOrder
          requestBody:
            required: true
            content:
              application/json:
                schema: {$ref: "#/components/schemas/Order"}
                examples:
                  small: {summary: one item, value: {item: book, count: 1, placed: "2024-05-01T10:00:00Z"}}
          responses:
            "201":
              description: placed
              content: {application/json: {schema: {$ref: "#/components/schemas/Order"}}}
            default:
              description: failed
              content: {application/json: {schema: {$ref: "#/components/schemas/Problem"}}}
    components:
      schemas:
        Order:
          type: object
          required: [item, placed]
          properties:
            item: {type: string}
            count: {type: integer}
            placed: {type: string, format: date-time}
        Problem:
          type: object
          properties:
            message: {type: string}
    """

    func example(_ page: String) throws -> String {
        let theme = try SiteTheme.load(custom: nil)
        let graph = try SiteFixtures.graph(Self.spec, options: ["name:Shop"])
        let diagnostics = DiagnosticCollector()
        let files = SiteRenderer(theme: theme).render(graph: graph, readme: "# Shop\n", settings: SiteSettings(apiName: "Shop"), diagnostics: diagnostics)
        let html = HTMLText.uncoloured(String(decoding: try XCTUnwrap(files.first { $0.path == page }, page).bytes, as: UTF8.self))
        let start = try XCTUnwrap(html.range(of: "<section class=\"example\""), html)
        let code = try XCTUnwrap(html[start.upperBound...].range(of: "data-swift=\"snippet\">"))
        let end = try XCTUnwrap(html[code.upperBound...].range(of: "</code>"))
        return String(html[code.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"")
    }

    func testNoBodyCasesAndADefaultWithoutBody() throws {
        XCTAssertEqual(try example("operations/orders.cancelorder.html"), """
        let request = Shop.Orders.CancelOrder.Request(id: 42, reason: .wrong)
        let apiClient = APIClient.default

        apiClient.makeRequest(request) { apiResponse in
            switch apiResponse.result {
            case .success(let response):
                switch response {
                case .status204:
                    print(response.statusCode)
                case .defaultResponse(let statusCode):
                    print("\\(statusCode)")
                }
            case .failure(let error):
                print("CancelOrder failed: \\(error)")
            }
        }
        """)
    }

    func testABodyFromTheNamedExampleAndADefaultWithBody() throws {
        XCTAssertEqual(try example("operations/orders.placeorder.html"), """
        let request = Shop.Orders.PlaceOrder.Request(body: Order(item: "book", placed: DateTime(), count: 1))
        let apiClient = APIClient.default

        apiClient.makeRequest(request) { apiResponse in
            switch apiResponse.result {
            case .success(let response):
                switch response {
                case .status201(let value):
                    print(value)
                case .defaultResponse(let statusCode, let value):
                    print("\\(statusCode): \\(value)")
                }
            case .failure(let error):
                print("PlaceOrder failed: \\(error)")
            }
        }
        """)
    }
}
