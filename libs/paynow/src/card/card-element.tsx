import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { PayNowGatewaySession } from '@portal/core-api';
import { useRegionalConfig } from '@portal/config';
import { hasHostedContent, hostedAttributes, type HostedComponent } from '@portal/gateway';

/** What the gateway component reports back to the page. */
export type GatewayOutcome = { kind: 'invalid' } | { kind: 'failed'; status: number };

export type CardElementProps = {
  /** The card capture the configuration names (`gateway.cardCapture`). */
  component: HostedComponent;
  session: PayNowGatewaySession;
  elementRef: RefObject<HTMLElement | null>;
  /** The form whose submit the component takes over. */
  formId: string;
  /** The customer's ClientId. */
  clientId: string;
  /** This page, where the gateway returns with transactionidentifier and passthroughparamobject. */
  actionUrl: string;
  /** Comma-separated transaction ids of the selected payments. */
  passthrough: string;
  label: string;
  onOutcome: (outcome: GatewayOutcome) => void;
};

/** The production gateway environment (section 9); the session names no other. */
export const GATEWAY_ENVIRONMENT = 'production';

/** Elements that dispatched their configured `ready` event. */
const readyElements = new WeakSet<HTMLElement>();

/**
 * Its fields are shown: the configured `ready` event was seen, or (none configured) the defined element has content
 * (a child element or a shadow root with content).
 */
export function hasAppeared(element: HTMLElement | null, component: HostedComponent): boolean {
  if (!element || customElements.get(component.tag) === undefined) return false;
  return component.events.ready ? readyElements.has(element) : hasHostedContent(element);
}

/**
 * The hosted card-capture element, configured as section 7 says: client id, quote id, auth token, environment,
 * API url, action url, form id, quote token, region and the card display options of the regional configuration,
 * each under the attribute name the configuration gives. Created with its attributes before it is connected (a
 * component reads them when it connects), in a container of ours inside the form.
 */
export function CardElement({
  component,
  session,
  elementRef,
  formId,
  clientId,
  actionUrl,
  passthrough,
  label,
  onOutcome,
}: CardElementProps) {
  const regional = useRegionalConfig();
  const attributes = useMemo(
    () =>
      hostedAttributes(
        component,
        {
          clientId,
          quoteId: session.quoteID,
          authToken: session.authToken,
          environment: GATEWAY_ENVIRONMENT,
          apiUrl: session.apiUrl,
          actionUrl,
          formId,
          quoteToken: session.quoteID,
          region: regional.region,
          passthrough,
          showCardInParts: regional.showCreditCardInParts,
          showNameFirst: regional.showCreditCardNameFirst,
        },
        label,
      ),
    [
      component,
      session,
      clientId,
      actionUrl,
      formId,
      passthrough,
      label,
      regional.region,
      regional.showCreditCardInParts,
      regional.showCreditCardNameFirst,
    ],
  );
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    const element = document.createElement(component.tag);
    Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
    const { ready, invalid, failed } = component.events;
    const onReady = () => readyElements.add(element);
    const onInvalid = () => onOutcome({ kind: 'invalid' });
    const onFailed = (event: Event) =>
      onOutcome({ kind: 'failed', status: Number((event as CustomEvent<{ status?: number } | null>).detail?.status ?? 0) });
    if (ready) element.addEventListener(ready, onReady);
    element.addEventListener(invalid, onInvalid);
    element.addEventListener(failed, onFailed);
    host.replaceChildren(element);
    elementRef.current = element;
    return () => {
      if (ready) element.removeEventListener(ready, onReady);
      element.removeEventListener(invalid, onInvalid);
      element.removeEventListener(failed, onFailed);
      element.remove();
      if (elementRef.current === element) elementRef.current = null;
    };
  }, [component, attributes, container, elementRef, onOutcome]);

  return <div ref={container} />;
}
