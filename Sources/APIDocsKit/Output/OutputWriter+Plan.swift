import APIDocsConcurrency
import APIDocsLoader
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The steps of one `OutputWriter.write`: compare, stage, swap, clean up.
extension OutputWriter {
    /// One write, step by step.
    struct Plan {
        let files: [OutputFile]
        let hashes: [ContentHash]
        let fingerprint: String
        let staging: OutputStaging
        var report: WriteReport

        init(files: [OutputFile], folder: String, fingerprint: String) throws(SpecError) {
            staging = OutputStaging(folder: folder)
            if staging.name.isEmpty || staging.name == "." || staging.name == ".." || staging.folder == "/" {
                throw SpecError("cannot use this as an output folder: name it by its own name", file: folder)
            }
            if fingerprint.contains(where: { $0 == "\n" || $0 == "\r" }) {
                throw SpecError("the build fingerprint must be one line", file: folder)
            }
            var sorted = files
            sorted.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            var previous: String?
            for file in sorted {
                try OutputPath.validate(file.path, in: folder)
                if let previous {
                    if previous == file.path {
                        throw SpecError("two output files have the same path '\(file.path)'", file: folder)
                    }
                }
                previous = file.path
            }
            let paths = Set(sorted.map(\.path))
            for file in sorted {
                for ancestor in Plan.ancestors(file.path) where paths.contains(ancestor) {
                    throw SpecError("output file '\(ancestor)' is also the folder of '\(file.path)'", file: folder)
                }
            }
            self.files = sorted
            self.hashes = sorted.map { ContentHash($0.bytes) }
            self.fingerprint = fingerprint
            self.report = WriteReport(folder: staging.folder)
        }

        var folder: String { staging.folder }

        func target(_ path: String) -> String { folder + "/" + path }

        /// `a/b/c.html` → `["a", "a/b"]`.
        static func ancestors(_ path: String) -> [String] {
            var result: [String] = []
            var index = path.startIndex
            while let slash = path[index...].firstIndex(of: "/") {
                result.append(String(path[..<slash]))
                index = path.index(after: slash)
            }
            return result
        }

        mutating func run() throws(SpecError) -> WriteReport {
            let made = OutputDisk.makeDirectories(staging.parent)
            if made != 0 { throw SpecError("cannot create folder: \(OutputDisk.reason(made))", file: staging.parent) }
            let lock = OutputLock(folder: staging.parent)
            defer { withExtendedLifetime(lock) {} }
            staging.recover()

            let existing = OutputDisk.status(folder)
            if let existing, existing.kind != .directory {
                let what = existing.kind == .symlink
                    ? "it is a symbolic link (apidocs replaces the folder as a whole: give the real folder)"
                    : "it exists and is not a folder"
                throw SpecError("cannot write output here: \(what)", file: folder)
            }
            let manifest = existing == nil ? nil : OutputManifest.read(folder: folder)
            if let manifest, isUpToDate(manifest) {
                report.unchanged = files.map(\.path)
                report.upToDate = true
                return report
            }

            // Compare: which produced files are already there, byte for byte.
            let recorded = manifest?.byPath ?? [:]
            var same = [Bool](repeating: false, count: files.count)
            if existing != nil {
                for (index, file) in files.enumerated() {
                    same[index] = holds(file, hash: hashes[index], recorded: recorded[file.path])
                }
            }
            // Sort out what else is in the folder: the user's (kept) and ours (dropped).
            let others = existing == nil ? Others() : try otherEntries(recorded: recorded)
            for (index, file) in files.enumerated() {
                if same[index] { report.unchanged.append(file.path) } else { report.written.append(file.path) }
            }
            report.removed = others.dropped
            report.kept = others.keptFiles

            if existing != nil && report.changedNothing {
                try updateManifest(old: manifest)
                return report
            }
            try buildAndSwap(same: same, others: others, replacing: existing)
            return report
        }

        /// The fast path: same fingerprint, same files (by hash), and the folder as the manifest
        /// left it (sizes and modification times).
        func isUpToDate(_ manifest: OutputManifest) -> Bool {
            guard manifest.fingerprint == fingerprint, manifest.entries.count == files.count else { return false }
            for (index, entry) in manifest.entries.enumerated() {
                let file = files[index]
                guard entry.path == file.path, entry.size == file.bytes.count, entry.hash == hashes[index],
                      let status = OutputDisk.status(target(file.path)), status.kind == .file,
                      status.size == entry.size, status.modified == entry.modified
                else { return false }
            }
            return true
        }

        /// True when the folder's file at `file.path` has exactly `file.bytes`. The manifest's
        /// record (size, mtime, hash) answers without reading the file when it still fits.
        func holds(_ file: OutputFile, hash: ContentHash, recorded: OutputManifest.Entry?) -> Bool {
            guard let status = OutputDisk.status(target(file.path)), status.kind == .file,
                  status.size == file.bytes.count else { return false }
            if let recorded, recorded.size == status.size, recorded.modified == status.modified {
                return recorded.hash == hash
            }
            return OutputDisk.holds(target(file.path), file.bytes, size: status.size)
        }

