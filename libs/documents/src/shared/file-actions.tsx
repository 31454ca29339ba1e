import styled from 'styled-components';
import { Actions, focusRing, space, themeColor } from '@portal/ui-kit';
import { useDocumentsTranslation } from '../use-documents-translation';

const StyledAction = styled.a<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space(2)} ${space(4)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;
  border: 2px solid ${themeColor('action.primary')};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ $primary }) => themeColor($primary ? 'action.onPrimary' : 'action.onSecondary')};
  background: ${({ $primary }) => themeColor($primary ? 'action.primary' : 'action.secondary')};

  &:focus-visible {
    ${focusRing()}
  }
`;

export type FileActionsProps = { url: string | undefined; fileName: string };

/** Download (named after the file) and open in a new tab, for a PDF held in a blob URL. */
export function FileActions({ url, fileName }: FileActionsProps) {
  const { t } = useDocumentsTranslation();
  if (!url) return null;
  return (
    <Actions>
      <StyledAction $primary href={url} download={fileName}>
        {t('download', { name: fileName })}
      </StyledAction>
      <StyledAction href={url} target="_blank" rel="noopener noreferrer">
        {t('openInNewTab', { name: fileName })}
      </StyledAction>
    </Actions>
  );
}
