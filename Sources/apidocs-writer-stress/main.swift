// apidocs-writer-stress FOLDER GENERATION [COUNT] [SIZE]
//
// Writes one generation of COUNT generated files (about SIZE bytes each, spread over the
// site's subfolders) into FOLDER with OutputWriter. Every file starts with the line
// `generation G file PATH`, so a test can tell a whole generation from a mix. Even and odd
// generations also differ in one file (`even.txt` or `odd/odd.txt`), so files come and go.
// A test helper: the kill test starts it and sends SIGKILL mid-write.
import APIDocsKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String, _ code: Int32) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(code)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let generation = Int(arguments[2]) else {
    fail("usage: apidocs-writer-stress FOLDER GENERATION [COUNT] [SIZE]", 2)
}
let folder = arguments[1]
let count = arguments.count > 3 ? Int(arguments[3]) ?? 2000 : 2000
let size = arguments.count > 4 ? Int(arguments[4]) ?? 3000 : 3000

/// The generation's files: paths and contents are a function of (generation, index) only.
/// Each file is its header line and a slice (starting at an index-dependent offset) of one
/// pseudo-random block per generation, so making 2,000 files costs little even unoptimised.
func files(generation: Int, count: Int, size: Int) -> [OutputFile] {
    let folders = ["models", "operations", "tags", "assets", "models/nested"]
    var paths = (0..<count).map { index in "\(folders[index % folders.count])/file-\(index).html" }
    paths.append(generation % 2 == 0 ? "even.txt" : "odd/odd.txt")
    let letters = Array("abcdefghijklmnopqrstuvwxyz      \n".utf8)
    var state = UInt64(truncatingIfNeeded: generation) &* 0x9E37_79B9_7F4A_7C15 | 1
    let block = (0..<(size + 4096)).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return letters[Int(state >> 59)]
    }
    return paths.enumerated().map { index, path in
        let offset = (index &* 7919) % 4096
        return OutputFile(path: path, bytes: Array("generation \(generation) file \(path)\n".utf8) + block[offset..<(offset + size)])
    }
}

do {
    let report = try OutputWriter.write(files(generation: generation, count: count, size: size), into: folder, fingerprint: "stress-generation-\(generation)")
    print("generation \(generation): \(report.summary)")
} catch {
    fail("\(error)", 1)
}
