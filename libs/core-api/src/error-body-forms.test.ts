import { describe, expect, it } from 'vitest';
import { getPolicyDetail } from './endpoints/get-policy-detail.ts';
import { fakeClient, json } from './testing/fake-fetch.ts';

/** The error body { Message, CustomMessage? } is our assumption (section 8 names only "the server's custom message"). */
const failWith = (answer: () => Response) =>
  getPolicyDetail(fakeClient(answer).client, { PolicyNumber: '1', ClientPortalLoginId: 'L' }).then(
    () => 'resolved',
    (error: unknown) => error,
  );

describe('an error body in forms section 8 leaves open', () => {
  it.each([
    ['CustomMessage', { Message: 'x', CustomMessage: 'Call us' }],
    ['customMessage', { message: 'x', customMessage: 'Call us' }],
    ['custommessage', { custommessage: 'Call us' }],
    ['CUSTOMMESSAGE', { MESSAGE: 'x', CUSTOMMESSAGE: 'Call us' }],
  ])("reads the server's custom message from %s", async (_casing, body) => {
    expect(await failWith(() => json(body, 400))).toMatchObject({ httpStatus: 400, kind: 'http', customMessage: 'Call us' });
  });

  it.each([
    ['plain text', () => new Response('Service down', { status: 500, headers: { 'Content-Type': 'text/plain' } }), 'Service down'],
    ['an HTML page', () => new Response('<h1>Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), '<h1>Error</h1>'],
    ['no body', () => new Response(null, { status: 500 }), undefined],
    ['a JSON string', () => json('Call us', 500), 'Call us'],
    ['other field names', () => json({ error: 'boom', detail: 'Call us' }, 500), { error: 'boom', detail: 'Call us' }],
    ['CustomMessage null', () => json({ Message: 'x', CustomMessage: null }, 500), { Message: 'x', CustomMessage: null }],
    ['CustomMessage blank', () => json({ CustomMessage: '  ' }, 500), { CustomMessage: '  ' }],
    ['CustomMessage not a string', () => json({ CustomMessage: { text: 'Call us' } }, 500), { CustomMessage: { text: 'Call us' } }],
  ])('still fails with the status and no custom message on %s', async (_form, answer, body) => {
    const error = await failWith(answer);
    expect(error).toMatchObject({ httpStatus: 500, kind: 'http', body });
    expect(error).toHaveProperty('customMessage', undefined);
  });
});
