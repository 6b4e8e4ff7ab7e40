/// A `task` modifier's running task, kept by its node so that the view leaving the tree (or
/// its `id` changing) cancels it.
final class ViewTaskRun {
  private var task: Task<Void, Never>?
  /// The modifier's `id` at its last update.
  var id: Any?

  /// Starts `action`: it runs at once, on the calling thread, until it first suspends
  /// (`Task.immediate`); the rest runs when it resumes.
  func start(_ action: ViewTaskAction) {
    task?.cancel()
    task = Task.immediate { await action.run() }
  }

  /// Cancels the task, if it is still running.
  func cancel() {
    task?.cancel()
    task = nil
  }
}

/// A task's closure, handed to `Task.immediate`, which needs a `Sendable` one.
///
/// `@unchecked`: SwiftUI's closure is isolated to the main actor, as its views are; LayoutLab's
/// views are not isolated, so the closure is the caller's. It starts on the thread of the
/// host's `layout(in:)` and only continues elsewhere after it suspends (see `View.task`).
struct ViewTaskAction: @unchecked Sendable {
  let run: () async -> Void
}

/// `.task(id:priority:_:)`: starts its action when its view appears, cancels it when the view
/// leaves the tree, and restarts it (cancelling the one running) when `id` changes.
@usableFromInline
struct TaskModifier<Content: View, ID: Equatable>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let id: ID
  let action: ViewTaskAction
  let summary: String

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(PassthroughLayout())
    node.summarySource = .role
    let run: ViewTaskRun
    if let stored = node.propertyStorage[0] as? ViewTaskRun {
      run = stored
      if node.hasAppeared, let old = run.id as? ID, old != id {
        let action = action
        builder.queue(FrameAction("\(summary) restarted", node: node) { run.start(action) })
      }
    } else {
      run = ViewTaskRun()
      node.propertyStorage[0] = run
    }
    run.id = id
    let action = action
    node.assign(
      .appearance(AppearanceActions(summary: summary, appear: { run.start(action) }, disappear: { run.cancel() })),
      in: builder.census)
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

/// The value of a `task` without an id: it never changes.
struct NoTaskID: Equatable {}

extension View {
  /// Starts `action` when this view appears and cancels it when the view leaves the tree.
  ///
  /// The action starts in the frame loop's actions step after the first frame that places
  /// the view, and runs on the calling thread until it first suspends; state it writes by
  /// then makes another frame of the same `layout(in:)`. What it does after a suspension
  /// happens when it resumes, on Swift's global executor: a state write then is seen by the
  /// next `layout(in:)`, which must not run at the same time (a host is not thread-safe).
  /// The modifier changes no layout; `priority` is accepted and not used.
  ///
  /// SwiftUI parity: `task(priority:_:)`. SwiftUI runs the action on the main actor; code that
  /// never suspends (or only awaits work that completes at once) behaves the same here.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
    TaskModifier(content: self, id: NoTaskID(), action: ViewTaskAction(run: action), summary: ".task")
  }

  /// Like `task(priority:_:)`, and restarts the action (cancelling the running one) after an
  /// update in which `id` changed. SwiftUI parity: `task(id:priority:_:)`.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    TaskModifier(content: self, id: value, action: ViewTaskAction(run: action), summary: ".task(id: \(T.self))")
  }
}
