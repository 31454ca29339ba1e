import {
  getCustomerDetail,
  getDocumentList,
  getDocumentStream,
  getFeatures,
  getPolicyDetail,
  markFeatureUsed,
  suppressFeature,
} from '@portal/core-api';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../fixtures/personas.ts';
import { startHarness, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

describe('policydetail', () => {
  it.each(personas.filter((p) => !p.locked).map((p) => p.id))('serves every policy of %s in the contract shape', async (id) => {
    const s = await h.login(id);
    const { Policies } = await getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId });
    // All at once, as the portal loads them: the schema in core-api validates each answer.
    const details = await Promise.all(
      Policies.map((p) => getPolicyDetail(s.client, { PolicyNumber: p.PolicyNumber, ClientPortalLoginId: s.loginId })),
    );
    expect(details.map((d) => d.PolicySummary.PolicyNumber)).toEqual(Policies.map((p) => p.PolicyNumber));
    expect(details.every((d) => d.Product.Brand.BrandId === s.brandId)).toBe(true);
  });

  it('covers every product type, status and payment method the specification names', async () => {
    const all = await Promise.all(
      personas
        .filter((p) => !p.locked)
        .map(async (p) => {
          const s = await h.login(p.id);
          const { Policies } = await getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId });
          return Promise.all(
            Policies.map((x) => getPolicyDetail(s.client, { PolicyNumber: x.PolicyNumber, ClientPortalLoginId: s.loginId })),
          );
        }),
    );
    const details = all.flat();
    const set = (values: unknown[]) => [...new Set(values)].sort((a, b) => Number(a) - Number(b));
    expect(set(details.map((d) => d.Product.ProductType.ProductTypeId))).toEqual([1, 2, 4, 12]);
    expect(set(details.map((d) => d.PolicyStatus.PolicyStatusId))).toEqual([20, 30, 40, 50, 60, 61]);
    expect(set(details.map((d) => d.PaymentMethod.PaymentMethodId))).toEqual([1, 2, 3]);
    expect(set(details.map((d) => d.PolicySummary.ExtendedDishonourPeriodStatusId).filter(Boolean))).toEqual([1, 2]);
    expect(details.some((d) => (d.Beneficiaries ?? []).length === 0)).toBe(true);
    expect(details.some((d) => d.LifeInsured.some((l) => l.BenefitDetails.some((b) => (b.BenefitExclusions ?? []).length > 0)))).toBe(true);
  });

  it('loads the 50-policy customer', async () => {
    const s = await h.login('au-many');
    const { Policies } = await getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId });
    expect(Policies).toHaveLength(50);
    const details = await Promise.all(
      Policies.map((p) => getPolicyDetail(s.client, { PolicyNumber: p.PolicyNumber, ClientPortalLoginId: s.loginId })),
    );
    expect(new Set(details.map((d) => d.PolicySummary.PolicyNumber)).size).toBe(50);
  });

  it("answers 404 for a policy that is not the customer's", async () => {
    const s = await h.login('au-family');
    await expect(getPolicyDetail(s.client, { PolicyNumber: '52000201', ClientPortalLoginId: s.loginId })).rejects.toMatchObject({
      httpStatus: 404,
    });
  });
});

