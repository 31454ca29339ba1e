import styled from 'styled-components';
import { Stack, themeColor } from '@portal/ui-kit';
import { useDocumentsTranslation } from '../use-documents-translation';

const StyledHeading = styled(Stack).attrs({ $gap: 1, $flush: true })`
  p {
    color: ${themeColor('text.muted')};
  }
`;

export type PolicyHeadingProps = { id: string; title: string; productName: string; policyNumber: string };

/** The documents pages' heading: the title, then the product name and 'Policy No. {number}'. */
export function PolicyHeading({ id, title, productName, policyNumber }: PolicyHeadingProps) {
  const { t } = useDocumentsTranslation();
  return (
    <StyledHeading>
      <h1 id={id}>{title}</h1>
      {productName ? <p>{productName}</p> : null}
      <p>{t('policyNumber', { number: policyNumber })}</p>
    </StyledHeading>
  );
}
