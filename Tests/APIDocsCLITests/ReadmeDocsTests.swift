import APIDocsKit
import APIDocsSymbols
import Foundation
import XCTest

/// The documentation (README.md and the manual, docs/*.md) documents exactly what the tool
/// has: the option table and the settings table are the code's tables, every flag
/// `apidocs help` shows and every environment variable the code reads is named.
/// (`scripts/readme-commands.sh` runs their runnable commands, `scripts/check-doc-links.py`
/// checks their links.)
final class ReadmeDocsTests: XCTestCase {
    /// The Markdown files of the documentation: README.md, then docs/*.md by name.
    static var documentationFiles: [String] {
        let docs = TestPaths.packageRoot + "/docs"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return [TestPaths.packageRoot + "/README.md"] + names.map { docs + "/" + $0 }
    }

    /// README.md and every docs/*.md, one after another: what the checks below read.
    var readme: String { Self.documentationFiles.map { (try? TestPaths.read($0)) ?? "" }.joined(separator: "\n") }

    /// The first-column names of the Markdown table that follows the heading `heading` (at any level).
    func tableNames(after heading: String) throws -> [String] {
        let text = readme
        let start = try XCTUnwrap(text.range(of: "(?m)^#{1,6} \(NSRegularExpression.escapedPattern(for: heading))\n", options: .regularExpression), "README.md and docs/ have no heading '\(heading)'")
        var names: [String] = []
        var inTable = false
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                inTable = true
                let first = line.split(separator: "|").first.map(String.init) ?? ""
                if let range = first.range(of: #"^ `[^`]+` $"#, options: .regularExpression) {
                    names.append(String(first[range].dropFirst(2).dropLast(2)))
                }
            } else if inTable {
                break
            }
        }
        return names
    }

    func testTheOptionTableIsTheCodesTable() throws {
        XCTAssertEqual(try tableNames(after: "Options").sorted(), OptionTable.rows.map(\.name).sorted())
    }

    func testTheSettingsTableIsTheCodesTable() throws {
        XCTAssertEqual(try tableNames(after: "Every key"), ConfigKeys.rows.map(\.key))
    }

    /// The flags `apidocs help` lists, for every command.
    func helpFlags() throws -> Set<String> {
        var flags = Set<String>()
        for command in [["--help"], ["help", "init"], ["help", "build"], ["help", "check"], ["help", "serve"], ["help", "readme"], ["help", "diff"], ["help", "docc"]] {
            let help = try CLIRunner.run(command)
            for match in help.stdout.matches(of: /(?:^|[\s\[,])(--[a-z][a-z-]*|-[a-z])\b/.anchorsMatchLineEndings()) {
                flags.insert(String(match.1))
            }
        }
        return flags
    }

    /// A message once told users to pass `--themes`, a flag that never existed: every flag the
    /// sources name (in messages and help) is one the command line has. (`--label` is diff's,
    /// named where the unified diff format is explained; `--additional-symbol-graph-dir` and
    /// `--warnings-as-errors` are DocC's, named where the catalog is explained; the others are
    /// git's, which `apidocs diff` runs to read a revision.)
    func testEveryFlagTheSourcesNameExists() throws {
        let flags = try helpFlags()
        let folder = TestPaths.packageRoot + "/Sources"
        for path in (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [] where path.hasSuffix(".swift") {
            let text = (try? TestPaths.read(folder + "/" + path)) ?? ""
            for match in text.matches(of: /(?:^|[^-a-z])(--[a-z][a-z-]+)/) where !Self.otherToolsFlags.contains(String(match.1)) {
                XCTAssertTrue(flags.contains(String(match.1)), "Sources/\(path) names \(match.1), which apidocs does not have")
            }
        }
    }

    static let otherToolsFlags: Set<String> = ["--label", "--show-toplevel", "--verify", "--quiet", "--additional-symbol-graph-dir", "--warnings-as-errors"]

    func testEveryFlagIsDocumented() throws {
        var flags = Set<String>()
        for command in [["--help"], ["help", "init"], ["help", "build"], ["help", "check"], ["help", "serve"], ["help", "readme"], ["help", "diff"], ["help", "docc"]] {
            let help = try CLIRunner.run(command)
            for match in help.stdout.matches(of: /(?:^|[\s\[,])(--[a-z][a-z-]*|-[a-z])\b/.anchorsMatchLineEndings()) {
                flags.insert(String(match.1))
            }
        }
        XCTAssertTrue(flags.contains("--version") && flags.contains("--theme") && flags.contains("-o"), "\(flags)")
        for flag in flags.sorted() {
            XCTAssertTrue(readme.contains("`\(flag)") || readme.contains("\(flag) ") || readme.contains("|\(flag)") || readme.contains("/\(flag)"), "README.md and docs/ do not mention \(flag)")
        }
    }

    func testEveryEnvironmentVariableIsDocumented() throws {
        var names = Set<String>()
        for folder in ["Sources", "Tests", "Plugins"] {
            let enumerator = FileManager.default.enumerator(atPath: TestPaths.packageRoot + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.hasPrefix("PluginTestPackage/.build") else { continue }
                let text = (try? TestPaths.read(TestPaths.packageRoot + "/" + folder + "/" + path)) ?? ""
                for match in text.matches(of: /"(APIDOCS_[A-Z_]+)"/) { names.insert(String(match.1)) }
            }
        }
        XCTAssertTrue(names.contains("APIDOCS_KILL_SEED"), "\(names)")
        for name in names.sorted() {
            XCTAssertTrue(readme.contains("`\(name)"), "README.md and docs/ do not document \(name)")
        }
    }

    /// The CI examples use the action at this apidocs's own version, and every input the
    /// README's input table names is one action.yml declares (and the other way round).
    func testTheCIExampleUsesTheActionAtThisVersion() throws {
        let version = String(Fingerprint.toolVersion.split(separator: " ").last ?? "")
        XCTAssertTrue(readme.contains("- uses: OWNER/apidocs@v\(version)\n"), "README's one-line form names another version than \(version)")
        XCTAssertFalse(readme.contains("swift:6.1"))
        let action = try TestPaths.read(TestPaths.packageRoot + "/action.yml")
        let inputsBlock = try XCTUnwrap(action.components(separatedBy: "\ninputs:\n").last?.components(separatedBy: "\noutputs:").first)
        let declared = Set(("\n" + inputsBlock).matches(of: /\n  ([a-z-]+):\n/).map { String($0.1) })
        let section = try XCTUnwrap(readme.components(separatedBy: "| input | default | meaning |").last?.components(separatedBy: "\n\n").first)
        let documented = Set(section.matches(of: /\n\| `([a-z-]+)` \|/).map { String($0.1) })
        XCTAssertEqual(documented, declared)
        XCTAssertEqual(declared, ["command", "specs", "version", "args", "working-directory"])
    }

    /// The screenshot command once named `Bookshop/models/Book.html`; the file is `book.html`.
    func testEverySitePageTheReadmeNamesExists() {
        let pages = readme.matches(of: /(Bookshop|Garage|Weather31|FuelStation|Multifile|Hostile|BuildQueue|Aquarium|Kennel)\/[A-Za-z0-9\/._-]+\.html/).map { String($0.0) }
        XCTAssertFalse(pages.isEmpty)
        for page in Set(pages) {
            XCTAssertTrue(TestPaths.exists(TestPaths.packageRoot + "/Site/" + page), "README.md or docs/ names Site/\(page), which does not exist")
        }
    }

    /// README.md is the short front page: the title, one paragraph, then the two set-up
    /// commands (`.ci/run` runs the second), and the manual is in docs/.
    func testTheReadmeStartsWithTheSetUpCommandsAndStaysShort() throws {
        let text = try TestPaths.read(TestPaths.packageRoot + "/README.md")
        let blocks = text.components(separatedBy: "\n\n")
        XCTAssertTrue(blocks.count > 3 && blocks[0] == "# apidocs" && !blocks[1].hasPrefix("#") && !blocks[1].contains("```"), "README.md starts with its title and one paragraph")
        XCTAssertEqual(blocks.count > 2 ? blocks[2] : "", """
            ```sh
            apt-get update && apt-get install -y libyaml-dev libcmark-gfm-dev libcmark-gfm-extensions-dev && swift build -c release && .build/release/apidocs build
            swift test --parallel
            ```
            """)
        XCTAssertLessThanOrEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 250, "README.md is the front page; the manual goes into docs/")
        XCTAssertGreaterThan(Self.documentationFiles.count, 10, "the manual is in docs/")
    }
}
