import APIDocsSymbols

/// An initializer's or method's declaration as text, and what a change of it does to the
/// calls written against the old one.
///
/// A struct's memberwise initializer is named by its labels, so a property that comes or goes
/// renames it (`init(id:name:)` → `init(id:name:tag:)`); a caller of `init(...)` wants to know
/// whether its call still compiles, which the property's own entry does not say. The rules
/// read the parameters the namer recorded: a call of the old function passes every old
/// parameter without a default, in order, and any of the defaulted ones.
enum SignatureChange {
    /// `init(id: Swift.Int, tag: Swift.String? = nil)`, `static func url(version: …) -> Foundation.URL`;
    /// `nil` when the parameters are not recorded.
    static func text(_ declaration: ClientDeclaration) -> String? {
        guard let parameters = declaration.parameters else { return nil }
        let list = "(" + parameters.map(\.declaration).joined(separator: ", ") + ")"
        switch declaration.kind {
        case .initializer:
            return "init" + list
        case .method, .typeMethod:
            let head = (declaration.kind == .typeMethod ? "static func " : "func ") + declaration.baseName
            return head + list + (declaration.swiftType.map { " -> " + $0.description } ?? "")
        default:
            return nil
        }
    }

    /// Whether a declaration's changes are told as a signature: an initializer or method with
    /// recorded parameters.
    static func isFunction(_ declaration: ClientDeclaration) -> Bool {
        guard declaration.parameters != nil else { return false }
        return declaration.kind == .initializer || declaration.kind == .method || declaration.kind == .typeMethod
    }

    /// Whether two functions' signatures differ: their parameters or result.
    static func differ(_ old: ClientDeclaration, _ new: ClientDeclaration) -> Bool {
        old.parameters != new.parameters || old.swiftType != new.swiftType
    }

    /// The verdict of `old` → `new` for a caller of `path` (the old declaration's).
    static func verdict(old: ClientDeclaration, new: ClientDeclaration, path: String) -> ChangeVerdict {
        let before = old.parameters ?? [], after = new.parameters ?? []
        var breaks: [String] = [], keeps: [String] = []
        // Parameters are matched by label, the n-th `_` with the n-th `_`.
        func keyed(_ list: [ClientParameter]) -> [(key: String, parameter: ClientParameter)] {
            var seen: [String: Int] = [:]
            return list.map { parameter in
                let count = seen[parameter.label, default: 0]
                seen[parameter.label] = count + 1
                return (count == 0 ? parameter.label : parameter.label + "#\(count)", parameter)
            }
        }
        let oldKeyed = keyed(before), newKeyed = keyed(after)
        let oldByKey = Dictionary(oldKeyed.map { ($0.key, $0.parameter) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(newKeyed.map { ($0.key, $0.parameter) }, uniquingKeysWith: { first, _ in first })
        func label(_ parameter: ClientParameter) -> String { "`\(parameter.label):`" }

        let gone = oldKeyed.filter { newByKey[$0.key] == nil }.map(\.parameter)
        if !gone.isEmpty { breaks.append("calls that pass \(list(gone.map(label))) no longer compile") }
        let added = newKeyed.filter { oldByKey[$0.key] == nil }.map(\.parameter)
        let required = added.filter { $0.defaultValue == nil }, defaulted = added.filter { $0.defaultValue != nil }
        if !required.isEmpty { breaks.append("calls without the new required \(list(required.map(label))) no longer compile") }
        if !defaulted.isEmpty { keeps.append("the new \(list(defaulted.map(label))) \(defaulted.count == 1 ? "has a default value" : "have default values")") }

        let kept = oldKeyed.compactMap { entry in newByKey[entry.key].map { (old: entry.parameter, new: $0, key: entry.key) } }
        let newOrder = newKeyed.map(\.key).filter { key in kept.contains { $0.key == key } }
        if kept.map(\.key) != newOrder { breaks.append("the arguments are in another order: calls in the old order no longer compile") }
        for pair in kept {
            if pair.old.type != pair.new.type {
                if pair.new.type == .optional(pair.old.type) {
                    keeps.append("\(label(pair.old)) takes `\(pair.new.type)`: a `\(pair.old.type)` still passes")
                } else {
                    breaks.append("\(label(pair.old)) takes `\(pair.new.type)` instead of `\(pair.old.type)`")
                }
            }
            if pair.old.defaultValue != nil, pair.new.defaultValue == nil {
                breaks.append("\(label(pair.old)) loses its default value: calls that leave it out no longer compile")
            } else if pair.old.defaultValue == nil, pair.new.defaultValue != nil {
                keeps.append("\(label(pair.old)) gains a default value")
            } else if let was = pair.old.defaultValue, let now = pair.new.defaultValue, was != now {
                keeps.append("\(label(pair.old)) defaults to `\(now)` instead of `\(was)`")
            }
        }
        if old.swiftType != new.swiftType, old.kind != .initializer {
            breaks.append("its result is `\(new.swiftType?.description ?? "nothing")` instead of `\(old.swiftType?.description ?? "nothing")`")
        }
        if !breaks.isEmpty {
            return ChangeVerdict(breaking: true, reason: "`\(path)`: " + breaks.joined(separator: "; "))
        }
        let detail = keeps.isEmpty ? "" : ": " + keeps.joined(separator: "; ")
        return ChangeVerdict(breaking: false, reason: "every call of `\(path)` still compiles" + detail)
    }

    /// `` `a:` ``, `` `a:` and `b:` ``, `` `a:`, `b:` and `c:` ``.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
