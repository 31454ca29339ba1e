import { useEffect, type DetailedHTMLProps, type HTMLAttributes, type RefObject } from 'react';
import type { PayNowGatewaySession } from '@portal/core-api';
import { useRegionalConfig } from '@portal/config';

type CardCaptureOptions =
  | 'client-id'
  | 'quote-id'
  | 'auth-token'
  | 'environment'
  | 'api-url'
  | 'action-url'
  | 'form-id'
  | 'quote-token'
  | 'region'
  | 'passthrough'
  | 'show-card-in-parts'
  | 'show-name-first';
type CardCaptureAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Partial<Record<CardCaptureOptions, string>>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's own namespace, augmented for the gateway's element.
  namespace JSX {
    interface IntrinsicElements {
      'sandbox-card-capture': CardCaptureAttributes;
    }
  }
}

/** What the gateway component reports back to the page. */
export type GatewayOutcome = { kind: 'invalid' } | { kind: 'failed'; status: number };

export type CardElementProps = {
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

const flag = (on: boolean) => (on ? '' : undefined);

/**
 * The hosted card-capture element, configured as section 7 says: client id, quote id, auth token, environment,
 * API url, action url, form id, quote token, region and the card display options of the regional configuration.
 */
export function CardElement({ session, elementRef, formId, clientId, actionUrl, passthrough, label, onOutcome }: CardElementProps) {
  const regional = useRegionalConfig();
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    const invalid = () => onOutcome({ kind: 'invalid' });
    const failed = (event: Event) => onOutcome({ kind: 'failed', status: Number((event as CustomEvent<{ status?: number }>).detail?.status ?? 0) });
    element.addEventListener('sandbox-gateway-validation', invalid);
    element.addEventListener('sandbox-gateway-error', failed);
    return () => {
      element.removeEventListener('sandbox-gateway-validation', invalid);
      element.removeEventListener('sandbox-gateway-error', failed);
    };
  }, [elementRef, onOutcome]);

  return (
    <sandbox-card-capture
      ref={elementRef}
      client-id={clientId}
      quote-id={session.quoteID}
      auth-token={session.authToken}
      environment={GATEWAY_ENVIRONMENT}
      api-url={session.apiUrl}
      action-url={actionUrl}
      form-id={formId}
      quote-token={session.quoteID}
      region={regional.region}
      passthrough={passthrough}
      show-card-in-parts={flag(regional.showCreditCardInParts)}
      show-name-first={flag(regional.showCreditCardNameFirst)}
      aria-label={label}
    />
  );
}
