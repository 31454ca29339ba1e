import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { RegionalConfig } from '@portal/config';
import { contactIssues } from './contact-rules';
import type { ContactFormValues } from './contact-form-values';

/** The contacts lib's typed t (its keys, and the shared phrases as 'common:…'). */
type Translate = TFunction<['contacts', 'common']>;

const address = z.object({ AddressLine: z.string(), Suburb: z.string(), City: z.string(), State: z.string(), PostCode: z.string() });

/** The form's zod schema (for react-hook-form's resolver): the shape, then every regional rule of contact-rules. */
export const buildContactSchema = (regional: RegionalConfig, t: Translate) =>
  z
    .object({
      residential: address,
      postalSame: z.boolean(),
      postalCountryId: z.string(),
      postal: address,
      mobile: z.string(),
      homePhone: z.string(),
      email: z.string(),
    })
    .check(
      z.superRefine((values: ContactFormValues, ctx) => {
        for (const issue of contactIssues(values, regional, t)) {
          ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
        }
      }),
    );
