import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Stack, themeColor } from '@portal/ui-kit';
import { FileActions } from '../shared/file-actions';
import { useBlobUrl } from '../shared/use-blob-url';
import { useDocumentsTranslation } from '../use-documents-translation';
import { useCloseUnshowableTab } from './use-close-unshowable-tab';

const StyledFrame = styled.iframe`
  width: 100%;
  height: 75vh;
  min-height: 420px;
  border: 1px solid ${themeColor('border.subtle')};
`;

/** Whether this browser shows PDFs inline (false on phones). */
const canShowPdfInline = () => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/** True once the page's Content-Security-Policy refused to frame a blob: URL (then the actions are all we offer). */
function useBlobFrameRefused(): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'frame-src' && event.blockedURI.startsWith('blob')) setRefused(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
  return refused;
}

export type PdfViewProps = { bytes: Uint8Array; fileName: string };

/**
 * A PDF shown in the browser from a blob URL, with download and open-in-a-new-tab; just those two on phones, where a
 * tab opened for the document alone is downloaded and closed after 2 seconds.
 */
export function PdfView({ bytes, fileName }: PdfViewProps) {
  const { t } = useDocumentsTranslation();
  const url = useBlobUrl(bytes, 'application/pdf');
  const refused = useBlobFrameRefused();
  const browserShowsPdfs = canShowPdfInline();
  const inline = browserShowsPdfs && !refused;
  const closing = useCloseUnshowableTab(url, fileName, browserShowsPdfs);
  return (
    <Stack $flush>
      <FileActions url={url} fileName={fileName} />
      {closing ? <p role="status">{t('pdfClosing')}</p> : null}
      {!inline ? <p>{t('pdfNoInline')}</p> : url ? <StyledFrame src={url} title={t('pdfFrameTitle', { name: fileName })} /> : null}
    </Stack>
  );
}
