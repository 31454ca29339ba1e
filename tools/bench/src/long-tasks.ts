/**
 * The login page's longest main-thread tasks from a Lighthouse result (issue 26): the 'long-tasks' audit's debug data
 * gives each task's (simulated) duration, the script it is attributed to, and its time per task group (script
 * evaluation, parse and compile, style and layout, ...), so that the next change aims at the real cost.
 */
export type LongTask = { url: string; startMs: number; durationMs: number; groups: [group: string, ms: number][] };

type DebugTask = { urlIndex: number; startTime: number; duration: number } & Record<string, number>;
type LongTasksDetails = { debugData?: { urls?: string[]; tasks?: DebugTask[] } };
export type LongTasksResult = { audits: Record<string, { details?: unknown }> };

const TASK_KEYS = new Set(['urlIndex', 'startTime', 'duration']);

/** The `count` longest tasks, longest first, each group's time largest first (groups under 1 ms left out). */
export function longestTasks(lhr: LongTasksResult, count = 3): LongTask[] {
  const details = lhr.audits['long-tasks']?.details as LongTasksDetails | undefined;
  const urls = details?.debugData?.urls ?? [];
  const tasks = details?.debugData?.tasks ?? [];
  return [...tasks]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((task) => ({
      url: urls[task.urlIndex] ?? 'unattributable',
      startMs: task.startTime,
      durationMs: task.duration,
      groups: Object.entries(task)
        .filter(([key, ms]) => !TASK_KEYS.has(key) && ms >= 1)
        .sort((a, b) => b[1] - a[1]),
    }));
}

/** One line per task: `  412 ms at 1830 ms  /assets/index-abc.js  scriptEvaluation 301, styleLayout 80`. */
export function describeLongTasks(tasks: LongTask[]): string[] {
  if (!tasks.length) return ['  no task of 50 ms or more'];
  return tasks.map((t) => {
    const path = t.url.replace(/^https?:\/\/[^/]+/, '');
    const groups = t.groups.map(([group, ms]) => `${group} ${Math.round(ms)}`).join(', ');
    return `  ${String(Math.round(t.durationMs)).padStart(5)} ms at ${String(Math.round(t.startMs)).padStart(5)} ms  ${path}  ${groups}`;
  });
}

/** One observed (unthrottled) top-level task of the trace: its time per group and the trace events taking most of it. */
export type TraceTask = {
  url: string;
  startMs: number;
  durationMs: number;
  groups: [group: string, ms: number][];
  events: [name: string, ms: number][];
};

/** The part of Lighthouse's task tree read here (lighthouse/core/lib/tracehouse/main-thread-tasks.js). */
export type TaskNode = {
  event: { name: string };
  children: TaskNode[];
  parent?: TaskNode | undefined;
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: { id: string };
};

const top = (totals: Map<string, number>, count: number): [string, number][] =>
  [...totals]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);

/**
 * The `count` longest top-level tasks of the page's main thread as observed (before Lighthouse's simulated throttling,
 * which multiplies CPU time about four times but keeps no breakdown): per task group (scriptEvaluation, styleLayout,
 * ...) and per trace event (EvaluateScript, FunctionCall, UpdateLayoutTree, ParseAuthorStyleSheet, ...), by self time.
 */
export function longestTraceTasks(tasks: TaskNode[], count = 3): TraceTask[] {
  return tasks
    .filter((task) => !task.parent)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((task) => {
      const groups = new Map<string, number>();
      const events = new Map<string, number>();
      const visit = (node: TaskNode) => {
        groups.set(node.group.id, (groups.get(node.group.id) ?? 0) + node.selfTime);
        events.set(node.event.name, (events.get(node.event.name) ?? 0) + node.selfTime);
        node.children.forEach(visit);
      };
      visit(task);
      const url = task.attributableURLs.at(-1) ?? 'unattributable';
      return { url, startMs: task.startTime, durationMs: task.duration, groups: top(groups, 4), events: top(events, 4) };
    });
}

/** Two lines per task: duration, start and script; then the trace events taking most of its time. */
export function describeTraceTasks(tasks: TraceTask[]): string[] {
  return tasks.flatMap((t) => [
    `  ${String(Math.round(t.durationMs)).padStart(5)} ms at ${String(Math.round(t.startMs)).padStart(5)} ms  ${t.url.replace(/^https?:\/\/[^/]+/, '')}  ` +
      t.groups.map(([group, ms]) => `${group} ${Math.round(ms)}`).join(', '),
    `        ${t.events.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`,
  ]);
}
