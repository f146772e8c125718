import APIDocsDiagnostics
import APIDocsLoader
import Foundation

/// Reads a guides folder into a `GuideSet`: every `.md` file below it (hidden names skipped),
/// each checked and parsed, in the order `guides.yml` or the front matter declares.
///
/// What makes a set unusable is thrown, located, before anything is rendered: a file that is
/// not UTF-8, front matter that cannot be read, two articles with one name (`<doc:name>`
/// would be ambiguous), a file or `guides.yml` path that leads outside the project root. What
/// can be stepped over (an article `guides.yml` does not list, a front matter key left out)
/// is a warning.
public enum GuideFolderReader {
    /// Reads `folder`, whose real path (and every file's) must lie inside `root` (an absolute
    /// real path); `location` is where the folder was configured, for errors about it.
    public static func read(folder: String, root: String, location: SourceLocation?, diagnostics: DiagnosticCollector) throws(SpecError) -> GuideSet {
        let realFolder = SpecFileAccess.systemRealPath(folder)
        guard ReferencePolicy.contains(root, realFolder) else {
            let message = "guides folder '\(folder)' is outside the project root '\(root)'"
            throw location.map { SpecError(message, at: $0) } ?? SpecError(message, file: folder)
        }
        var articles: [GuideArticle] = []
        var byName: [String: GuideArticle] = [:]
        for relative in markdownFiles(in: folder) {
            let file = join(folder, relative)
            guard ReferencePolicy.contains(root, SpecFileAccess.systemRealPath(file)) else {
                throw SpecError("guide '\(file)' leads outside the project root '\(root)' (a symbolic link?)", file: file)
            }
            let article = try GuideFileReader.read(file: file, relativePath: relative, diagnostics: diagnostics)
            if let first = byName[article.name] {
                var error = SpecError("two guides are named '\(article.name)': <doc:\(article.name)> must name one article (rename one file)", at: article.start)
                error.related = [.note("the other article", at: first.start)]
                throw error
            }
            byName[article.name] = article
            articles.append(article)
        }
        let indexPath = join(folder, GuideIndexFile.fileName)
        var files = articles.map(\.file)
        var index = GuideIndexFile()
        if FileManager.default.fileExists(atPath: indexPath) {
            guard ReferencePolicy.contains(root, SpecFileAccess.systemRealPath(indexPath)) else {
                throw SpecError("'\(indexPath)' leads outside the project root '\(root)'", file: indexPath)
            }
            index = try GuideIndexFile.read(path: indexPath)
            files.append(indexPath)
        }
        let ordered = try GuideOrder.arrange(articles, index: index, indexFile: indexPath, diagnostics: diagnostics)
        return GuideSet(folder: folder, articles: ordered.articles, groups: ordered.groups, files: files)
    }

    /// What decides the set's shape: every article path and `guides.yml` if present, sorted.
    public static func listing(_ folder: String) -> [String] {
        markdownFiles(in: folder) + (FileManager.default.fileExists(atPath: join(folder, GuideIndexFile.fileName)) ? [GuideIndexFile.fileName] : [])
    }

    /// Every `.md` file below `folder`, relative to it, sorted by path bytes; hidden files and
    /// folders (a leading `.`) are skipped.
    static func markdownFiles(in folder: String, prefix: String = "") -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var result: [String] = []
        for name in names {
            let path = join(folder, name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                result += markdownFiles(in: path, prefix: prefix + name + "/")
            } else if name.hasSuffix(".md") {
                result.append(prefix + name)
            }
        }
        return result
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
