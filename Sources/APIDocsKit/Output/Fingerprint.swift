import APIDocsRender

/// Builds a build's fingerprint: one `ContentHash` over every input that decides its output.
///
/// Callers add each input under a label (`spec:Specs/Bookshop/spec.yml`, `option:name`,
/// `template`, `version`…); the fingerprint is the hash of the labels and of each input's own
/// hash, in the order added, so two different lists of inputs cannot run together.
public struct Fingerprint: Sendable {
    private var record: [UInt8] = []

    /// The tool's version.
    public static let toolVersion = "apidocs 0.3.0"

    /// The version and the running executable's size and modification time: part of every
    /// build fingerprint, so that a new apidocs, or a rebuilt development binary whose version
    /// string did not change, re-renders rather than trusting output an older binary wrote.
    /// (The manifest holding it is local state, so a value that differs between machines is
    /// fine.)
    public static let toolIdentity: String = {
        guard let executable = ExecutablePath.current(), let status = OutputDisk.status(executable) else {
            return toolVersion
        }
        return "\(toolVersion) \(status.size) \(status.modified)"
    }()

    public init() {}

    /// Adds an input's bytes under `label`.
    public mutating func add(_ label: String, bytes: [UInt8]) {
        add(label, hash: ContentHash(bytes))
    }

    /// Adds a text input under `label`.
    public mutating func add(_ label: String, text: String) {
        add(label, hash: ContentHash(text: text))
    }

    /// Adds an input already hashed.
    public mutating func add(_ label: String, hash: ContentHash) {
        let labelBytes = Array(label.utf8)
        var count = UInt64(labelBytes.count).littleEndian
        withUnsafeBytes(of: &count) { record.append(contentsOf: $0) }
        record.append(contentsOf: labelBytes)
        var high = hash.high.littleEndian
        var low = hash.low.littleEndian
        withUnsafeBytes(of: &high) { record.append(contentsOf: $0) }
        withUnsafeBytes(of: &low) { record.append(contentsOf: $0) }
    }

    /// The fingerprint of everything added so far.
    public var hash: ContentHash { ContentHash(record) }
}
