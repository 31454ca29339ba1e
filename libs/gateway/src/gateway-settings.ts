import * as z from 'zod/mini';

/**
 * The payment gateway's hosted components, as settings (section 7 shows the pages configure them, not their names).
 * The gateway's script (Pay Now's componentUrl, payment update's GfsWebComponentsUrl) defines a custom element; its
 * tag, the attribute names it reads and the events it dispatches on itself come from the served configuration, so a
 * deployment names its gateway's components without a rebuild. Absent: the component cannot load (section 8's
 * failure path).
 */
export const HOSTED_OPTIONS = [
  'clientId',
  'quoteId',
  'quoteToken',
  'authToken',
  'environment',
  'apiUrl',
  'actionUrl',
  'formId',
  'region',
  'passthrough',
  'accountType',
  'showCardInParts',
  'showNameFirst',
] as const;

/** What the page configures a hosted component with (booleans are presence attributes). */
export type HostedOption = (typeof HOSTED_OPTIONS)[number];

/** A custom element's name (lower case, with a hyphen): configuration can never mount a script, a frame or a form. */
const CUSTOM_ELEMENT = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;
/** An attribute name that is no event handler (`on…`): configuration can never make a value run as code. */
const ATTRIBUTE = /^(?!on)[a-z][a-z0-9_.:-]*$/i;

const hostedComponentSchema = z.object({
  tag: z.string().check(z.regex(CUSTOM_ELEMENT, 'tag: not a custom element name')),
  attributes: z.partialRecord(z.enum(HOSTED_OPTIONS), z.string().check(z.regex(ATTRIBUTE, 'attribute: not a plain attribute name'))),
  events: z.object({
    ready: z.optional(z.string().check(z.minLength(1))),
    complete: z.optional(z.string().check(z.minLength(1))),
    invalid: z.string().check(z.minLength(1)),
    failed: z.string().check(z.minLength(1)),
  }),
  submitMethod: z.optional(z.string().check(z.minLength(1))),
});

export type HostedComponent = z.infer<typeof hostedComponentSchema>;

/**
 * `gateway` of a regional configuration entry: `hosts`, the gateway's origins (the Content-Security-Policy only,
 * read by the build beside PORTAL_GATEWAY_HOSTS); `cardCapture`, Pay Now's card capture; `registration`, payment
 * update's registration element (card provider 1).
 */
/**
 * A malformed component setting is read as absent: that one component cannot load (its page shows section 8's
 * failure), while the rest of the portal (login, policies, contacts) still starts.
 */
const optionalComponent = z.catch(z.optional(hostedComponentSchema), undefined);

export const gatewaySettingsSchema = z.object({
  hosts: z.optional(z.array(z.string())),
  cardCapture: optionalComponent,
  registration: optionalComponent,
});

export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;

/**
 * The attributes to set on a hosted component: each option the component names, under its name (a true boolean as
 * an empty attribute; false, undefined and unnamed options are not set), and always our `aria-label`.
 */
export function hostedAttributes(
  component: HostedComponent,
  values: Partial<Record<HostedOption, string | boolean | undefined>>,
  label: string,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const option of HOSTED_OPTIONS) {
    const name = component.attributes[option];
    const value = values[option];
    if (!name || value === undefined || value === false) continue;
    attributes[name] = value === true ? '' : value;
  }
  attributes['aria-label'] = label;
  return attributes;
}

/** Without a `ready` event: the component has appeared once it has any child element, or a shadow root with content. */
export function hasHostedContent(element: HTMLElement | null): boolean {
  if (!element) return false;
  return element.firstElementChild !== null || (element.shadowRoot?.childNodes.length ?? 0) > 0;
}
