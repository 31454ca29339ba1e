import { createInstance, type i18n } from 'i18next';
import { useState, type FormEvent } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';

/**
 * The script floor of `npm run bench` (issue 26, docs/architecture.md, Budgets): the smallest page of our stack that hydrates a
 * prerendered form. React, react-router, styled-components and react-i18next, and nothing of ours: what any login page
 * built on this stack pays on the main thread. The login page's TBT is held to a ratio of this page's, measured in the
 * same Lighthouse run.
 */
const Global = createGlobalStyle`
  body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; }
`;
const Main = styled.main`
  max-width: 28rem;
  margin: 0 auto;
  padding: 24px 16px;
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Input = styled.input`
  font: inherit;
  padding: 8px 12px;
`;
const Button = styled.button`
  font: inherit;
  padding: 12px 16px;
`;

const wording = {
  title: 'Sign in to your policies',
  intro: 'Enter the e-mail address on your policy and we will send you a code.',
  email: 'E-mail address',
  submit: 'Send me a code',
  sent: 'Code sent to {{email}}',
};

export function createFloorI18n(): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: wording } }, initAsync: false });
  return instance;
}

export function FloorForm() {
  // The workspace types i18next's keys by the portal's wording; the floor has its own.
  const t = useTranslation().t as unknown as (key: keyof typeof wording, options?: Record<string, string>) => string;
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <Main>
      <Global />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Form onSubmit={submit} noValidate>
        <label htmlFor="floor-email">{t('email')}</label>
        <Input id="floor-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit">{t('submit')}</Button>
        {sent && <p role="status">{t('sent', { email })}</p>}
      </Form>
    </Main>
  );
}

export const floorRoutes: RouteObject[] = [{ path: '*', element: <FloorForm /> }];
