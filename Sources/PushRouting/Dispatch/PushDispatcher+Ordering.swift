import Dispatch
import Foundation

// Ordering main-actor work: every decision's main-actor part runs in the order of the
// decisions, at once on the main actor when nothing waits, queued to it otherwise.
extension PushDispatcher {
    enum Arranged<Made: Sendable>: Sendable {
        /// The caller is on the main actor, and nothing decided before waits: it does the
        /// work now.
        case atOnce(Made)
        /// The work is queued to the main actor, behind the work decided before it.
        case queued(Made)
    }

    private enum Step<Made> {
        case earlier(Job)
        case decided(Made)
        case queuedBehind(Made)
    }

    /// Makes a decision under the lock and arranges the main-actor work that follows it, so
    /// that all main-actor work runs in the order of the decisions. Off the main actor,
    /// `queue` makes that work, queued in the same lock section. On the main actor, see
    /// `arrangeOnMainActor`.
    func arrange<Made: Sendable>(
        _ delivery: Delivery, _ decide: (inout State) -> Made, queue: (Made) -> Job?
    ) -> Arranged<Made> {
        if delivery.isOnMainActor {
            let inUserCode = MainActor.assumeIsolated { mainActorState.userCodeDepth > 0 }
            return arrangeOnMainActor(mayRunEarlierWork: !inUserCode, decide, queue: queue)
        }
        var post = false
        let made = state.withLock { state in
            let made = decide(&state)
            if let job = queue(made) { post = Self.enqueue(job, &state) }
            return made
        }
        if post { postDrain() }
        return .queued(made)
    }

    /// On the main actor: when no work waits, decides and lets the caller work at once.
    /// When work decided earlier waits, runs it first if `mayRunEarlierWork`, then decides;
    /// otherwise queues the decision's work behind it. Earlier work must not run inside
    /// user code (a handler or observer must not see later work before it returns), nor
    /// inside queued work (which would nest without bound).
    func arrangeOnMainActor<Made: Sendable>(
        mayRunEarlierWork: Bool, _ decide: (inout State) -> Made, queue: (Made) -> Job?
    ) -> Arranged<Made> {
        while true {
            var post = false
            let step = state.withLock { state -> Step<Made> in
                if state.jobs.isEmpty { return .decided(decide(&state)) }
                // One at a time: the rest stay queued, where decisions made by this job see them.
                if mayRunEarlierWork, let job = state.jobs.popFirst() { return .earlier(job) }
                let made = decide(&state)
                if let job = queue(made) { post = Self.enqueue(job, &state) }
                return .queuedBehind(made)
            }
            if post { postDrain() }
            switch step {
            case .earlier(let job): MainActor.assumeIsolated { runningQueuedWork(job) }
            case .decided(let made): return .atOnce(made)
            case .queuedBehind(let made): return .queued(made)
            }
        }
    }

    /// Under the lock: queues `job`; returns whether a drain must be posted to the main queue.
    private static func enqueue(_ job: @escaping Job, _ state: inout State) -> Bool {
        state.jobs.append(job)
        guard !state.drainScheduled else { return false }
        state.drainScheduled = true
        return true
    }

    private func postDrain() {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.drain() } }
    }

    /// Runs the queued main-actor work, oldest first, until none is left.
    @MainActor
    private func drain() {
        while let job = state.withLock({ state -> Job? in
            if let job = state.jobs.popFirst() { return job }
            state.drainScheduled = false
            return nil
        }) {
            runningQueuedWork(job)
        }
    }

    /// Runs one piece of queued work.
    @MainActor
    private func runningQueuedWork(_ job: Job) {
        mainActorState.queuedWorkDepth += 1
        defer { mainActorState.queuedWorkDepth -= 1 }
        job()
    }

    /// Runs a handler, observer, fallback or failure handler of `push` (`ArrivedPush.current`
    /// inside it, and in the tasks it starts).
    @MainActor
    func runningUserCode(_ push: ArrivedPush, _ body: () -> Void) {
        mainActorState.userCodeDepth += 1
        defer { mainActorState.userCodeDepth -= 1 }
        ArrivedPush.$running.withValue(push) { body() }
    }
}

/// A first-in, first-out queue (amortized O(1) at both ends).
struct JobQueue<Element> {
    private var items: [Element?] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    mutating func append(_ element: Element) {
        items.append(element)
    }

    mutating func popFirst() -> Element? {
        guard head < items.count else { return nil }
        let element = items[head]
        items[head] = nil
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return element
    }
}
