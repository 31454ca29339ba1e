import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { getDocumentList } from './get-document-list.ts';
import { getDocumentStream } from './get-document-stream.ts';

describe('getDocumentStream', () => {
  it('sends DocumentId with + for spaces and decodes a quoted base64 PDF', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF').toString('base64');
    const { client, calls } = fakeClient(() => new Response(`"${pdf}"`, { headers: { 'Content-Type': 'application/json' } }));
    const document = await getDocumentStream(client, { DocumentId: 'DOC 2026 01', QuadientHeaders: { Channel: 'print' } });
    expect(document.kind).toBe('pdf');
    expect(new TextDecoder().decode(document.bytes)).toBe('%PDF-1.4\n%%EOF');
    expect(calls[0]?.body).toEqual({ DocumentId: 'DOC+2026+01', QuadientHeaders: { Channel: 'print' } });
  });

  it('raises 502 when the answer is not base64', async () => {
    const answer = `<html>${'x'.repeat(300)}</html>`;
    const { client } = fakeClient(() => new Response(answer));
    await expect(getDocumentStream(client, { DocumentId: 'x', QuadientHeaders: null })).rejects.toMatchObject({
      httpStatus: 502,
      kind: 'invalid-response',
      message: expect.stringContaining('not base64'),
      // What was answered, cut to 200 characters for the report.
      body: answer.slice(0, 200),
    });
  });
});

describe('getDocumentList', () => {
  it('sends the five query parameters (empty sale date when missing) and returns the HitList', async () => {
    const hit = { DocId: 'D 1', FolderFields: { FileType: 'pdf', FileName: 'a.pdf', DocumentType: 'PD' } };
    const { client, calls } = fakeClient(() => json({ HitList: [hit] }));
    const params = { PolicyNumber: '5001', BrandId: 1, ClientPortalLoginId: 'L', ProductCode: 'FL1', SaleCompletedDate: null };
    expect(await getDocumentList(client, params)).toEqual([hit]);
    const untyped = { DocId: 'D 2', FolderFields: { FileName: 'b.eml' }, QuadientHeaders: { Channel: 'email' } };
    const { client: second } = fakeClient(() => json({ HitList: [untyped] }));
    expect(await getDocumentList(second, params)).toEqual([untyped]); // FileType absent: the viewer goes by the content
    expect(calls[0]?.url).toBe(
      '/api/v1/Document/documentlist?PolicyNumber=5001&BrandId=1&ClientPortalLoginId=L&ProductCode=FL1&SaleCompletedDate=',
    );
  });
});
