import { apiPaths } from '@portal/core-api/contract';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, readContractBody, readContractQuery } from '../http.ts';
import { storedDocumentId } from '../server-rules.ts';
import type { Schemas } from '../wire.ts';
import { ownPolicy, requireSession } from '../middleware/require-session.ts';
import type { DocumentFixture } from '../fixtures/types.ts';

/** The answer for one document (DocumentFixture.answer): by default base64 in a JSON string, as the real API sends it. */
const streamAnswer = ({ base64, answer = 'json' }: DocumentFixture): Response => {
  if (answer === 'fail') return errorResponse(500, 'The document store did not answer');
  if (answer === 'plain') return new Response(base64, { status: 200, headers: { 'Content-Type': 'text/plain' } });
  const json = JSON.stringify(base64);
  const text = answer === 'json-escaped' ? json.replaceAll('+', '\\u002B').replaceAll('/', '\\/') : json;
  return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
};

export const documentRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  app.get(apiPaths.getDocumentList, requireSession(ctx), (c) => {
    const q = readContractQuery(c, apiPaths.getDocumentList);
    const { persona, policy } = ownPolicy(c, q.ClientPortalLoginId, q.PolicyNumber);
    if (Number(q.BrandId) !== persona.login.brandId || q.ProductCode !== policy.detail.Product.ProductCode) {
      return errorResponse(400, 'BrandId or ProductCode does not match the policy');
    }
    return c.json({ HitList: policy.documents.map((d) => d.hit) } satisfies Schemas['DocumentList']);
  });

  app.post(apiPaths.getDocumentStream, requireSession(ctx), async (c) => {
    const { DocumentId } = await readContractBody(c, apiPaths.getDocumentStream);
    // The store keys documents by id with spaces as '+': an id sent with raw spaces is not found.
    const document = c
      .get('persona')
      .policies.flatMap((p) => p.documents)
      .find((d) => storedDocumentId(d.hit.DocId) === DocumentId);
    if (!document) return errorResponse(404, 'Document not found');
    return streamAnswer(document);
  });
};
