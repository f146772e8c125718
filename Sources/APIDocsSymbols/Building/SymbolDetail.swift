/// How much of the spec's documentation a symbol graph carries besides the client's names.
///
/// The pages show every fact of every parameter, body, response and schema, with generated
/// JSON samples; a README shows names and each operation's own text. Reading the page facts is
/// most of building the graph of a big spec, so a run that writes no pages (`apidocs readme`,
/// the site index's counts of an API not being built) asks for less.
public enum SymbolDetail: Sendable {
    /// Everything the pages show.
    case pages
    /// Names, and the facts README templates read: each operation's summary, description,
    /// security, deprecation and raw node, and the API's own facts. Parameter, body, response
    /// and schema facts and the example values of Swift examples are left empty.
    case readme
}
