import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { keptItems, optionalString, orEmpty, presentString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetDocumentListParams = {
  PolicyNumber: string;
  BrandId: number;
  ClientPortalLoginId: string;
  ProductCode: string;
  /** 'YYYY-MM-DD' (or as the customer detail gave it); empty when unknown. */
  SaleCompletedDate: string | null | undefined;
};

/** Opaque routing headers the document store wants back with documentstream. */
export const quadientHeadersSchema = z.record(z.string(), z.string());
export type QuadientHeaders = Schemas['QuadientHeaders'];

/** Essential: DocId (a hit without it cannot be opened and is left out of the list). */
export const documentHitSchema = z.object({
  DocId: presentString,
  FolderFields: orEmpty(
    z.object({
      /**
       * The archive's file type ('pdf', 'EML', any case): only PDFs are listed; the viewer opens PDFs and e-mails.
       * Absent (or empty) on some hits: the viewer then goes by the content.
       */
      FileType: optionalString,
      FileName: optionalString,
      CorrespondenceType: optionalString,
      CorrespondenceDate: optionalString,
      /** 'PD' without a CorrespondenceType is the Welcome document, dated the policy's acceptance date. */
      DocumentType: optionalString,
    }),
  ),
  QuadientHeaders: z.nullish(quadientHeadersSchema),
});
/** A hit as the portal reads it: absent FolderFields are empty. */
export type DocumentHit = z.output<typeof documentHitSchema>;

export const documentListSchema = z.object({ HitList: keptItems(documentHitSchema) });

/** The policy's documents (bearer): the answer's HitList. */
export const getDocumentList = async (client: ApiClient, params: GetDocumentListParams, signal?: AbortSignal): Promise<DocumentHit[]> => {
  const path = apiPaths.getDocumentList;
  const query = { ...params, SaleCompletedDate: params.SaleCompletedDate ?? '' };
  const response = await client.send({ method: 'GET', path, query, signal });
  return (await readJson(response, documentListSchema, path)).HitList;
};
