import type { SecurityTokenResponse } from '../wire.ts';
import type { SandboxContext } from '../context.ts';
import { isoTime } from '../http.ts';
import { randomCode, randomId, type Login, type PersonaState } from './store.ts';

/** A login older than this can no longer be resent a code (419). */
export const LOGIN_WINDOW_MS = 30 * 60_000;

const digits = (value: string): string => value.replace(/\D/g, '');

export type Credentials = { BrandId: number; EmailId: string; PhoneNumber: string; DateOfBirth: string; countryId: number };

/** The persona these credentials name: same brand, same country as the CountryId header, same date of birth. */
export const matchPersona = ({ store }: SandboxContext, creds: Credentials): PersonaState | undefined =>
  [...store.personas.values()].find(({ login }) => {
    if (login.brandId !== creds.BrandId || login.countryId !== creds.countryId || login.dob !== creds.DateOfBirth) return false;
    const email = creds.EmailId.trim().toLowerCase();
    const phone = digits(creds.PhoneNumber);
    return (email !== '' && email === login.email.toLowerCase()) || (phone !== '' && phone === digits(login.mobile));
  });

export const issueCode = ({ options }: SandboxContext, login: Login, persona: PersonaState): void => {
  const now = options.now();
  login.code = randomCode();
  login.codeExpiresAt = now + options.otpTtlMs;
  login.lastSentAt = now;
  options.log(`[sandbox] one-time code for ${persona.login.id} (${persona.login.email}, login ${login.id}): ${login.code}`);
};

export const startLogin = (ctx: SandboxContext, persona: PersonaState): Login => {
  const now = ctx.options.now();
  const login: Login = {
    id: randomId(),
    personaId: persona.login.id,
    code: '',
    codeExpiresAt: 0,
    lastSentAt: now,
    startedAt: now,
    wrongAttempts: 0,
    used: false,
  };
  issueCode(ctx, login, persona);
  ctx.store.logins.set(login.id, login);
  return login;
};

export type CodeCheck = { status: 200; token: SecurityTokenResponse } | { status: 403 | 404 | 419; message: string };

/** Checks a one-time code: 404 wrong (or unknown login), 419 expired, 403 locked (the 5th wrong code locks). */
export const checkCode = (ctx: SandboxContext, loginId: string, code: string): CodeCheck => {
  const { store, options } = ctx;
  const login = store.logins.get(loginId);
  const persona = login && store.personas.get(login.personaId);
  if (!login || !persona || login.used) return { status: 404, message: 'Invalid one-time code' };
  if (persona.locked) return { status: 403, message: 'Account locked' };
  const now = options.now();
  if (now >= login.codeExpiresAt) return { status: 419, message: 'One-time code expired' };
  if (code !== login.code) {
    login.wrongAttempts += 1;
    if (login.wrongAttempts >= options.maxOtpAttempts) {
      persona.locked = true;
      return { status: 403, message: 'Account locked' };
    }
    return { status: 404, message: 'Invalid one-time code' };
  }
  login.used = true;
  const token = randomId('sbx-');
  const expiresAt = now + options.tokenTtlMs;
  store.sessions.set(token, { token, loginId: login.id, personaId: persona.login.id, expiresAt });
  return { status: 200, token: { SecurityToken: token, ExpiresAt: isoTime(expiresAt) } };
};

/** The code currently valid for a login, if any (for /__sandbox). */
export const currentCode = ({ options }: SandboxContext, login: Login): string | null =>
  !login.used && options.now() < login.codeExpiresAt ? login.code : null;
