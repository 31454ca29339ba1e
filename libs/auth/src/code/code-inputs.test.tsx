import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInputs } from './code-inputs';
import { emptyCode } from './code-rules';
import { renderWithPortal } from '@portal/testing';

function Harness({ initial = emptyCode() }: { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return <CodeInputs idPrefix="c" legend="One-time code" value={value} onChange={setValue} digitLabel={(n) => `Digit ${n} of 6`} />;
}

const values = () => screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value);

describe('CodeInputs', () => {
  it('advances as digits are typed and ignores other keys', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Harness />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('1a2');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
  });

  it('moves with the arrow keys and replaces a digit typed over', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Harness initial={['1', '2', '3', '4', '5', '6']} />);
    await user.click(screen.getByLabelText('Digit 3 of 6'));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByLabelText('Digit 4 of 6')).toHaveFocus();
    await user.keyboard('9');
    expect(values()).toEqual(['1', '2', '3', '9', '5', '6']);
    expect(screen.getByLabelText('Digit 5 of 6')).toHaveFocus();
  });
});
