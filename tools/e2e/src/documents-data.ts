import type { Page } from '@playwright/test';
import type { PersonaId, PolicyFixture } from '@portal/sandbox-api';
import { numberOf, personasOfBrand, policiesOf } from './policies-data';

/**
 * The sandbox's documents of each case (tools/sandbox-api README, "Documents"), by CorrespondenceType. The e-mails
 * (FileType 'EML', and one without a FileType) are not listed: they open by their id.
 */
export const CASES = {
  letter: 'Annual statement',
  email: 'Premium notice',
  plain: 'Payment reminder',
  remote: 'Renewal news',
  noType: 'Address change',
  escaped: 'Cover change',
  unknown: 'Claim form',
  failing: 'Tax statement',
  plus: 'Beneficiary update',
} as const;

/** The DocId of the policy's document of that case. */
export function docIdOf(policy: PolicyFixture, subject: string): string {
  const document = policy.documents.find((d) => d.hit.FolderFields.CorrespondenceType === subject);
  if (!document) throw new Error(`No document '${subject}' on policy ${numberOf(policy)}`);
  return document.hit.DocId;
}

/** The viewer's address for a document, as the list links it (the id form-encoded: %20, %2B). */
export const viewerPath = (n: string, docId: string) => `/documents/${n}/view?docId=${encodeURIComponent(docId)}`;

/** The brand's customer and policy holding every document case, if any (au-family, nz-single, ca-multi). */
export function documentsPolicyOf(brandId: number): { persona: PersonaId; policy: PolicyFixture } | undefined {
  for (const persona of personasOfBrand(brandId)) {
    const policy = policiesOf(persona).find((p) => p.documents.some((d) => d.hit.FolderFields.CorrespondenceType === CASES.failing));
    if (policy) return { persona, policy };
  }
  return undefined;
}

/** Any policy of the brand's first customer (for the smoke test and the flag-off test). */
export function anyPolicyOf(brandId: number): { persona: PersonaId; number: string } {
  const persona = personasOfBrand(brandId)[0] as PersonaId;
  return { persona, number: numberOf(policiesOf(persona)[0]!) };
}

/** The subjects of the listed (FileType pdf, any case) documents, newest first as the list shows them by default. */
export function expectedNewestFirst(policy: PolicyFixture): string[] {
  const acceptance = policy.detail.PolicySummary.AcceptanceDate ?? '';
  return policy.documents
    .filter((d) => d.hit.FolderFields.FileType?.toLowerCase() === 'pdf')
    .map((d) => {
      const f = d.hit.FolderFields;
      const welcome = f.DocumentType === 'PD' && !f.CorrespondenceType;
      return { subject: welcome ? 'Welcome' : (f.CorrespondenceType ?? ''), date: (welcome ? acceptance : f.CorrespondenceDate) ?? '' };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.subject.localeCompare(b.subject))
    .map((d) => d.subject);
}

export const listTable = (page: Page) => page.getByRole('table', { name: /^Documents for policy/ });
export const subjectsShown = (page: Page) => listTable(page).getByRole('row').locator('td:nth-child(2)').allInnerTexts();

/** The e-mail body's frame (sandboxed srcdoc). */
export const emailFrame = (page: Page) => page.frameLocator('iframe[title^="E-mail:"]');
