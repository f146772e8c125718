/// The spec `apidocs init` writes when given none: a small OpenAPI 3.1 document (two paths,
/// three operations, one schema) that builds without a warning, even with `--strict`.
///
/// It exists so that a repository without a spec yet gets a working `Specs/MyAPI/` to build,
/// read and replace, showing the parts of a spec the docs make the most of (tags, summaries,
/// descriptions, parameters, a request body and a shared schema).
public enum StarterSpec {
    public static let fileName = "spec.yaml"

    public static let text = """
        # A starter spec written by 'apidocs init': replace it with your API's own.
        openapi: 3.1.0
        info:
          title: My API
          version: 0.1.0
          description: |
            A starting point for your API's documentation. Edit this file, then run
            `apidocs build` to see the README and the HTML site change.
        servers:
          - url: https://api.example.com/v1
        tags:
          - name: Items
            description: The things this API keeps.
        paths:
          /items:
            get:
              operationId: listItems
              summary: List the items
              tags: [Items]
              parameters:
                - name: limit
                  in: query
                  description: The most items to return.
                  schema:
                    type: integer
                    minimum: 1
                    maximum: 100
                    default: 20
              responses:
                "200":
                  description: The items, oldest first.
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          $ref: "#/components/schemas/Item"
            post:
              operationId: createItem
              summary: Create an item
              tags: [Items]
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      $ref: "#/components/schemas/Item"
              responses:
                "201":
                  description: The item as stored, with its id.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/Item"
          /items/{itemId}:
            get:
              operationId: getItem
              summary: Get one item
              tags: [Items]
              parameters:
                - name: itemId
                  in: path
                  required: true
                  description: The item's id.
                  schema:
                    type: string
              responses:
                "200":
                  description: The item.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/Item"
                "404":
                  description: No item has this id.
        components:
          schemas:
            Item:
              type: object
              description: One thing the API keeps.
              required: [name]
              properties:
                id:
                  type: string
                  description: Given by the server when the item is created.
                  readOnly: true
                name:
                  type: string
                  description: What the item is called.
                  examples: [Umbrella]
                createdAt:
                  type: string
                  format: date-time
                  description: When the item was created.
                  readOnly: true

        """
}
