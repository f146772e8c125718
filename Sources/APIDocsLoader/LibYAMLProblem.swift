import CLibYAML

/// libyaml's report of why parsing stopped, turned into a located `SpecError`.
///
/// It exists because libyaml reports syntax problems with a 0-based mark but encoding problems
/// (invalid UTF-8, control characters) only with a byte offset; both must print as `file:line:column`.
struct LibYAMLProblem {
    let kind: yaml_error_type_t
    let problem: String
    let context: String?
    let mark: yaml_mark_t
    let offset: Int
    let value: Int32

    init(_ parser: yaml_parser_t) {
        kind = parser.error
        problem = parser.problem.map { String(cString: $0) } ?? "unknown YAML error"
        context = parser.context.map { String(cString: $0) }
        mark = parser.problem_mark
        offset = parser.problem_offset
        value = parser.problem_value
    }

    /// `did not find expected key while parsing a block mapping`, located at the problem mark.
    func specError(input: UnsafeBufferPointer<UInt8>, file: String) -> SpecError {
        switch kind {
        case YAML_MEMORY_ERROR:
            return SpecError("out of memory while parsing", file: file)
        case YAML_READER_ERROR:
            var message = problem
            if value != -1 {
                message += " (byte 0x" + LibYAMLProblem.hex(value) + ")"
            }
            return SpecError(message, at: LibYAMLProblem.location(ofByte: offset, in: input, file: file))
        default:
            var message = problem
            if let context, !context.isEmpty {
                message += " " + context
            }
            return SpecError(message, at: LibYAMLProblem.location(of: mark, in: input, file: file))
        }
    }

    /// The mark, 1-based. At the end of a file without a final line break, libyaml reports the
    /// start of a line that does not exist; the end of the last line is more useful there.
    static func location(of mark: yaml_mark_t, in input: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
        let line = Int(mark.line)
        if mark.column == 0, line > 0, let last = input.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r"),
           line > input.reduce(0, { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }) {
            return location(ofByte: input.count, in: input, file: file)
        }
        return SourceLocation(file: file, line: line + 1, column: Int(mark.column) + 1)
    }

    /// Line and column (1-based, columns counted in characters like libyaml's marks) of a byte.
    static func location(ofByte offset: Int, in input: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, input.count)
        if end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            index = 3
        }
        while index < end {
            let byte = input[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= input.count || input[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    private static func hex(_ value: Int32) -> String {
        let text = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
        return text.count % 2 == 1 ? "0" + text : text
    }
}
