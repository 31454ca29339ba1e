import { useId, useState } from 'react';
import { useCombobox } from 'downshift';
import styled from 'styled-components';
import { Hint, inputStyles, space, themeColor, Stack } from '@portal/ui-kit';
import { useContactsTranslation } from '../use-contacts-translation';
import { useAddressSearch } from './use-address-search';

const StyledWrapper = styled(Stack).attrs({ $gap: 1 })`
  position: relative;

  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  width: 100%;
`;

const StyledMenu = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: 18rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  background: ${themeColor('background.surface')};
  border: 2px solid ${themeColor('border.default')};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const StyledOption = styled.li<{ $active: boolean }>`
  padding: ${space(3)} ${space(2)};
  cursor: pointer;
  color: ${({ $active }) => themeColor($active ? 'action.onPrimary' : 'text.default')};
  background: ${({ $active }) => themeColor($active ? 'action.primary' : 'background.surface')};
`;

export type AddressLookupProps = {
  /** The input's id (the error summary and the manual-entry link point here). */
  id: string;
  label: string;
  /** Called with the chosen one-line address. */
  onChoose: (address: string) => void;
};

/**
 * The address lookup: a W3C ARIA combobox (downshift's useCombobox) that searches once more than 3 characters are
 * typed, lists the matches (arrow keys, Enter, Escape), and announces how many were found.
 */
export function AddressLookup({ id, label, onChoose }: AddressLookupProps) {
  const { t } = useContactsTranslation();
  const search = useAddressSearch();
  const statusId = useId();
  const hintId = `${id}-hint`;
  const [typed, setTyped] = useState('');
  const combobox = useCombobox<string>({
    items: search.results,
    inputId: id,
    itemToString: (item) => item ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setTyped(inputValue);
      search.search(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
    },
  });
  // Once an address is chosen the count and "use the arrow keys" are stale: the field says the chosen address alone.
  const chosen = combobox.selectedItem !== null && combobox.selectedItem === combobox.inputValue;
  const status = chosen
    ? ''
    : search.status === 'searching'
      ? t('edit.lookupSearching')
      : search.status === 'failed'
        ? t('edit.lookupFailed')
        : search.status === 'done'
          ? search.results.length > 0
            ? t('edit.lookupCount', { count: search.results.length })
            : t('edit.lookupNone')
          : '';
  const open = combobox.isOpen && search.results.length > 0 && typed.trim().length > 3;

  return (
    <StyledWrapper>
      <label {...combobox.getLabelProps()}>{label}</label>
      <Hint id={hintId}>{t('edit.lookupHint')}</Hint>
      <StyledInput {...combobox.getInputProps({ 'aria-describedby': `${hintId} ${statusId}`, autoComplete: 'off', type: 'text' })} />
      <StyledMenu {...combobox.getMenuProps()} $open={open}>
        {open
          ? search.results.map((item, index) => (
              <StyledOption key={item} $active={combobox.highlightedIndex === index} {...combobox.getItemProps({ item, index })}>
                {item}
              </StyledOption>
            ))
          : null}
      </StyledMenu>
      <p id={statusId} role="status" aria-live="polite">
        {status}
      </p>
    </StyledWrapper>
  );
}