describe('documents', () => {
  const list = async () => {
    const s = await h.login('au-family');
    const policy = await getPolicyDetail(s.client, { PolicyNumber: '51000101', ClientPortalLoginId: s.loginId });
    const hits = await getDocumentList(s.client, {
      PolicyNumber: '51000101',
      BrandId: 1,
      ClientPortalLoginId: s.loginId,
      ProductCode: policy.Product.ProductCode ?? '',
      SaleCompletedDate: '',
    });
    return { s, hits };
  };

  it("lists the Welcome pack, letters, e-mails (FileType 'EML', one without a FileType) and a scan, with DocIds containing spaces or '+'", async () => {
    const { hits } = await list();
    expect(
      hits.slice(0, 3).map((d) => [d.FolderFields.FileType, d.FolderFields.DocumentType, d.FolderFields.CorrespondenceType ?? null]),
    ).toEqual([
      ['pdf', 'PD', null],
      ['pdf', 'CO', 'Annual statement'],
      ['EML', 'CO', 'Premium notice'],
    ]);
    expect(hits.filter((d) => d.FolderFields.FileType !== 'pdf').map((d) => [d.FolderFields.FileType, d.FolderFields.FileName])).toEqual([
      ['EML', 'Premium-Notice-51000101.eml'],
      ['EML', 'Payment-Reminder-51000101.eml'],
      ['EML', 'Renewal-News-51000101.eml'],
      ['tif', 'Signed-Application-51000101.tif'],
      [undefined, 'Address-Change-51000101.eml'],
    ]);
    expect(hits.every((d) => d.DocId.includes(' '))).toBe(true);
    expect(hits.filter((d) => d.DocId.includes('+')).map((d) => d.DocId)).toEqual(['51000101 LETTER+0010']);
  });

  it('answers the other cases: a plain-text e-mail, JSON escapes (\\u002B), unknown content and a failing stream', async () => {
    const { s, hits } = await list();
    const byType = (type: string) => hits.find((d) => d.FolderFields.CorrespondenceType === type)!;
    const stream = (hit: (typeof hits)[number]) =>
      getDocumentStream(s.client, { DocumentId: hit.DocId, QuadientHeaders: hit.QuadientHeaders });
    const plain = await stream(byType('Payment reminder'));
    expect(plain.kind).toBe('eml');
    expect((await PostalMime.parse(plain.bytes)).text).toContain('This is plain text, not markup.');
    const remote = await PostalMime.parse((await stream(byType('Renewal news'))).bytes);
    expect(remote.html).toContain('https://images.insurer.example/banner.png');
    const raw = await fetch(`${h.url}/api/v1/Document/documentstream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', CountryId: '13', 'Request-Source': 'x', Authorization: `Bearer ${s.token}` },
      body: JSON.stringify({ DocumentId: byType('Cover change').DocId.replaceAll(' ', '+'), QuadientHeaders: null }),
    });
    expect(await raw.text()).toMatch(/^"[^"]*\\u002B/);
    expect((await stream(byType('Cover change'))).kind).toBe('pdf');
    expect((await stream(byType('Claim form'))).kind).toBe('unknown');
    expect((await stream(byType('Beneficiary update'))).kind).toBe('pdf');
    expect((await stream(byType('Address change'))).kind).toBe('eml');
    await expect(stream(byType('Tax statement'))).rejects.toMatchObject({ httpStatus: 500 });
  });

  it('streams a real PDF and an e-mail with an inline cid: image and a PDF attachment', async () => {
    const { s, hits } = await list();
    const pdf = await getDocumentStream(s.client, { DocumentId: hits[1]!.DocId, QuadientHeaders: hits[1]!.QuadientHeaders });
    expect(pdf.kind).toBe('pdf');
    expect(new TextDecoder().decode(pdf.bytes)).toMatch(/%%EOF\n$/);
    const eml = await getDocumentStream(s.client, { DocumentId: hits[2]!.DocId, QuadientHeaders: hits[2]!.QuadientHeaders });
    expect(eml.kind).toBe('eml');
    const parsed = await PostalMime.parse(eml.bytes);
    expect(parsed.subject).toBe('Your premium notice for policy 51000101');
    expect(parsed.html).toContain('cid:banner@sandbox.example');
    const image = parsed.attachments.find((a) => a.mimeType === 'image/png');
    expect(image?.contentId).toBe('<banner@sandbox.example>');
    const attachment = parsed.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(new TextDecoder().decode(attachment?.content as ArrayBuffer).startsWith('%PDF-')).toBe(true);
  });

  it('answers 404 for a DocumentId sent with raw spaces (the client sends +)', async () => {
    const { s, hits } = await list();
    const raw = await fetch(`${h.url}/api/v1/Document/documentstream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', CountryId: '13', 'Request-Source': 'x', Authorization: `Bearer ${s.token}` },
      body: JSON.stringify({ DocumentId: hits[0]!.DocId, QuadientHeaders: null }),
    });
    expect(raw.status).toBe(404);
  });
});

describe('feature management', () => {
  it('lists the cross-sell banner; suppress and mark used take it out of the list', async () => {
    const s = await h.login('au-family');
    const [feature] = await getFeatures(s.client, { clientPortalLoginId: s.loginId });
    expect(feature).toEqual({ FeatureId: 1, FeatureKey: 'Cross_Sale_Banner', FeatureVariantName: 'Default', Reattempt: 0 });
    // The sandbox answers JSON true to suppress and an empty 204 to mark used (shapes not shown): both succeed.
    await expect(suppressFeature(s.client, { FeatureId: 1, clientPortalLoginId: s.loginId })).resolves.toBeUndefined();
    expect(await getFeatures(s.client, { clientPortalLoginId: s.loginId })).toEqual([]);
    await h.reset();
    const t = await h.login('nz-single');
    await expect(markFeatureUsed(t.client, { FeatureId: 1, clientPortalLoginId: t.loginId })).resolves.toBeUndefined();
    expect(await getFeatures(t.client, { clientPortalLoginId: t.loginId })).toEqual([]);
    await expect(suppressFeature(t.client, { FeatureId: 99, clientPortalLoginId: t.loginId })).rejects.toMatchObject({ httpStatus: 404 });
  });
});
