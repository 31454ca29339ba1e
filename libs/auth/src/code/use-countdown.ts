import { useEffect, useState } from 'react';

/** Whole seconds left until `startedAt + seconds` (0 when over), ticking once a second while it runs. */
export function useCountdown(startedAt: number, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const endsAt = startedAt + seconds * 1000;
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return Math.min(remaining, seconds);
}
