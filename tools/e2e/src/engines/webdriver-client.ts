/**
 * The few W3C WebDriver commands the WebKit journeys use, over fetch (https://www.w3.org/TR/webdriver2/): no client
 * package. Errors carry the command and WebDriver's own error and message.
 */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT_KEY]: string };

/** The special keys WebDriver sends as Unicode private-use characters. */
export const WEBDRIVER_KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  End: '\uE010',
  Home: '\uE011',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
};

export type WebDriverSession = {
  id: string;
  command: <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<T>;
};

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
  return answer.value;
}

/** A new session on the driver at `base` (http://127.0.0.1:<port>) with these capabilities. */
export async function newSession(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
  const { sessionId } = await call<{ sessionId: string }>(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
  return {
    id: sessionId,
    command: (method, path, body) => call(base, method, `/session/${sessionId}${path}`, body ?? (method === 'POST' ? {} : undefined)),
  };
}

export const isElementRef = (value: unknown): value is ElementRef => typeof value === 'object' && value !== null && ELEMENT_KEY in value;
