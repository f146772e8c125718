/// What search can find on one API's site, said alike by both client flavours.
///
/// A flavour's plan lists its symbols in the order the index shows them, each with the page (and
/// anchor) that documents it and the facts search words are made from; `SearchIndexBuilder`
/// turns every item into an entry by one rule (the detail line, the extra words, which of them
/// to leave out). So a flavour decides only which symbols are listed, in what order, and where
/// they are documented.
struct SearchInput {
    /// One symbol, tag or page of the site.
    struct Item {
        var kind: SearchIndexBuilder.Kind
        /// The name search ranks exact matches on: a Swift path below the API's namespace
        /// (`Book.Contributors`, `Operations.getPet.Input`), or a tag's label.
        var label: String
        /// The page relative to the API folder, with the symbol's anchor there when it has one.
        var url: String
        var detail: Detail
        /// The name in the spec the symbol was made from (an OpenAPI name, `operationId`, JSON
        /// key, raw value), found by search unless it only repeats the label's last part.
        var specName: String?
        /// A description whose first sentence search also finds.
        var description: String?
        /// More words that find it (an operation's tags, a tag's names and labels).
        var words: [String] = []
    }

    /// What an entry's second line says.
    enum Detail {
        /// Nothing.
        case none
        /// A text as it is: a kind label (`struct`, `enum`), a Swift type, an enum case's value.
        case text(String)
        /// An operation: `GET /pets/{id}`, then ` – ` and the summary when there is one.
        case endpoint(method: String, path: String, summary: String?)
        /// A parameter: `query limit: Int?`.
        case parameter(location: String, key: String, type: String)
        /// A request body: `body: Pet`.
        case body(type: String)
    }

    private(set) var items: [Item] = []

    init() {}

    /// Adds `item` after the ones added so far.
    mutating func append(_ item: Item) {
        items.append(item)
    }

    /// Adds a member of a page's symbol (a property, case, nested type or parameter): found by
    /// its label and `specName` only.
    mutating func appendMember(_ kind: SearchIndexBuilder.Kind, label: String, url: String, detail: Detail, specName: String?) {
        items.append(Item(kind: kind, label: label, url: url, detail: detail, specName: specName))
    }
}