        /// What is in the folder besides the produced files.
        struct Others {
            /// The user's folders and files, to carry over, in tree order (folders first).
            var keptFolders: [(path: String, mode: UInt32)] = []
            var keptFiles: [String] = []
            /// apidocs' own files no longer produced.
            var dropped: [String] = []
        }

        func otherEntries(recorded: [String: OutputManifest.Entry]) throws(SpecError) -> Others {
            let produced = Set(files.map(\.path))
            var producedFolders = Set<String>()
            for file in files { producedFolders.formUnion(Plan.ancestors(file.path)) }
            var ourFolders = producedFolders
            for path in recorded.keys { ourFolders.formUnion(Plan.ancestors(path)) }

            var others = Others()
            for entry in OutputDisk.tree(folder) {
                let path = entry.path
                if path == OutputManifest.fileName { continue }
                if entry.status.kind == .directory {
                    // Folders that hold (or held) output are ours; what the user put in them is
                    // looked at file by file.
                    if ourFolders.contains(path) { continue }
                    if produced.contains(path) { throw inTheWay(path, of: path) }
                    others.keptFolders.append((path, entry.status.mode & 0o7777))
                    continue
                }
                if produced.contains(path) { continue }
                if recorded[path] != nil {
                    others.dropped.append(path)
                    continue
                }
                // The user's file: it must not stand where an output file needs a folder, nor
                // below an output file.
                if producedFolders.contains(path) {
                    throw inTheWay(path, of: files.first { $0.path.hasPrefix(path + "/") }?.path ?? path)
                }
                if let blocker = Plan.ancestors(path).first(where: { produced.contains($0) }) {
                    throw inTheWay(path, of: blocker)
                }
                others.keptFiles.append(path)
            }
            // A folder of the user's below an output file (the output file was a folder of ours).
            for kept in others.keptFolders {
                if let blocker = Plan.ancestors(kept.path).first(where: { produced.contains($0) }) {
                    throw inTheWay(kept.path, of: blocker)
                }
            }
            return others
        }

        func inTheWay(_ path: String, of output: String) -> SpecError {
            SpecError("'\(path)' was not written by apidocs and is in the way of output file '\(output)'; move it away", file: folder)
        }

        /// Nothing to swap: replaces the manifest alone (atomically) if it changed.
        func updateManifest(old: OutputManifest?) throws(SpecError) {
            var entries: [OutputManifest.Entry] = []
            for (index, file) in files.enumerated() {
                guard let status = OutputDisk.status(target(file.path)) else {
                    throw SpecError("output file vanished while writing", file: target(file.path))
                }
                entries.append(.init(path: file.path, size: status.size, modified: status.modified, hash: hashes[index]))
            }
            let manifest = OutputManifest(fingerprint: fingerprint, entries: entries)
            if let old, old == manifest { return }
            // Through the staging folder, so that a kill leaves nothing inside the output folder.
            let stagingFolder = staging.stagingPath()
            try check(OutputDisk.makeDirectories(stagingFolder), stagingFolder, "cannot create folder")
            defer { OutputDisk.removeTree(stagingFolder) }
            let temporary = stagingFolder + "/" + OutputManifest.fileName
            try check(OutputDisk.create(temporary, manifest.serialized), temporary, "cannot write")
            if rename(temporary, target(OutputManifest.fileName)) != 0 {
                throw SpecError("cannot write: \(OutputDisk.reason())", file: target(OutputManifest.fileName))
            }
        }

        func check(_ code: Int32, _ path: String, _ what: String) throws(SpecError) {
            if code != 0 { throw SpecError("\(what): \(OutputDisk.reason(code))", file: path) }
        }

