import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useHostedComponent, type HostedComponentStatus } from '@portal/gateway';
import { monitoringMessages, reportToMonitoring } from '../monitoring/report-to-monitoring';
import type { HostedForm, HostedFormConfig, HostedFormEvents, MountHostedForm } from './hosted-form';

/**
 * Mounts the hosted component into `containerRef` (again whenever the method or the form payload changes) and
 * watches it with the gateway's one hosted-component watch: Save held `holdAfterAppearMs` after its fields appear; a
 * script that fails to load (reported to monitoring), or fields that do not appear in time, is 'failed'.
 */
export function useHostedForm(
  mount: MountHostedForm,
  config: HostedFormConfig,
  events: HostedFormEvents,
  containerRef: RefObject<HTMLElement | null>,
  holdAfterAppearMs: number,
): { status: HostedComponentStatus; form: RefObject<HostedForm | null> } {
  const form = useRef<HostedForm | null>(null);
  // The newest callbacks, for the mounted component (it is not mounted again for them).
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });
  const { method, payload } = config;
  const key = useMemo(() => ({ mount, method, payload }), [mount, method, payload]);
  const status = useHostedComponent(
    key,
    (fail) => {
      const container = containerRef.current;
      if (!container) return undefined;
      let live = true;
      mount(container, config, {
        onComplete: (result) => eventsRef.current.onComplete(result),
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
        form.current?.destroy();
        form.current = null;
      };
    },
    () => form.current?.hasAppeared() === true,
    holdAfterAppearMs,
  );
  return { status, form };
}
