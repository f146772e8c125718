import APIDocsLoader
import APIDocsRender

/// A README template as chosen by the user: a built-in name or a file path, with where it was
/// chosen (a line of `apidocs.yml`, or nowhere for `--template`) and the folder a relative path
/// is relative to (the `apidocs.yml`'s folder; the current folder for `--template`).
public struct TemplateSetting: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation?
    public var folder: String?

    public init(_ name: String, location: SourceLocation? = nil, folder: String? = nil) {
        self.name = name
        self.location = location
        self.folder = folder
    }

    /// The template to render with. A built-in name wins (write `./pace` for a file of that
    /// name); otherwise the name is a file path, taken relative to `folder`. A name that
    /// resolves to nothing is an error located where the name was written, so a typo in
    /// `apidocs.yml` points at its line.
    func resolve() throws(SpecError) -> ReadmeTemplate {
        if ReadmeTemplate.builtInNames.contains(name) { return try ReadmeTemplate.builtIn(name) }
        var argument = name
        if let folder, folder != ".", !name.hasPrefix("/") {
            argument = FileSystem.join(folder, name)
        }
        do throws(SpecError) {
            guard ReadmeTemplate.looksLikePath(name) || FileSystem.exists(argument) else { throw ReadmeTemplate.unknownName(name) }
            return try ThemeFolderReader.template(at: argument)
        } catch {
            guard let location else { throw error }
            let file = error.file.map { $0 == name ? "" : " ('\($0)')" } ?? ""
            throw SpecError(error.message + file, at: location)
        }
    }
}
