import { type RefObject } from 'react';
import {
  loadHostedComponent,
  useHostedComponent,
  useHostedComponentTimings,
  type HostedComponent,
  type HostedComponentStatus,
} from '@portal/gateway';
import { hasAppeared } from './card-element';

/**
 * Loads the card capture's script from the URL the API gave and watches for its element (the gateway's one hosted-component
 * watch: poll, submit held after it appears, time-out); 'failed' when no component is configured or the script does
 * not load.
 */
export function useCardComponent(
  component: HostedComponent | undefined,
  componentUrl: string | undefined,
  elementRef: RefObject<HTMLElement | null>,
): HostedComponentStatus {
  const { enableDelayMs } = useHostedComponentTimings();
  const key = component && componentUrl ? `${component.tag} ${componentUrl}` : null;
  const status = useHostedComponent(
    key,
    (fail) => void (component && componentUrl && loadHostedComponent(componentUrl, component.tag).catch(fail)),
    () => component !== undefined && hasAppeared(elementRef.current, component),
    enableDelayMs,
  );
  // No component configured: it can never load (section 8's failure path).
  return component === undefined ? 'failed' : status;
}
