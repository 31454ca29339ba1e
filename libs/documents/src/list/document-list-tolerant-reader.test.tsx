import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths, type DocumentHit } from '@portal/core-api';
import { seededPolicy, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import {
  changeAnswer,
  expectStands,
  oneAtATime,
  sandboxAnswer,
  someChanges,
  stillShown,
  withLosses,
  type Change,
  type FieldCase,
} from '@portal/policy-data/testing';
import { renderDocuments } from '../testing/render-documents';

/**
 * The document list read tolerantly (issue 45, libs/core-api README "Essential fields"): every field of a hit but its
 * DocId may be null, absent or blank; the list still stands and shows every other document and subject. Before issue
 * 45 one hit without a FileName was "We could not load your documents" for all of them.
 */
const sandbox = setupSandboxServer();
const NUMBER = '51000101';
type Wire = { HitList: DocumentHit[] };
const field = (name: string): FieldCase<Wire>['path'] => ['HitList', '*', 'FolderFields', name];
/** The subjects the list shows for typed PDFs that are not the Welcome pack. */
const typedSubjects = (answer: Wire) =>
  answer.HitList.filter((hit) => hit.FolderFields?.FileType?.trim().toLowerCase() === 'pdf' && hit.FolderFields.DocumentType !== 'PD').map(
    (hit) => hit.FolderFields?.CorrespondenceType ?? '',
  );

const CASES: Array<FieldCase<Wire>> = [
  { path: ['HitList', '*', 'FolderFields'] },
  { path: field('FileType') },
  { path: field('FileName') },
  { path: field('CorrespondenceType'), shows: typedSubjects },
  { path: field('CorrespondenceDate') },
  { path: field('DocumentType') },
  { path: ['HitList', '*', 'QuadientHeaders'] },
];

let current: ReadonlyArray<Change> = [];

async function signedIn(): Promise<Wire> {
  const session = await signInForTest('au-family');
  const policy = seededPolicy('au-family', NUMBER).detail;
  const query = {
    PolicyNumber: NUMBER,
    BrandId: String(policy.Product.Brand.BrandId),
    ClientPortalLoginId: session.customerLoginId,
    ProductCode: policy.Product.ProductCode,
    SaleCompletedDate: '',
  };
  const answer = (await sandboxAnswer(sandbox, session.token, { path: apiPaths.getDocumentList, query })) as Wire;
  const thisPolicy = (request: Request) => new URL(request.url).searchParams.get('PolicyNumber') === NUMBER;
  changeAnswer(sandbox, apiPaths.getDocumentList, (wire) => withLosses(wire as Wire, CASES, current), thisPolicy);
  return answer;
}

async function listWith(changes: ReadonlyArray<Change>, answer: Wire) {
  current = changes;
  renderDocuments(`/documents/${NUMBER}`);
  // Ready once the list has settled: its table, or the words for none (every PDF's type lost).
  const settled = () =>
    screen.findAllByText(
      (_text, node) => node?.tagName === 'TABLE' || node?.textContent === 'There are no documents for this policy yet.',
      {},
      {
        timeout: 3000,
      },
    );
  await expectStands(stillShown(answer, CASES, changes), settled);
}

describe('the document list reads the documentlist answer tolerantly', () => {
  it.each(oneAtATime(CASES))('with %s stands and shows every other document', async (_name, change) => {
    await listWith([change], await signedIn());
  });

  it('with any combination of them lost stands and shows every other document', async () => {
    const answer = await signedIn();
    await fc.assert(
      fc.asyncProperty(someChanges(CASES.length), (changes) => listWith(changes, answer)),
      { numRuns: 20 },
    );
  }, 60_000);

  it('leaves out a hit without its DocId and lists the others', async () => {
    const answer = await signedIn();
    const listed = typedSubjects(answer);
    changeAnswer(sandbox, apiPaths.getDocumentList, (wire) => {
      const hits = (wire as Wire).HitList;
      const first = hits.findIndex((hit) => hit.FolderFields?.CorrespondenceType === listed[0]);
      return { HitList: hits.map((hit, index) => (index === first ? { ...hit, DocId: null } : hit)) };
    });
    renderDocuments(`/documents/${NUMBER}`);
    expect(await screen.findByRole('link', { name: listed[1]! }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: listed[0]! })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
