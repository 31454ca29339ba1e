import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';

const StyledTip = styled.p`
  max-width: 60ch;
`;

/** Variant B's tooltip as a toggletip: a button that shows and hides the explanation (keyboard and touch alike). */
export function OverdueTooltip() {
  const { t } = usePaynowTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button variant="link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('listB.tooltipButton')}
      </Button>
      <div id={id} role="status">
        {open ? <StyledTip>{t('listB.tooltip')}</StyledTip> : null}
      </div>
    </>
  );
}
