import Stencil

/// The README context's `options` dictionary, for a template that reads it one name at a time.
///
/// Stencil casts every value it reads a key from to two classes (`LazyValueWrapper` and
/// `Context`). On Linux, casting a Swift dictionary to a class bridges the whole dictionary to
/// `NSDictionary`, values and all: about 100,000 instructions for the 16 options, twice for
/// every `{{ options.name }}`, which in a loop over Kubernetes' 1,000 operations cost a fifth of
/// its README. This struct answers a name as Stencil answers it from the dictionary (`count`
/// is the number of options, any other name its value, which Stencil normalises as it reads on)
/// and is never bridged. It stands in for the dictionary only where every use of `options` in
/// the template reads a name of it (`readsByNameOnly`); a template that prints, tests, iterates
/// or filters `options` itself, or includes or extends another template, gets the dictionary.
struct OptionsByName: DynamicMemberLookup {
    let options: [String: Any]

    subscript(dynamicMember member: String) -> Any? {
        member == "count" ? options.count : options[member]
    }

    /// The context key this struct stands in for.
    static let contextKey = "options"

    /// `context` with its options dictionary wrapped.
    static func wrapping(_ context: [String: Any]) -> [String: Any] {
        guard let options = context[contextKey] as? [String: Any] else { return context }
        var wrapped = context
        wrapped[contextKey] = OptionsByName(options: options)
        return wrapped
    }

    /// Whether every `options` in the tags of `tokens` is followed by `.` and a name, and no tag
    /// includes or extends another template.
    static func readsByNameOnly(_ tokens: [Token]) -> Bool {
        for token in tokens {
            switch token.kind {
            case .text, .comment:
                continue
            case .block:
                let tag = token.contents.prefix { $0 != " " }
                if tag == "include" || tag == "extends" { return false }
                if !namesOnly(token.contents) { return false }
            case .variable:
                if !namesOnly(token.contents) { return false }
            }
        }
        return true
    }

    /// Whether each `options` in `text` that is not part of a longer name is followed by `.`
    /// and a name character.
    private static func namesOnly(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let word = Array(contextKey.utf8)
        var index = 0
        while index + word.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index..<(index + word.count)].elementsEqual(word) else { continue }
            if index > 0, isNameByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ".") { continue }
            let after = index + word.count
            if after < bytes.count, isNameByte(bytes[after]) { continue }
            guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: "."), isNameByte(bytes[after + 1]) else { return false }
        }
        return true
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return byte >= 0x80
        }
    }
}