        /// Builds the new tree in the staging folder, then swaps it with the output folder.
        mutating func buildAndSwap(same: [Bool], others: Others, replacing existing: OutputDisk.Status?) throws(SpecError) {
            let stagingFolder = staging.stagingPath()
            OutputDisk.removeTree(stagingFolder)
            try check(OutputDisk.makeDirectories(stagingFolder), stagingFolder, "cannot create folder")
            var swapped = false
            defer { if !swapped { OutputDisk.removeTree(stagingFolder) } }
            if let existing { chmod(stagingFolder, mode_t(existing.mode & 0o7777)) }

            var madeFolders = Set<String>()
            func makeParents(_ path: String) throws(SpecError) {
                for ancestor in Plan.ancestors(path) where !madeFolders.contains(ancestor) {
                    let full = stagingFolder + "/" + ancestor
                    if mkdir(full, 0o755) != 0 && errno != EEXIST {
                        throw SpecError("cannot create folder: \(OutputDisk.reason())", file: full)
                    }
                    madeFolders.insert(ancestor)
                }
            }

            for file in files { try makeParents(file.path) }
            // The files themselves are written on all cores (each slot by one thread); failures
            // are then reported in file order, so the first one is the same as in one pass.
            let files = self.files
            let folder = self.folder
            let outcomes = ConcurrentWork.map(Array(files.indices)) { index -> StagedOutcome in
                let file = files[index]
                let path = stagingFolder + "/" + file.path
                var outcome = StagedOutcome()
                if same[index] && link(folder + "/" + file.path, path) == 0 {
                    // Kept as it is.
                } else {
                    outcome.relinkFailed = same[index]
                    outcome.writeError = OutputDisk.create(path, file.bytes)
                }
                if outcome.writeError == 0 {
                    outcome.status = OutputDisk.status(path)
                    if outcome.status == nil { outcome.statusError = errno }
                }
                return outcome
            }
            var entries: [OutputManifest.Entry] = []
            var relinkFailed: [String] = []
            for (index, file) in files.enumerated() {
                let path = stagingFolder + "/" + file.path
                let outcome = outcomes[index]
                if outcome.relinkFailed { relinkFailed.append(file.path) }
                try check(outcome.writeError, path, "cannot write")
                guard let status = outcome.status else {
                    throw SpecError("cannot read back: \(OutputDisk.reason(outcome.statusError))", file: path)
                }
                entries.append(.init(path: file.path, size: status.size, modified: status.modified, hash: hashes[index]))
            }
            if !relinkFailed.isEmpty {
                // Could not hard-link: the bytes were written again, so report them as written.
                let failed = Set(relinkFailed)
                report.unchanged.removeAll { failed.contains($0) }
                report.written = (report.written + relinkFailed).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            }
            for kept in others.keptFolders {
                try makeParents(kept.path + "/")
                chmod(stagingFolder + "/" + kept.path, mode_t(kept.mode))
            }
            for kept in others.keptFiles {
                try makeParents(kept)
                if link(target(kept), stagingFolder + "/" + kept) != 0 {
                    throw SpecError("cannot keep this file (not written by apidocs) in the new output: \(OutputDisk.reason())", file: target(kept))
                }
            }
            let manifestPath = stagingFolder + "/" + OutputManifest.fileName
            try check(OutputDisk.create(manifestPath, OutputManifest(fingerprint: fingerprint, entries: entries).serialized), manifestPath, "cannot write")

            if existing == nil {
                if rename(stagingFolder, folder) != 0 {
                    throw SpecError("cannot create the output folder: \(OutputDisk.reason())", file: folder)
                }
                swapped = true
                return
            }
            let exchanged = OutputDisk.exchange(stagingFolder, folder)
            if exchanged == 0 {
                swapped = true
                rescueUserFiles(from: stagingFolder)  // now the old tree
                OutputDisk.removeTree(stagingFolder)
                return
            }
            guard exchanged == EINVAL || exchanged == ENOSYS else {
                throw SpecError("cannot replace the output folder: \(OutputDisk.reason(exchanged))", file: folder)
            }
            try swapByRenames(stagingFolder)
            swapped = true
        }

        /// Moves into the new tree the user's files that appeared in the old one, or were
        /// replaced there (an editor saving by rename), after they were linked: the old tree is
        /// about to be deleted, and files apidocs did not write must survive.
        func rescueUserFiles(from oldTree: String) {
            let produced = Set(files.map(\.path))
            let recorded = Set(OutputManifest.read(folder: oldTree)?.entries.map(\.path) ?? [])
            for entry in OutputDisk.tree(oldTree) where entry.status.kind != .directory {
                let path = entry.path
                if path == OutputManifest.fileName || produced.contains(path) || recorded.contains(path) { continue }
                if let now = OutputDisk.status(target(path)), now.inode == entry.status.inode, now.device == entry.status.device {
                    continue
                }
                if let slash = path.lastIndex(of: "/") {
                    _ = OutputDisk.makeDirectories(target(String(path[..<slash])))
                }
                rename(oldTree + "/" + path, target(path))
            }
        }

        /// The swap without `RENAME_EXCHANGE`: output → old, staging → output, delete old.
        /// `OutputStaging.recover` puts the old tree back if a kill falls between the renames.
        func swapByRenames(_ stagingFolder: String) throws(SpecError) {
            let old = staging.oldPath()
            OutputDisk.removeTree(old)
            if rename(folder, old) != 0 {
                throw SpecError("cannot replace the output folder: \(OutputDisk.reason())", file: folder)
            }
            if rename(stagingFolder, folder) != 0 {
                let reason = OutputDisk.reason()
                rename(old, folder)
                throw SpecError("cannot replace the output folder: \(reason)", file: folder)
            }
            rescueUserFiles(from: old)
            OutputDisk.removeTree(old)
        }
    }
}

/// What writing one file into the staging folder gave.
struct StagedOutcome {
    /// 0, or the `errno` of creating or writing the file.
    var writeError: Int32 = 0
    /// The file was the same as the output folder's but could not be hard-linked (so was written).
    var relinkFailed = false
    /// `lstat` of the staged file; `nil` with `statusError` when it failed.
    var status: OutputDisk.Status?
    var statusError: Int32 = 0
}
