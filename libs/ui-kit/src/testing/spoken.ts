import { virtual } from '@guidepup/virtual-screen-reader';

// What a screen reader says, in component tests: @guidepup/virtual-screen-reader walks the accessibility tree the way
// NVDA and VoiceOver do (name, role, state, description) and speaks live regions ("polite: …", "assertive: …") and
// focus moves as they happen. One reader per test: `listen()` starts it over the document, `readOut(element)` reads an
// element from top to bottom the way a user arrowing through it hears it, `heard()` is everything said since `listen()`.

const withPseudo = Symbol.for('portal.test.pseudoStyles');
type PatchedWindow = Window & { [withPseudo]?: true };

// jsdom has no styles for ::before/::after and reports every such request as "not implemented"; the reader asks for
// them on every node. They have no content in jsdom either way, so an empty declaration is the same answer, silently.
function quietPseudoStyles() {
  const win = window as PatchedWindow;
  if (win[withPseudo]) return;
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    pseudo ? document.createElement('div').style : original(element);
  win[withPseudo] = true;
}

/** Starts the reader over the whole document; stop it with `stopListening()` in an afterEach. */
export async function listen(): Promise<void> {
  quietPseudoStyles();
  // A second start without a stop would leave the first reader's observer running into the next test file.
  await virtual.stop();
  await virtual.start({ container: document.body });
  await virtual.clearSpokenPhraseLog();
}

export async function stopListening(): Promise<void> {
  await virtual.stop();
}

/** Everything said since `listen()` (or since the last `readOut`). */
export const heard = (): Promise<string[]> => virtual.spokenPhraseLog();

/** What live regions announced since `listen()`, without the politeness prefix, and which politeness. */
export async function announced(politeness: 'polite' | 'assertive'): Promise<string[]> {
  const prefix = `${politeness}: `;
  return (await heard()).filter((phrase) => phrase.startsWith(prefix)).map((phrase) => phrase.slice(prefix.length));
}

/** Reads `element` from top to bottom (as arrowing through it), then listens to the whole document again. */
export async function readOut(element: Element, limit = 300): Promise<string[]> {
  quietPseudoStyles();
  await virtual.stop();
  await virtual.start({ container: element });
  // The reader wraps round to the element's start at its end (or says "end of document" for the body): stop at the
  // first step that repeats an earlier one (same node, same phrase).
  const seen = new Map<Node | null, Set<string>>();
  const phrases: string[] = [];
  for (let step = 0; step < limit; step++) {
    if (step > 0) await virtual.next();
    const [node, phrase] = [virtual.activeNode, await virtual.lastSpokenPhrase()];
    if (phrase === 'end of document' || seen.get(node)?.has(phrase)) break;
    seen.set(node, (seen.get(node) ?? new Set()).add(phrase));
    if (phrase && phrase !== 'document') phrases.push(phrase);
  }
  await virtual.stop();
  await listen();
  return phrases;
}
