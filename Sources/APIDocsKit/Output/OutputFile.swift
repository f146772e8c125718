import APIDocsRender

/// One file of a spec's output: a path relative to the spec's output folder and its bytes.
///
/// The renderer's `RenderedFile` is the same value; the output stage names it for what it does
/// here. The pipeline hands a list of these per spec (`README.md`, the HTML pages, `symbols.json`,
/// `search-index.js`, assets) to `OutputWriter` (to write them) or `OutputComparer` (to check
/// them against a folder). `OutputPath.validate` decides which paths are allowed.
public typealias OutputFile = RenderedFile
