import Foundation
import APIDocsLoader
import APIDocsTestSupport
@testable import APIDocsRender
import XCTest

/// Paths the render tests need: the package root (from this file's path, tests only) and
/// files of the shared corpus (through `SharedCorpus`).
enum TestPaths {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let themes = packageRoot + "/Themes"
    static let readmeThemes = themes + "/readme"

    /// `<shared corpus>/<relative>`, or a skip (a failure under `CI=true`) when it is absent.
    static func sharedFile(_ relative: String) throws -> String {
        try SharedCorpus.path(relative)
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

/// A scratch folder for template files, removed at the end of the test.
final class ScratchFolder {
    let path: String

    init() throws {
        path = ScratchRoot.uniquePath("apidocs-render")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Hand-built README contexts in the shape the context builder produces.
enum ReadmeContexts {
    typealias Operation = (type: String, method: String, path: String)

    static func make(
        name: String = "TestAPI",
        mutableModels: Any? = true,
        schemas: [String] = [],
        groups: [(tag: String, operations: [Operation])] = [],
        extraOptions: [String: Any] = [:]
    ) -> [String: Any] {
        var options: [String: Any] = ["name": name]
        if let mutableModels { options["mutableModels"] = mutableModels }
        options.merge(extraOptions) { _, new in new }
        let schemaList: [[String: Any]] = schemas.map { ["type": $0] }
        let groupList: [[String: Any]] = groups.map { group in
            [
                "name": group.tag,
                "operations": group.operations.map { ["type": $0.type, "method": $0.method, "path": $0.path] },
            ]
        }
        return ["options": options, "schemas": schemaList, "definitions": schemaList, "operationsByTag": groupList]
    }

    /// Schemas, an untagged group and two tags, one needing camel casing.
    static var full: [String: Any] { make(
        schemas: ["Pet", "User", "_200Response", "`Type`"],
        groups: [
            ("", [("GetFile", "GET", "/file"), ("PostThing", "POST", "/Things/{thingId}")]),
            ("pets", [("AddPet", "POST", "/pets"), ("GetPetById", "GET", "/pets/{petId}")]),
            ("user-service", [("DeleteUser", "DELETE", "/Users/{UserID}")]),
        ]
    ) }

    static var tagsOnly: [String: Any] { make(
        name: "API", schemas: ["Model"], groups: [("Line", [("LineGet", "GET", "/Line/{ids}")])],
        extraOptions: ["tagPrefix": "Pre", "tagSuffix": "Post"]
    ) }
    static var untaggedOnly: [String: Any] { make(schemas: ["A"], groups: [("", [("GetA", "GET", "/a")])]) }
    static var noSchemas: [String: Any] { make(groups: [("pets", [("AddPet", "POST", "/pets")])]) }
    static var noOperations: [String: Any] { make(schemas: ["Pet"]) }
    static var nothing: [String: Any] { make(mutableModels: nil) }
    static var immutable: [String: Any] { make(mutableModels: false, schemas: ["Pet"]) }

    static var all: [(String, [String: Any])] { [
        ("full", full), ("tagsOnly", tagsOnly), ("untaggedOnly", untaggedOnly), ("noSchemas", noSchemas),
        ("noOperations", noOperations), ("nothing", nothing), ("immutable", immutable),
    ] }
}

/// What APIDocsKit does for Render in the real tool, done here with Foundation: reads a theme
/// folder or a template file from disk and hands Render the bytes.
enum TestDisk {
    static func bytes(_ path: String) -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Includes read from `folder` on disk.
    static func includes(_ folder: String) -> TemplateIncludes {
        TemplateIncludes(folder: folder) { bytes($0) }
    }

    /// A template file with its includes.
    static func template(_ path: String) throws -> ReadmeTemplate {
        guard let data = bytes(path) else { throw SpecError("README template file not found", file: path) }
        let folder = (path as NSString).deletingLastPathComponent
        return ReadmeTemplate(origin: .file, path: path, text: String(decoding: data, as: UTF8.self), includes: includes(folder))
    }

    /// A theme folder's `templates/` and `assets/` files.
    static func theme(_ folder: String) -> ThemeFiles {
        var files: [String: [UInt8]] = [:]
        for sub in ["templates", "assets"] {
            let root = folder + "/" + sub
            for name in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? [] {
                if let data = bytes(root + "/" + name) { files[sub + "/" + name] = data }
            }
        }
        return ThemeFiles(origin: folder, files: files)
    }
}
