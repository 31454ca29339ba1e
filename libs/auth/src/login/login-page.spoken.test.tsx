import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testRegionalConfig } from '@portal/config/testing';
import { authTestRoutes } from '../testing/auth-test-routes';
import { renderWithPortal } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { heard, listen, readOut, stopListening } from '@portal/ui-kit/testing';

// What a screen-reader user hears on the login screen (the virtual screen reader walks the accessibility tree).
setupSandboxServer();
afterEach(stopListening);

const renderLogin = () => {
  const user = userEvent.setup();
  renderWithPortal(null, { route: '/login', routes: authTestRoutes });
  return user;
};

describe('login screen, as a screen reader says it', () => {
  it('names the choice of SMS or Email with its state and position, then the identifier field', async () => {
    renderLogin();
    const form = screen.getByRole('group', { name: 'How would you like to log in?' }).closest('form');
    const phrases = await readOut(form as HTMLFormElement);
    expect(phrases).toEqual(
      expect.arrayContaining([
        'group, How would you like to log in?',
        'radio, SMS, checked, position 1, set size 2',
        'radio, Email New!, not checked, position 2, set size 2',
        'textbox, Mobile number',
        'button, Continue',
      ]),
    );
    expect(phrases.indexOf('radio, SMS, checked, position 1, set size 2')).toBeLessThan(phrases.indexOf('textbox, Mobile number'));
  }, 30_000);

  it('says the e-mail field once Email is chosen', async () => {
    const user = renderLogin();
    await listen();
    await user.click(screen.getByRole('radio', { name: /Email/ }));
    await user.tab();
    expect(await heard()).toContain('textbox, Email address');
  }, 30_000);

  it('reads the date-of-birth group with its hint and its error on every box, and the error summary that takes focus', async () => {
    const user = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    await user.type(screen.getByLabelText('Day'), '31');
    await user.type(screen.getByLabelText('Month'), '02');
    await listen();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('alert');
    const { invalidMessage, example } = testRegionalConfig.regionalisation.dateOfBirth;
    const error = `${invalidMessage} Date of birth must include a year. ${example}`;
    expect(await heard()).toEqual(['button, Log In', 'alert, There is a problem']);
    expect(await readOut(screen.getByRole('alert'))).toEqual([
      'alert, There is a problem',
      'heading, There is a problem, level 2',
      'list',
      'listitem, level 1, position 1, set size 1',
      `link, ${error}`,
      'end of listitem, level 1, position 1, set size 1',
      'end of list',
      'end of alert, There is a problem',
    ]);
    const group = await readOut(screen.getByRole('group', { name: 'Date of birth' }));
    expect(group[0]).toBe('group, Date of birth');
    expect(group).toContain(error);
    expect(group).toContain(`textbox, Year, ${example} Error: ${error}, invalid`);
    expect(group).toContain(`textbox, Day, 31, ${example} Error: ${error}, invalid`);
  }, 30_000);
});
