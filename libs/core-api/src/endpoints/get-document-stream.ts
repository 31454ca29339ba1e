import type { ApiClient } from '../client.ts';
import { invalidResponse, readText } from '../read-response.ts';
import { decodeDocumentBody, encodeDocumentId, type DecodedDocument } from '../normalise/document-body.ts';
import { apiPaths } from '../paths.ts';
import type { QuadientHeaders } from './get-document-list.ts';

export type GetDocumentStreamRequest = { DocumentId: string; QuadientHeaders?: QuadientHeaders | null };

/**
 * One document's content (bearer). DocumentId is sent with spaces replaced by '+'. The answer is base64 text,
 * optionally quoted, decoded to bytes with a detected kind ('pdf', 'eml' or 'unknown'); text that is not base64
 * is an invalid answer (ApiError 502).
 */
export const getDocumentStream = async (
  client: ApiClient,
  params: GetDocumentStreamRequest,
  signal?: AbortSignal,
): Promise<DecodedDocument> => {
  const path = apiPaths.getDocumentStream;
  const body: GetDocumentStreamRequest = {
    DocumentId: encodeDocumentId(params.DocumentId),
    QuadientHeaders: params.QuadientHeaders ?? null,
  };
  const response = await client.send({ method: 'POST', path, body, signal });
  const text = await readText(response, path);
  try {
    return decodeDocumentBody(text);
  } catch (error) {
    throw invalidResponse(path, 'not base64', text.slice(0, 200), error);
  }
};
