import APIDocsRender

/// A file of the preview site: its bytes, or what renders them when it is first asked for.
public enum PreviewFile: Sendable {
    case ready([UInt8])
    case pending(PendingFile)

    var bytes: [UInt8]? {
        if case .ready(let bytes) = self { return bytes }
        return nil
    }
}
