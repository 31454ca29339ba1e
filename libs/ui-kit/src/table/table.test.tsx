import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseTheme } from '../theme/base-theme';
import { renderWithTheme } from '../testing/render-with-theme';
import { Table } from './table';

const renderTable = (numeric?: boolean) =>
  renderWithTheme(
    <Table $numeric={numeric}>
      <caption>Beneficiaries</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Alex Citizen</td>
          <td>60%</td>
        </tr>
      </tbody>
    </Table>,
  );

describe('Table', () => {
  it('is a table named by its caption, full width, every cell padded alike with a rule under it', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Beneficiaries' });
    expect(table).toHaveStyle({ width: '100%', borderCollapse: 'collapse' });
    const share = within(table).getByRole('cell', { name: '60%' });
    expect(share).toHaveStyle({
      paddingTop: `${2 * baseTheme.spaceUnit}px`,
      paddingRight: `${3 * baseTheme.spaceUnit}px`,
      textAlign: 'start',
      borderBottom: `1px solid ${baseTheme.color.border.default}`,
    });
  });

  it('$numeric lines the last column up at the end; without it every column starts at the start', () => {
    renderTable(true);
    expect(screen.getByRole('cell', { name: '60%' })).toHaveStyle({ textAlign: 'end' });
    expect(screen.getByRole('columnheader', { name: 'Share' })).toHaveStyle({ textAlign: 'end' });
    expect(screen.getByRole('cell', { name: 'Alex Citizen' })).toHaveStyle({ textAlign: 'start' });
  });
});
