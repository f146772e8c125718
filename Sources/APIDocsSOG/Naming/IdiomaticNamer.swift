/// SOAR-0013's idiomatic spelling: camel case first, then the defensive escaping.
///
/// Words are split at `_`, `-`, `/`, `+` and spaces and joined with an upper-case initial;
/// `.` becomes `_`; `{` and `}` vanish; leading underscores stay. A name written all in capitals
/// (`HELLO_WORLD`) is lowered word by word. For member names, a leading run of capitals is
/// lowered up to the start of the next word (`HTTPProxy` → `httpProxy`).
struct IdiomaticNamer: Sendable {
    let fallback = DefensiveNamer()

    private enum Place {
        case beforeFirstWord
        case firstWord(loweringCapitals: Bool)
        case laterWord
        case betweenWords
    }

    private static let separators: Set<Character> = ["_", "-", " ", "/", "+"]
    private static let droppedBetweenWords: Set<Character> = ["_", "-", ".", "/", "+", "{", "}"]

    func name(_ documented: String, upperInitial: Bool) -> String {
        if documented.isEmpty { return upperInitial ? "_Empty_" : "_empty_" }
        let shouting = !documented.contains { $0.isLowercase }
        let characters = Array(documented)
        var output = ""
        var place = Place.beforeFirstWord
        for (index, character) in characters.enumerated() {
            let isWordCharacter = character.isLetter || character.isNumber
            switch place {
            case .beforeFirstWord:
                if character == "_" {
                    output.append(character)
                } else if character.isNumber {
                    output.append(character)
                    place = .firstWord(loweringCapitals: false)
                } else if character.isLetter {
                    output += upperInitial ? character.uppercased() : character.lowercased()
                    place = .firstWord(loweringCapitals: !upperInitial && character.isUppercase)
                } else {
                    output.append(character)
                    place = .firstWord(loweringCapitals: false)
                }
            case .firstWord(let lowering):
                if isWordCharacter {
                    if shouting {
                        output += character.lowercased()
                        place = .firstWord(loweringCapitals: lowering)
                    } else if lowering {
                        let keepLowering = lowersNext(character, at: index, in: characters, into: &output)
                        place = .firstWord(loweringCapitals: keepLowering)
                    } else {
                        output.append(character)
                    }
                } else if Self.separators.contains(character) {
                    place = .betweenWords
                } else {
                    appendPunctuation(character, to: &output)
                    place = .firstWord(loweringCapitals: false)
                }
            case .laterWord:
                if isWordCharacter {
                    output += shouting ? character.lowercased() : String(character)
                } else if Self.separators.contains(character) {
                    place = .betweenWords
                } else {
                    appendPunctuation(character, to: &output)
                }
            case .betweenWords:
                if Self.droppedBetweenWords.contains(character) { continue }
                if isWordCharacter {
                    output += character.uppercased()
                    place = .laterWord
                } else {
                    output.append(character)
                }
            }
        }
        return fallback.name(output)
    }

    /// Inside a leading run of capitals of a member name: lowers `character` while the run goes
    /// on. Returns whether the run continues after it.
    private func lowersNext(_ character: Character, at index: Int, in characters: [Character], into output: inout String) -> Bool {
        if character.isLowercase {
            output.append(character)
            return false
        }
        let remaining = characters.count - index - 1
        guard remaining >= 2 else {
            output += character.lowercased()
            return false
        }
        let next = characters[index + 1]
        let afterNext = characters[index + 2]
        if next.isUppercase && afterNext.isLowercase {
            output += character.lowercased()
            return false
        }
        if Self.separators.contains(next) {
            output += character.lowercased()
            return false
        }
        if next.isUppercase {
            output += character.lowercased()
            return true
        }
        output.append(character)
        return false
    }

    /// Inside a word: `.` becomes `_`, braces vanish, anything else is left for the escaping.
    private func appendPunctuation(_ character: Character, to output: inout String) {
        switch character {
        case ".": output.append("_")
        case "{", "}": break
        default: output.append(character)
        }
    }
}
