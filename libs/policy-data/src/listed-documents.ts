import type { DocumentHit } from '@portal/core-api';

/**
 * Section 2: the documents list shows PDF documents only (FileType 'pdf', any case; a hit without one is not listed).
 * The documents feature lists by it; the policy page shows its inbox link only when a hit passes it.
 */
export const isListedDocument = (hit: DocumentHit): boolean => hit.FolderFields.FileType?.trim().toLowerCase() === 'pdf';
