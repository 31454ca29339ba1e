import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { announced, heard, listen, readOut, stopListening } from '@portal/ui-kit/testing';
import { renderDocuments } from '../testing/render-documents';

// What a screen-reader user hears of the document list: the captioned table, each column's sort state, the new order.
setupSandboxServer();
afterEach(stopListening);

const headers = async (table: HTMLElement) => (await readOut(table)).filter((phrase) => phrase.startsWith('columnheader, '));

describe('DocumentListPage, as a screen reader says it', () => {
  it('says the sort state of each column, and politely the new order after a sort button', async () => {
    await signInForTest('au-family');
    const user = userEvent.setup();
    renderDocuments('/documents/51000101');
    const table = await screen.findByRole('table');
    const phrases = await readOut(table);
    expect(phrases.slice(0, 2)).toEqual(['table, Documents for policy 51000101', 'caption, Documents for policy 51000101']);
    expect(phrases).toContain('button, Date');
    // The sandbox dates its documents from today (this one 45 days ago): the row is read as its date, then its subject.
    expect(phrases).toContainEqual(expect.stringMatching(/^row, \d{2}\/\d{2}\/\d{4} Tax statement$/));
    expect(phrases).toContain('link, Tax statement');
    expect(await headers(table)).toEqual([
      'columnheader, Date, sorted in descending order',
      'columnheader, Subject, no defined sort order',
    ]);
    await listen();
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect((await heard())[0]).toBe('button, Date');
    expect(new Set(await announced('polite'))).toEqual(new Set(['Sorted by date, oldest first']));
    expect(await headers(table)).toEqual(['columnheader, Date, sorted in ascending order', 'columnheader, Subject, no defined sort order']);
    await user.click(screen.getByRole('button', { name: 'Subject' }));
    expect(await headers(table)).toEqual(['columnheader, Date, no defined sort order', 'columnheader, Subject, sorted in ascending order']);
  }, 30_000);
});
