import CLibYAML

/// Parses YAML or JSON text into a located `SpecNode` tree with libyaml's event API.
///
/// It exists because every later stage reports problems as `file:line:column` plus a JSON
/// pointer, which generic YAML decoders drop. JSON goes through the same path (JSON is YAML flow
/// syntax), so a spec gives the same tree in either format; a strict JSON file may instead be
/// read by `JSONEventReader`, which feeds the same builder the same events.
///
/// What the tree holds:
/// - scalars keep their text and whether they were plain (`.plain`) or quoted/block (`.quoted`);
///   an explicit `!!str` or `!` tag also makes a scalar `.quoted`;
/// - mapping keys are the keys' text; a duplicated key keeps the first key's position (and key
///   location) in the mapping while the later value replaces the earlier one; `parseDocument`
///   also lists every repeated key, which `SpecDocumentSet.load` reports as an error;
/// - an alias yields the very same `SpecNode` object as its anchor; `<<` merge keys are applied
///   (explicit keys win; for a sequence of mappings, earlier mappings win over later ones) and the
///   merged entries appear where the `<<` key was written;
/// - an empty stream gives a null scalar at 1:1; a root that is not a mapping is returned as is.
public enum YAMLTreeParser {
    /// Parses `bytes` (UTF-8, UTF-16 or UTF-32 with or without BOM); `file` is used in locations.
    public static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> SpecNode {
        try parseDocument(bytes, file: file).root
    }

    /// Parses a text held in memory (tests, inline specs).
    public static func parse(_ text: String, file: String) throws(SpecError) -> SpecNode {
        try parse(Array(text.utf8), file: file)
    }

    /// Parses and also returns every `$ref` string found, in document order.
    static func parseDocument(_ bytes: [UInt8], file: String) throws(SpecError) -> ParsedDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(SpecError) in try parseDocument(buffer, file: file) }
    }

    /// Inputs at least this long are parsed on a thread of their own (`YAMLEventPipe`); below
    /// it, starting the thread costs more than the overlap saves.
    static let pipeThreshold = 256 * 1024

    /// Parses `input`: in two halves side by side when it is large and can be cut
    /// (`YAMLHalves`), else whole.
    static func parseDocument(
        _ input: UnsafeBufferPointer<UInt8>, file: String, pipeThreshold: Int = pipeThreshold, halvesThreshold: Int = YAMLHalves.threshold
    ) throws(SpecError) -> ParsedDocument {
        if input.count >= halvesThreshold, let document = YAMLHalves.parse(input, file: file) {
            return document
        }
        return try parseWhole(input, file: file, pipeThreshold: pipeThreshold)
    }

    /// The event loop. libyaml keeps a pointer to `input`, so it must stay valid for the whole
    /// call. `lineOffset` lines of the file come before `input`.
    static func parseWhole(_ input: UnsafeBufferPointer<UInt8>, file: String, pipeThreshold: Int = pipeThreshold, lineOffset: Int = 0) throws(SpecError) -> ParsedDocument {
        if input.count >= pipeThreshold, !input.isEmpty { return try parseDocumentOnTwoThreads(input, file: file, lineOffset: lineOffset) }
        var builder = TreeBuilder(file: file, lineOffset: lineOffset)
        guard let base = input.baseAddress, !input.isEmpty else { return builder.finish() }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw SpecError("cannot initialise the YAML parser (out of memory)", file: file)
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, input.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw LibYAMLProblem(parser).specError(input: input, file: file)
            }
            let finished: Bool
            do {
                finished = try builder.handle(event)
            } catch {
                yaml_event_delete(&event)
                throw error
            }
            yaml_event_delete(&event)
            if finished { return builder.finish() }
        }
    }
}

extension YAMLTreeParser {
    /// The event loop with libyaml parsing on another thread: the same events in the same
    /// order reach the same builder, so the tree, the diagnostics and the first error are those
    /// of the loop above.
    static func parseDocumentOnTwoThreads(_ input: UnsafeBufferPointer<UInt8>, file: String, lineOffset: Int = 0) throws(SpecError) -> ParsedDocument {
        var builder = TreeBuilder(file: file, lineOffset: lineOffset)
        let pipe = YAMLEventPipe(input: input, file: file)
        defer { pipe.finish() }
        while true {
            var batch = pipe.next()
            guard !batch.isEmpty else {
                throw pipe.error ?? SpecError("the YAML parser stopped before the end of the input", file: file)
            }
            var index = 0
            defer {
                // Whatever the builder did not take (it finished or threw) is deleted here.
                while index < batch.count {
                    yaml_event_delete(&batch[index])
                    index += 1
                }
            }
            while index < batch.count {
                let finished = try builder.handle(batch[index])
                yaml_event_delete(&batch[index])
                index += 1
                if finished { return builder.finish() }
            }
        }
    }
}

/// A parsed file: its tree, the `$ref` strings in it (which may name other files) and the keys
/// repeated within a mapping (YAML and JSON forbid them; libyaml does not check).
struct ParsedDocument {
    let root: SpecNode
    let refs: [RefSite]
    let duplicateKeys: [DuplicateKey]
    /// Whether the file uses aliases (see `TreeBuilder`).
    var usesAliases = false
    /// How many nodes the file's aliases stand for, expanded (`TreeBuilder.maximumAliasExpansion`).
    var aliasExpansion = 0
    /// Whether a key or scalar holds a scalar of U+E000…U+E03F, the start of the Private Use
    /// Area, where later stages put the marks they carry through text (`SpecDocumentSet`).
    var holdsLowPrivateUse = false
    /// Where a JSON file first writes a character as a `\u` surrogate pair (see `JSONEscapes`).
    var surrogateEscape: SourceLocation? = nil
}

/// One `$ref` string as written, with the scalar node that holds it (for error locations).
struct RefSite {
    let ref: String
    let node: SpecNode
}
