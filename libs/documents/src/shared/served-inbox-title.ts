import type { RegionalConfig } from '@portal/config';

/** The inbox's title as served (section 2: `pages.policyDetails.inboxTitle`); blank means the wording's `common:inbox`. */
export const servedInboxTitle = (regional: RegionalConfig): string => regional.regionalisation.pages.policyDetails.inboxTitle.trim();
