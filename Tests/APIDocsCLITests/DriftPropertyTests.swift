import APIDocsTestSupport
@testable import APIDocsCLI
import APIDocsLoader
@testable import APIDocsKit
import Foundation
import XCTest

/// The drift property: after any sequence of spec folder changes (add, remove, rename, edit),
/// builds (full and named) and hand deletions, `apidocs check` exits 0 exactly when the output
/// folder equals, byte for byte, what a fresh full build writes.
///
/// `APIDOCS_DRIFT_SEED` and `APIDOCS_DRIFT_SEQUENCES` change the sequences (default: a fixed
/// seed and 200 sequences, so every run tests the same ones); a failure prints the seed and
/// the steps that led to it.
final class DriftPropertyTests: XCTestCase {
    static let defaultSeed: UInt64 = 11
    static let defaultSequences = 200

    enum Step: CustomStringConvertible {
        case add(String), remove(String), rename(String, String), edit(String, title: String, models: Int)
        case build, buildNamed([String]), deleteOutput(String)

        var description: String {
            switch self {
            case .add(let name): return "add \(name)"
            case .remove(let name): return "remove \(name)"
            case .rename(let from, let to): return "rename \(from)->\(to)"
            case .edit(let name, let title, let models): return "edit \(name) '\(title)' \(models) models"
            case .build: return "build"
            case .buildNamed(let names): return "build \(names.joined(separator: " "))"
            case .deleteOutput(let name): return "rm -r Site/\(name)"
            }
        }
    }

    static let names = ["Alpha", "Beta", "Gamma", "Delta"]

    /// A random step that keeps at least one spec folder (an empty set is an error of its own).
    static func step(_ random: inout SeededRandom, specs: [String]) -> Step {
        func pick(_ list: [String]) -> String { list[Int(random.next() % UInt64(list.count))] }
        let absent = names.filter { !specs.contains($0) }
        switch random.next() % 10 {
        case 0, 1: return absent.isEmpty ? .build : .add(pick(absent))
        case 2: return specs.count > 1 ? .remove(pick(specs)) : .build
        case 3: return absent.isEmpty ? .build : .rename(pick(specs), pick(absent))
        // An edit gives the spec its second version (a new title and one more model): few
        // distinct spec folders, so the fresh builds the property compares with are reused.
        case 4:
            let name = pick(specs)
            return .edit(name, title: "\(name) v2", models: 2)
        case 5, 6: return .build
        case 7, 8: return .buildNamed(specs.filter { _ in random.next() % 2 == 0 }.ifEmpty([pick(specs)]))
        default: return .deleteOutput(pick(names))
        }
    }

    func testCheckPassesExactlyWhenTheOutputEqualsAFreshBuild() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["APIDOCS_DRIFT_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let sequences = environment["APIDOCS_DRIFT_SEQUENCES"].flatMap { Int($0) } ?? Self.defaultSequences
        var random = SeededRandom(seed: seed)
        var passes = 0, failures = 0
        for sequence in 0..<sequences {
            let project = DriftProject()
            project.addSpec("Alpha")
            var steps: [Step] = [.add("Alpha")]
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let step = Self.step(&random, specs: project.specNames)
                steps.append(step)
                switch step {
                case .add(let name): project.addSpec(name)
                case .remove(let name): project.removeSpec(name)
                case .rename(let from, let to): project.renameSpec(from, to: to)
                case .edit(let name, let title, let models): project.addSpec(name, title: title, models: models)
                case .build: XCTAssertEqual(project.build(), [], "seed \(seed) sequence \(sequence): \(steps)")
                case .buildNamed(let names): XCTAssertEqual(project.build(names), [], "seed \(seed) sequence \(sequence): \(steps)")
                case .deleteOutput(let name): try? FileManager.default.removeItem(atPath: project.scratch.file("Site/" + name))
                }
            }
            // The property, after the last step (every prefix of a sequence is a sequence too).
            let check = project.check()
            let fresh = project.equalsFreshBuild()
            if (check.status == 0) != fresh.equal {
                XCTFail("seed \(seed) sequence \(sequence) (\(steps.map(\.description).joined(separator: "; "))): check exit \(check.status) but output \(fresh.equal ? "equals" : "differs from") a fresh build \(fresh.difference)\n\(check.findings)")
                return
            }
            if check.status == 0 { passes += 1 } else { failures += 1 }
        }
        // Both outcomes must occur, or the property was never really tested.
        XCTAssertGreaterThan(passes, 0)
        XCTAssertGreaterThan(failures, 0)
        print("drift property (seed \(seed)): \(sequences) sequences, check passed on \(passes), failed on \(failures), each as a fresh build said")
    }
}

extension Array {
    func ifEmpty(_ replacement: [Element]) -> [Element] { isEmpty ? replacement : self }
}
