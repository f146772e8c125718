import APIDocsConcurrency
import CLibYAML
import Foundation

/// libyaml's events for one input, parsed on a thread of their own and handed over in batches.
///
/// For a big spec, libyaml's parsing and the building of the tree from its events are the two
/// halves of loading, each a sizeable share of a `readme` run. Parsing needs nothing from the
/// tree, so a parsing thread runs ahead while the caller builds: loading then takes about as
/// long as the longer half instead of both. Each event owns its strings (`yaml_event_delete`
/// frees them), so it can cross threads; the receiver deletes every event it takes, used or not.
/// The queue is bounded, so the parser runs at most a few batches ahead.
final class YAMLEventPipe: @unchecked Sendable {
    private static let batchSize = 4096
    private static let queuedBatches = 8

    private let condition = NSCondition()
    private var queue: [[yaml_event_t]] = []
    private var head = 0
    private var failure: SpecError?
    private var cancelled = false
    private var parserDone = false

    /// Starts parsing `input` on a new thread. `input` must stay valid until `finish` returns.
    init(input: UnsafeBufferPointer<UInt8>, file: String) {
        // The caller keeps the input alive and unchanged until `finish` has returned, which
        // waits for the parsing thread to let go of it.
        let borrowed = Unchecked(input)
        let thread = Thread { [self] in parse(input: borrowed.value, file: file) }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// The next batch in document order; an empty batch when parsing ended (see `failure`).
    func next() -> [yaml_event_t] {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count && !parserDone { condition.wait() }
        guard head < queue.count else { return [] }
        let batch = queue[head]
        queue[head] = []
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return batch
    }

    /// The parser's error, once `next` has returned an empty batch.
    var error: SpecError? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// Stops the parser, deletes every event it still queued, and waits until it has let go
    /// of the input. Call once, whether every event was taken or not.
    func finish() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while !parserDone { condition.wait() }
        let rest = queue[head...]
        queue = []
        head = 0
        condition.unlock()
        for batch in rest {
            for var event in batch { yaml_event_delete(&event) }
        }
    }

    private func parse(input: UnsafeBufferPointer<UInt8>, file: String) {
        var parser = yaml_parser_t()
        var problem: SpecError?
        if let base = input.baseAddress, yaml_parser_initialize(&parser) == 1 {
            yaml_parser_set_input_string(&parser, base, input.count)
            var batch: [yaml_event_t] = []
            batch.reserveCapacity(Self.batchSize)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    problem = LibYAMLProblem(parser).specError(input: input, file: file)
                    break
                }
                let ended = event.type == YAML_STREAM_END_EVENT
                batch.append(event)
                if batch.count == Self.batchSize || ended {
                    let handed = hand(batch)
                    batch = []
                    batch.reserveCapacity(Self.batchSize)
                    if !handed || ended { break }
                }
            }
            // The events read before an error go first, as they would without the thread.
            if !batch.isEmpty { _ = hand(batch) }
            yaml_parser_delete(&parser)
        } else {
            problem = SpecError("cannot initialise the YAML parser (out of memory)", file: file)
        }
        condition.lock()
        failure = problem
        parserDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// Queues `batch`, waiting while the queue is full; false (the batch deleted) once the
    /// receiver has stopped.
    private func hand(_ batch: [yaml_event_t]) -> Bool {
        condition.lock()
        while queue.count - head >= Self.queuedBatches && !cancelled { condition.wait() }
        guard !cancelled else {
            condition.unlock()
            for var event in batch { yaml_event_delete(&event) }
            return false
        }
        queue.append(batch)
        condition.broadcast()
        condition.unlock()
        return true
    }
}
