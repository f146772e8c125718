import APIDocsSymbols
import Foundation

/// The files `apidocs diff --probes DIR` writes: one Swift file per probe, a prelude, and a
/// manifest saying which change each file is about and what its verdict predicts.
///
/// Put the Swift files in a target that depends on the client: against the old client every
/// file compiles; against the new one, the files of breaking changes fail (see `CallerProbe`
/// for when another change's can too).
public struct ProbeFiles: Sendable {
    /// File name → contents, in the order written.
    public let files: [(name: String, text: String)]

    public static let manifestName = "probes.json"

    /// `imports`: modules every file imports (the client's module, its runtime).
    public init(probes: [CallerProbe], imports: [String]) {
        let header = (["Foundation"] + imports).map { "import " + $0 + "\n" }.joined() + "\n"
        var files: [(String, String)] = [("ProbePrelude.swift", header + CallerProbes.prelude)]
        var entries: [[String: Any]] = []
        let width = max(4, String(probes.count).count)
        for (number, probe) in probes.enumerated() {
            let digits = String(number + 1)
            let name = "Probe" + String(repeating: "0", count: width - digits.count) + digits + ".swift"
            let change = probe.change
            files.append((name, header + "// " + change.change.rawValue + " " + change.kind.label + " " + change.displayedSymbol
                + (change.aspect == .declaration ? "" : " (" + change.aspect.rawValue + ")") + "\n" + probe.source))
            var entry: [String: Any] = [
                "file": name, "symbol": change.symbol, "kind": change.kind.rawValue, "change": change.change.rawValue,
                "aspect": change.aspect.rawValue, "breaking": change.breaking, "use": probe.use,
            ]
            if change.oldMember != nil || change.newMember != nil {
                entry["oldMember"] = change.oldMember ?? NSNull()
                entry["newMember"] = change.newMember ?? NSNull()
            }
            entries.append(entry)
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["probes": entries], options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        files.append((Self.manifestName, String(decoding: data, as: UTF8.self) + "\n"))
        self.files = files
    }
}
