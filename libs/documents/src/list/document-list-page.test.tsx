import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderDocuments } from '../testing/render-documents';

setupSandboxServer();

const subjects = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('DocumentListPage', () => {
  it('shows a spinner, then the heading, product, policy number and the PDF documents newest first', async () => {
    await signInForTest('au-family');
    renderDocuments('/documents/51000101');
    expect(screen.getByRole('heading', { level: 1, name: 'My inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents...');
    expect(await screen.findByRole('table', { name: 'Documents for policy 51000101' })).toBeInTheDocument();
    expect(screen.getByText('Policy No. 51000101')).toBeInTheDocument();
    expect(screen.getByText('Family Life Cover')).toBeInTheDocument();
    const shown = subjects();
    // Not the scan (tif), nor the e-mails (FileType 'EML', or none): those open by their id only.
    for (const unlisted of ['Signed application', 'Premium notice', 'Payment reminder', 'Renewal news', 'Address change'])
      expect(shown).not.toContain(unlisted);
    expect(shown[0]).toBe('Tax statement');
    expect(shown.at(-1)).toBe('Welcome');
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by date, newest first');
  });

  it('toggles the date order, sorts by subject, announces it and keeps it in the URL', async () => {
    await signInForTest('au-family');
    renderDocuments('/documents/51000101');
    await screen.findByRole('table');
    const newest = subjects();
    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(subjects()).toEqual([...newest].reverse());
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by date, oldest first');
    expect(screen.getByTestId('location')).toHaveTextContent('/documents/51000101?sort=date-asc');
    await userEvent.click(screen.getByRole('button', { name: 'Subject' }));
    expect(subjects()).toEqual([...newest].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(screen.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=subject');
  });

  it('starts in the order the URL gives, and links each subject to the viewer', async () => {
    await signInForTest('au-family');
    renderDocuments('/documents/51000101?sort=subject');
    await screen.findByRole('table');
    expect(subjects()[0]).toBe('Annual statement');
    expect(screen.getByRole('link', { name: 'Annual statement' })).toHaveAttribute(
      'href',
      '/documents/51000101/view?docId=51000101%20LETTER%200002',
    );
    expect(screen.getByRole('link', { name: 'Beneficiary update' })).toHaveAttribute(
      'href',
      '/documents/51000101/view?docId=51000101%20LETTER%2B0010',
    );
  });

  it('shows the not-found page for a policy that is not the customer’s', async () => {
    await signInForTest('au-family');
    renderDocuments('/documents/54000801');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when a policy has no documents', async () => {
    await signInForTest('au-family');
    renderDocuments('/documents/51000103');
    expect(await screen.findByText('There are no documents for this policy yet.')).toBeInTheDocument();
  });
});
