/// Where a value came from: the file and the 1-based line and column of its first character.
///
/// Every node of a loaded spec carries one, so any problem found later in the pipeline can be
/// reported in the compiler's `file:line:column` format.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
