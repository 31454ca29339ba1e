import { notifyManager } from '@tanstack/react-query';

type Notification = () => void;
let due: Notification[] = [];

/**
 * TanStack Query tells its observers of each change in a task of its own (setTimeout 0), and React renders the
 * signed-in page once per task: a dashboard of 30 policies rendered once per answer of its 90 calls, each render
 * reading all 30 policies again (issue 26: long tasks while the cards load). This scheduler runs every notification
 * due by then in one task: answers that arrived while the page was busy rendering (each one a task of the browser's
 * own, queued before this one) are rendered together. A page that is not busy renders each answer as before.
 */
export function coalescedNotifications(notify: Notification): void {
  due.push(notify);
  if (due.length > 1) return;
  setTimeout(() => {
    const now = due;
    due = [];
    for (const each of now) {
      try {
        each();
      } catch (error) {
        // As if in a task of its own: the rest of the batch still runs, and the error is still uncaught (telemetry).
        setTimeout(() => {
          throw error;
        });
      }
    }
  }, 0);
}

/** Installs the scheduler (TanStack's notifyManager is one for the page); installing it again changes nothing. */
export const coalesceQueryNotifications = (): void => notifyManager.setScheduler(coalescedNotifications);
