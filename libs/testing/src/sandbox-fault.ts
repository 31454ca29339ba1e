/**
 * A story's beforeEach that injects a fault into the sandbox API Storybook runs (POST /__sandbox/faults, e.g. an
 * HTTP 500 for one route) before the story renders; the cleanup removes the sandbox's faults when it is left.
 */
export const sandboxFault = (fault: { route: string; status?: number; latencyMs?: number }) => async () => {
  const added = await fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!added.ok) throw new Error(`The sandbox refused the fault (HTTP ${added.status})`);
  return async () => {
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  };
};
