import APIDocsCLI
import APIDocsKit
import APIDocsTestSupport
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Kills `apidocs-writer-stress` (OutputWriter writing 251 generated files) at random moments
/// and checks that the folder always holds one whole generation, that the user's files are
/// still there, and that nothing beside the folder changed.
final class OutputKillTests: XCTestCase {
    /// Enough files that a write takes several milliseconds (kills land inside it), few enough
    /// that the 22 writes stay well under 20 s in a debug build on a busy 2-core machine.
    static let fileCount = 250
    static let fileSize = 2000
    /// The default seed of the kill delays: the test does the same thing on every run.
    /// `APIDOCS_KILL_SEED=<seed>` picks other delays (or replays a failing run's).
    static let defaultSeed: UInt64 = 20_261_126

    /// What is in the folder: the generation every file names, or why it is not one whole generation.
    func generation(in folder: String) -> Result<Int, KillFailure> {
        let entries = OutputTestTools.tree(folder).filter { !$0.hasSuffix("/") }
        var generations = Set<Int>()
        var paths = Set<String>()
        for path in entries where path != ".apidocs-manifest" && path != "CNAME" && path != "notes/user.txt" {
            guard let handle = FileHandle(forReadingAtPath: folder + "/" + path) else { return .failure(.init("cannot read \(path)")) }
            let head = String(decoding: handle.readData(ofLength: 200), as: UTF8.self)
            try? handle.close()
            let words = head.prefix { $0 != "\n" }.split(separator: " ")
            guard words.count == 4, words[0] == "generation", let number = Int(words[1]), words[3] == path else {
                return .failure(.init("\(path) does not start with its generation line: \(head.prefix(60).debugDescription)"))
            }
            generations.insert(number)
            paths.insert(path)
        }
        guard generations.count == 1, let found = generations.first else {
            return .failure(.init("a mix of generations \(generations.sorted())"))
        }
        let expected = Set((0..<Self.fileCount).map { index in "\(["models", "operations", "tags", "assets", "models/nested"][index % 5])/file-\(index).html" } + [found % 2 == 0 ? "even.txt" : "odd/odd.txt"])
        guard paths == expected else {
            return .failure(.init("generation \(found): \(expected.subtracting(paths).count) files missing, \(paths.subtracting(expected).count) unexpected"))
        }
        guard let manifest = OutputManifest.read(folder: folder), manifest.fingerprint == "stress-generation-\(found)",
              manifest.entries.count == expected.count else {
            return .failure(.init("generation \(found): the manifest does not describe it"))
        }
        guard FileManager.default.contents(atPath: folder + "/CNAME") == Data("user\n".utf8),
              FileManager.default.contents(atPath: folder + "/notes/user.txt") == Data("notes\n".utf8) else {
            return .failure(.init("the user's files are gone"))
        }
        return .success(found)
    }

    struct KillFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    func testKilledWritesLeaveOneWholeGeneration() throws {
        let stress = try OutputTestTools.product("apidocs-writer-stress")
        // On the disk, not in memory: the kill delays are drawn from how long a real write takes.
        let scratch = OutputScratch("apidocs-kill", inMemory: false)
        let folder = scratch.file("Site/Stress")
        scratch.write("Site/neighbour.txt", "not ours\n")
        scratch.write("Site/Other/README.md", "another spec's folder\n")
        let arguments = { (generation: Int) in [folder, String(generation), String(Self.fileCount), String(Self.fileSize)] }

        let first = try OutputTestTools.run(stress, arguments(1))
        XCTAssertEqual(first.status, 0, first.stderr)
        scratch.write("Site/Stress/CNAME", "user\n")
        scratch.write("Site/Stress/notes/user.txt", "notes\n")
        XCTAssertEqual(try generation(in: folder).get(), 1)
        // How long one whole write of a new generation takes here, with a killed write's
        // staging folder to clean up first (as in most rounds below). Kills fall in 0-60 ms;
        // when a write takes longer (an unoptimised build, a busy machine), the range stretches
        // to 130% of it, so that kills also land in the swap, the clean-up and after the end.
        try FileManager.default.copyItem(atPath: folder, toPath: scratch.file("Site/.Stress.apidocs-staging-2000000000"))
        let started = Date()
        let second = try OutputTestTools.run(stress, arguments(2))
        XCTAssertEqual(second.status, 0, second.stderr)
        let writeTime = Int(Date().timeIntervalSince(started) * 1000)
        XCTAssertEqual(try generation(in: folder).get(), 2)
        // At most one second, so that a busy machine (slow writes) cannot stretch the test past 20 s.
        let maxDelay = min(max(60, writeTime * 13 / 10), 1000)
        let outside = { OutputTestTools.snapshot(scratch.file("Site")) { $0.hasPrefix("Stress/") || OutputTestTools.isLeftover($0) } }
        let outsideBefore = outside()

        // APIDOCS_KILL_SEED=<seed printed by a failure> replays the same delays.
        let seed = ProcessInfo.processInfo.environment["APIDOCS_KILL_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        var random = SeededRandom(seed: seed)
        var current = 2
        var outcomes: [String] = []
        for round in 1...20 {
            let next = current + 1
            // Odd rounds count from the start; even rounds from the moment the staging tree is
            // complete (its manifest is written last, just before the swap), so that some kills
            // surely land around the swap and in the deletion of the old tree.
            let aimsAtSwap = round % 2 == 0
            let delay = aimsAtSwap ? Int(random.next() % 31) : Int(random.next() % UInt64(maxDelay + 1))  // milliseconds
            let process = try ChildProcess.start(stress, arguments(next), stdout: .discarded, stderr: .discarded)
            if aimsAtSwap {
                let stagingManifest = scratch.file("Site/.Stress.apidocs-staging-\(process.pid)/.apidocs-manifest")
                let deadline = Date().addingTimeInterval(60)
                while !process.hasEnded && !FileManager.default.fileExists(atPath: stagingManifest) && Date() < deadline {
                    usleep(200)
                }
            }
            usleep(useconds_t(delay * 1000))
            kill(process.pid, SIGKILL)
            let finished = process.wait().isExit
            switch generation(in: folder) {
            case .success(let found):
                XCTAssertTrue(found == current || found == next, "round \(round) (seed \(seed), delay \(delay) ms): generation \(found), expected \(current) or \(next)")
                outcomes.append("\(aimsAtSwap ? "staged+" : "")\(delay)ms:\(found == next ? "new" : "old")\(finished ? "(done)" : "")")
                current = found
            case .failure(let failure):
                XCTFail("round \(round) (seed \(seed), delay \(delay) ms): \(failure)")
                return
            }
            XCTAssertEqual(outside(), outsideBefore, "round \(round) (seed \(seed)): something outside the folder changed")
        }
        print("kill test (seed \(seed), one write \(writeTime) ms, kills after 0-\(maxDelay) ms): \(outcomes.joined(separator: " "))")

        // A last whole write cleans up what the killed ones left beside the folder.
        let last = try OutputTestTools.run(stress, arguments(current + 1))
        XCTAssertEqual(last.status, 0, last.stderr)
        XCTAssertEqual(try generation(in: folder).get(), current + 1)
        XCTAssertEqual(OutputTestTools.tree(scratch.file("Site")).filter { !$0.hasPrefix("Stress/") }, ["Other/", "Other/README.md", "neighbour.txt"])
    }
}
