import { useEffect, useRef, useState, type RefObject } from 'react';
import { monitoringMessages, reportToMonitoring } from '../monitoring/report-to-monitoring';
import type { HostedForm, HostedFormConfig, HostedFormEvents, MountHostedForm } from './hosted-form';
import { useGatewayTimings } from './gateway-timings';

/** loading: script or fields not there yet; appeared: fields shown, Save still held (provider 2); enabled; failed. */
export type HostedFormStatus = 'loading' | 'appeared' | 'enabled' | 'failed';

/**
 * Mounts the hosted component into `containerRef` (again whenever the method changes), polls for its fields every
 * `pollMs`, and enables Save `holdAfterAppearMs` after they appear. A script that fails to load, or fields that do not
 * appear in time, is 'failed' (reported to monitoring).
 */
export function useHostedForm(
  mount: MountHostedForm,
  config: HostedFormConfig,
  events: HostedFormEvents,
  containerRef: RefObject<HTMLElement | null>,
  holdAfterAppearMs: number,
): { status: HostedFormStatus; form: RefObject<HostedForm | null> } {
  const timings = useGatewayTimings();
  const [status, setStatus] = useState<HostedFormStatus>('loading');
  const form = useRef<HostedForm | null>(null);
  const eventsRef = useRef(events);
  const configRef = useRef(config);
  const { method, payload } = config;
  // The newest callbacks and configuration, for the mounted component (it is not mounted again for them).
  useEffect(() => {
    eventsRef.current = events;
    configRef.current = config;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    setStatus('loading');
    const fail = () => {
      if (!live) return;
      live = false;
      clearInterval(poll);
      setStatus('failed');
    };
    const poll = setInterval(() => {
      if (!live || !form.current?.hasAppeared()) return;
      clearInterval(poll);
      setStatus('appeared');
      timers.push(setTimeout(() => live && setStatus('enabled'), holdAfterAppearMs));
    }, timings.pollMs);
    timers.push(setTimeout(() => form.current?.hasAppeared() !== true && fail(), timings.timeoutMs));
    mount(container, configRef.current, {
      onComplete: (r) => eventsRef.current.onComplete(r),
      onInvalid: () => eventsRef.current.onInvalid(),
      onFailed: () => eventsRef.current.onFailed(),
    }).then(
      (mounted) => {
        if (live) form.current = mounted;
        else mounted.destroy();
      },
      () => {
        reportToMonitoring(monitoringMessages.scriptFailed);
        fail();
      },
    );
    return () => {
      live = false;
      clearInterval(poll);
      timers.forEach(clearTimeout);
      form.current?.destroy();
      form.current = null;
    };
    // Mount again for another method or another form payload only.
  }, [mount, method, payload, containerRef, holdAfterAppearMs, timings]);

  return { status, form };
}
