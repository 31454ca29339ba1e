import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Actions } from '../actions/actions';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const StyledDialog = styled.dialog`
  width: min(40rem, calc(100vw - ${space(6)}));
  max-height: calc(100dvh - ${space(6)});
  padding: 0;
  color: ${themeColor('text.default')};
  background: ${themeColor('background.surface')};
  border: 1px solid ${themeColor('border.subtle')};
  border-radius: ${({ theme }) => theme.radius.medium};

  &::backdrop {
    background: ${themeColor('background.overlay')};
  }

  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(4)} ${space(4)} 0 ${space(5)};
`;

const StyledTitle = styled.h2`
  margin: ${space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.h3};
  line-height: 1.3;
`;

const StyledClose = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  font-size: 1.75rem;
  line-height: 1;
  color: ${themeColor('text.default')};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;

  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledBody = styled.div`
  padding: ${space(3)} ${space(5)} ${space(5)};
`;

const StyledActions = styled(Actions)`
  padding: 0 ${space(5)} ${space(5)};
`;

export type ModalProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'title' | 'children'> & {
  open: boolean;
  /** Called when the user asks to close (close button, Esc); the parent then sets `open` to false. */
  onClose: () => void;
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** A modal dialog on the native `<dialog>`: focus moves in, Esc closes, focus returns to the opener. */
export function Modal({ open, onClose, title, closeLabel, children, actions, ...rest }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The browser may close the dialog itself (for example a repeated Esc); keep the parent's state in step.
  const handleNativeClose = () => {
    if (open) onClose();
  };

  return (
    <StyledDialog {...rest} ref={dialogRef} aria-labelledby={titleId} tabIndex={-1} onCancel={handleCancel} onClose={handleNativeClose}>
      {open ? (
        <>
          <StyledHeader>
            <StyledTitle id={titleId}>{title}</StyledTitle>
            <StyledClose type="button" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <VisuallyHidden>{closeLabel}</VisuallyHidden>
            </StyledClose>
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
          {actions ? <StyledActions $justify="end">{actions}</StyledActions> : null}
        </>
      ) : null}
    </StyledDialog>
  );
}
