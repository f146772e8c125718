import APIDocsDiagnostics
import APIDocsKit
import APIDocsRender
import CFuzzerDriver

/// The executable's entry point (SwiftPM links `main` to `<target>_main`): hands the command
/// line to libFuzzer's driver, which calls `fuzzOneInput` for each input.
@_cdecl("apidocs_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        fuzzOneInput(data, size)
    }
}

/// libFuzzer's callback, by the name its own `main` looks for (linked in with the fuzzer runtime).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOneInput(data, size)
}

/// One input is one spec file (YAML or JSON text), run through every stage in memory. A thrown
/// `SpecError` or reported diagnostics are the expected answer to bad input; a crash, a
/// sanitizer report, a hang, unbounded memory or a broken output promise (`FuzzChecks`) is a bug.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // The loader takes text; invalid UTF-8 becomes U+FFFD here, as it does when read from disk.
    let text = String(decoding: bytes, as: UTF8.self)
    // Both client flavours: each has walks of its own over the same schemas; and the input
    // once more as a `.json` file, which the loader reads without libyaml when it is JSON.
    for pipeline in FuzzPipeline.flavours + [FuzzPipeline.jsonFile] {
        let diagnostics = DiagnosticCollector()
        do {
            let files = try pipeline.files(specText: text, diagnostics: diagnostics)
            FuzzChecks.check(files)
        } catch {
            diagnostics.report(error)
        }
        // Printing is a stage too: every diagnostic must format.
        _ = diagnostics.printedLines
    }
    return 0
}

/// The pipelines, made once: parsing the built-in theme and template is not what is being fuzzed.
enum FuzzPipeline {
    static let flavours: [InMemoryPipeline] = ClientFlavour.allCases.map { flavour in
        make(specName: "openapi.yml", client: flavour)
    }

    /// The SwagGen flavour with the spec named `openapi.json`.
    static let jsonFile = make(specName: "openapi.json", client: .swaggen)

    private static func make(specName: String, client: ClientFlavour) -> InMemoryPipeline {
        do {
            return try InMemoryPipeline(specName: specName, client: client)
        } catch {
            fatalError("apidocs-fuzz: cannot load the built-in theme: \(error)")
        }
    }
}
