import * as z from 'zod/mini';
import { DEFAULT_KEEP_ALIVE, DEFAULT_REQUEST_SOURCE } from '@portal/core-api';
import { gatewaySettingsSchema } from '@portal/gateway';

/**
 * The regional configuration (specification section 3, configResponse.json). One entry per (countryId, brandId).
 * Regular expressions are carried as strings and compiled by the helpers in this lib.
 */
const variant = z.enum(['A', 'B']);

/**
 * What section 7 hides about the API, as deployment settings whose defaults are our choices: the Request-Source
 * header's value, and the keep-alive call's method and path (libs/core-api/README.md lists every guess left).
 */
const apiSettings = z.object({
  requestSource: z._default(z.string(), DEFAULT_REQUEST_SOURCE),
  keepAlive: z._default(z.object({ method: z.enum(['GET', 'POST']), path: z.string() }), DEFAULT_KEEP_ALIVE),
});

/** reCAPTCHA's script (explicit rendering is asked for when the widget loads it). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export const regionalConfigSchema = z.object({
  countryId: z.number(),
  brandId: z.number(),
  featureFlag: z.object({
    recaptchaFeature: z.boolean(),
    /** The documents routes exist only when this equals 1. */
    documentsFeature: z.number(),
    postcodeVerificationFeature: z.boolean(),
    emailAuthFeature: z.boolean(),
    displayPaymentFrequency: z.boolean(),
    extendedDishonourPolicies: z.boolean(),
    atLeastOneMethodContactValidation: z.boolean(),
    payNowWorkflowType: z._default(variant, 'A'),
    paymentUpdateWorkflowType: z._default(variant, 'A'),
  }),
  regionalisation: z.object({
    accountLockMessage: z.string(),
    invalidOTPMessage: z.string(),
    /** HTML; sanitised before rendering. */
    loginFailureMessage: z.string(),
    transactionsNotSelectedInOrderMessage: z.string(),
    dateOfBirth: z.object({
      order: z.tuple([z.enum(['dd', 'mm', 'yyyy']), z.enum(['dd', 'mm', 'yyyy']), z.enum(['dd', 'mm', 'yyyy'])]),
      invalidMessage: z.string(),
      example: z.string(),
    }),
    mobileInvalidMessage: z.string(),
    emailInvalidMessage: z.string(),
    /** The contact form's postcode message (section 5); the portal's own wording when absent. */
    postcodeInvalidMessage: z.optional(z.string()),
    pages: z.object({
      policyDetails: z.object({ inboxTitle: z.string(), paymentUpdateErrorHtml: z.string() }),
    }),
    payNow: z.object({ payNowButtonText: z.string() }),
    updatePaymentDetails: z.object({ directDebitAgreement: z.string(), creditCardAgreement: z.string() }),
    updateContactDetails: z.object({
      heading: z.string(),
      subtitle: z.string(),
      termsText: z.string(),
      swapPhoneNumberFields: z.boolean(),
      isEmailRequired: z.boolean(),
    }),
    address: z.object({
      suburbLabel: z.string(),
      stateLabel: z.string(),
      postcodeLabel: z.string(),
      cityLabel: z.optional(z.string()),
    }),
    payments: z.object({ bankCodeLabel: z.string() }),
    dates: z.object({ region: z.string() }),
  }),
  patterns: z.object({
    mobile: z.string(),
    homePhone: z.string(),
    email: z.string(),
    postcode: z.string(),
    suburb: z.string(),
    city: z.optional(z.string()),
  }),
  maxLengths: z.object({
    mobile: z.number(),
    homePhone: z.number(),
    email: z.number(),
    addressLine: z.number(),
    suburb: z.number(),
    postcode: z.number(),
  }),
  /**
   * The bot check, Google reCAPTCHA (section 5): its script, the site key, and the host of the verify call
   * (`{host}/api/v1/recaptcha/verify`, section 7; empty: not configured, which section 7 counts as a pass).
   * `hosts`: the origins the widget loads from and frames (the Content-Security-Policy only). A deployment may
   * point all of them at a stand-in (the sandbox's, in development and the end-to-end suite).
   */
  captcha: z.object({
    host: z.string(),
    siteKey: z.string(),
    scriptUrl: z._default(z.string(), RECAPTCHA_SCRIPT_URL),
    hosts: z.optional(z.array(z.string())),
  }),
  api: z._default(apiSettings, { requestSource: DEFAULT_REQUEST_SOURCE, keepAlive: DEFAULT_KEEP_ALIVE }),
  /** The payment gateway: its origins and its hosted components' names (@portal/gateway); a deployment setting. */
  gateway: z.optional(gatewaySettingsSchema),
  /**
   * Telemetry (libs/telemetry): session monitoring as OpenTelemetry logs (OTLP/HTTP JSON) to the collector a
   * deployment names; absent or `enabled: false`, nothing is loaded or sent. `collectorUrl`: the collector's OTLP/HTTP
   * base, an https URL or a path on the portal's origin (records go to `<collectorUrl>/v1/logs`; the build puts its
   * origin into the CSP's connect-src); `sessionSampleRate`: share of browser sessions whose stream (views, actions,
   * API calls, Web Vitals) is sent, section 9's 100 % by default; `replaySampleRate`: share of those also replayed.
   */
  telemetry: z.optional(
    z.object({
      enabled: z._default(z.boolean(), true),
      collectorUrl: z.string(),
      sessionSampleRate: z._default(z.number().check(z.minimum(0), z.maximum(1)), 1),
      replaySampleRate: z._default(z.number().check(z.minimum(0), z.maximum(1)), 1),
    }),
  ),
  creditCardProvider: z.union([z.literal(1), z.literal(2)]),
  bankInfoName: z.string(),
  region: z.string(),
  showCreditCardInParts: z.boolean(),
  showCreditCardNameFirst: z.boolean(),
  crnSuffix: z.string(),
});

export type RegionalConfig = z.infer<typeof regionalConfigSchema>;

/** The file holds a list; the portal uses the entry matching its countryId and brandId, else none. */
export const configResponseSchema = z.array(regionalConfigSchema);

export function selectRegionalConfig(entries: unknown, countryId: number, brandId: number): RegionalConfig | undefined {
  return configResponseSchema.parse(entries).find((e) => e.countryId === countryId && e.brandId === brandId);
}
