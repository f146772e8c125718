import APIDocsConcurrency
import APIDocsDiagnostics

/// A site file that is rendered when it is asked for.
///
/// `build` renders every file of a site at once (`PendingSite.renderAll`); `apidocs serve`
/// renders first the page a browser asks for, and the others afterwards, so that a save shows
/// in the open page without waiting for the whole site.
public struct PendingFile: Sendable {
    /// Relative to the API folder.
    public let path: String
    private let make: @Sendable (DiagnosticCollector) -> [UInt8]

    public init(path: String, make: @escaping @Sendable (DiagnosticCollector) -> [UInt8]) {
        self.path = path
        self.make = make
    }

    /// The file's bytes; a template that fails to render it is reported into `diagnostics`.
    public func render(diagnostics: DiagnosticCollector) -> RenderedFile {
        RenderedFile(path: path, bytes: make(diagnostics))
    }
}

/// Every file of one API's site but the README, each page not yet rendered: its pages (and
/// Changes pages), then `symbols.json`, `search-index.js` and `navigation.js`, then the
/// theme's assets, which need no rendering.
public struct PendingSite: Sendable {
    /// In output order.
    public var pending: [PendingFile]
    public var assets: [RenderedFile]
    /// The order `renderAll` works in (indices into `pending`): the data files first, so
    /// that they overlap with the pages.
    var workOrder: [Int]

    /// Every file, rendered on all cores; results land in a slot per file, so the order (and
    /// bytes) never depend on timing.
    public func renderAll(diagnostics: DiagnosticCollector) -> [RenderedFile] {
        let pending = self.pending
        let made = ConcurrentWork.map(workOrder) { index in pending[index].render(diagnostics: diagnostics) }
        var files = [RenderedFile?](repeating: nil, count: pending.count)
        for (file, index) in zip(made, workOrder) { files[index] = file }
        return files.map { $0! } + assets
    }
}
