import type { HostedComponent } from '@portal/gateway';
import type { PaymentFormPayload } from '@portal/core-api';
import type { RegistrationResult } from '../return/return-leg';

/** What the page configures a hosted component with. */
export type HostedFormConfig = {
  payload: PaymentFormPayload;
  method: 'DD' | 'CC';
  /** The regional configuration's region ('AU', 'NZ', 'CA'): the bank fields of that country. */
  region: string;
  /** This page: where the component returns (provider 2's return_url, provider 1's action url). */
  returnUrl: string;
  label: string;
  showNameFirst: boolean;
  /** Provider 1: the registration component the served configuration names (`gateway.registration`). */
  component?: HostedComponent;
};

/** What a hosted component reports back. */
export type HostedFormEvents = {
  /** Provider 1 registered the card or account; the page reloads with the returned data. */
  onComplete: (result: RegistrationResult) => void;
  /** The component's own field validation failed (it shows the messages). */
  onInvalid: () => void;
  /** The gateway refused or could not be reached. */
  onFailed: () => void;
};

/** One mounted hosted component, whichever the provider: the page only ever sees this. */
export type HostedForm = {
  /** Its fields are on the page. */
  hasAppeared: () => boolean;
  /** Sends the fields to the gateway; success leaves the page or calls onComplete. */
  submit: () => Promise<void>;
  destroy: () => void;
};

export type MountHostedForm = (container: HTMLElement, config: HostedFormConfig, events: HostedFormEvents) => Promise<HostedForm>;
