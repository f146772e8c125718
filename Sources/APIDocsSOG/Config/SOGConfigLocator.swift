import APIDocsDiagnostics
import Foundation

/// Finds the generator config SOG's build plugin would use for a spec: the
/// `openapi-generator-config.yaml` (or `.yml`) in the same folder.
public enum SOGConfigLocator {
    public static let fileNames = ["openapi-generator-config.yaml", "openapi-generator-config.yml"]

    /// The config file beside `specPath`: `nil` when there is none; an error (as the plugin
    /// refuses it) when both spellings are there.
    public static func configFile(besideSpec specPath: String, diagnostics: DiagnosticCollector) -> String? {
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        let found = fileNames
            .map { folder.appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        if found.count > 1 {
            diagnostics.error("two generator configs beside the spec (\(found.map { ($0 as NSString).lastPathComponent }.joined(separator: " and "))); swift-openapi-generator's plugin accepts exactly one", at: nil, file: found[0])
            return nil
        }
        return found.first
    }
}
