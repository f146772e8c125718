import APIDocsSpec

/// The models and operations of a SwagGen graph that a site leaves out (`x-internal`,
/// `x-hidden`), by the spec place the client model's declarations carry.
///
/// A graph built for pages reads the marks with the other page facts; one built for a README
/// (`SymbolDetail.readme`) reads none, so what needs the site's view of it (the symbol table
/// `apidocs diff` compares) sets them from the spec's marks.
extension SymbolGraph {
    /// The same graph with each model and operation `hidden` names marked, as a graph built
    /// for pages has them.
    public func markingHidden(_ hidden: [SpecPlace: HiddenMark]) -> SymbolGraph {
        guard !hidden.isEmpty else { return self }
        var graph = self
        for index in graph.models.indices where graph.models[index].facts.hidden == nil {
            if let place = graph.models[index].schema?.place, let mark = hidden[place] { graph.models[index].facts.hidden = mark }
        }
        for index in graph.operations.indices where graph.operations[index].facts.hidden == nil {
            if let mark = hidden[graph.operations[index].operation.place] { graph.operations[index].facts.hidden = mark }
        }
        return graph
    }

    /// The places of the models and operations marked hidden: the `source` of their
    /// declarations in `clientTree()`.
    public var hiddenPlaces: Set<SpecPlace> {
        var places = Set<SpecPlace>()
        for model in models where model.facts.hidden != nil {
            if let place = model.schema?.place { places.insert(place) }
        }
        for operation in operations where operation.facts.hidden != nil { places.insert(operation.operation.place) }
        return places
    }
}
