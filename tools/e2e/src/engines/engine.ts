/**
 * One browser tab, whatever drives it: Gecko through puppeteer-core's WebDriver BiDi (gecko.ts), WebKit through a
 * W3C WebDriver session of WebKitWebDriver (webkit.ts). The engine journeys (journeys/) are written once against it.
 */
export type EngineName = 'gecko' | 'webkit';

/** A function run in the page (or the frame entered): serialised, so it may use nothing from its module. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each in-page function has its own arguments
export type InPage<T> = (...args: any[]) => T;

/** An element found in the page: acted on with the engine's own (trusted) input. */
export type Handle = {
  click: () => Promise<void>;
  focus: () => Promise<void>;
  /** Runs `fn` with the element as its first argument. */
  run: <T>(fn: InPage<T>, ...args: unknown[]) => Promise<Awaited<T>>;
};

export type EnginePage = {
  readonly engine: EngineName;
  goto: (url: string) => Promise<void>;
  back: () => Promise<void>;
  url: () => Promise<string>;
  /** Runs `fn` in the current frame's document and returns its (JSON) result, awaited. */
  run: <T>(fn: InPage<T>, ...args: unknown[]) => Promise<Awaited<T>>;
  /** The element `fn` returns in the current frame, or null when it returns none. */
  element: (fn: InPage<Element | null>, ...args: unknown[]) => Promise<Handle | null>;
  /** Keys to the focused element (WebDriver key names: 'Enter', 'Tab', 'ArrowDown', 'Backspace', or text). */
  keys: (...keys: string[]) => Promise<void>;
  /** Runs `work` inside the first frame matched by `selector` (in the current document), then returns to it. */
  inFrame: <T>(selector: string, work: () => Promise<T>) => Promise<T>;
  /** The page's layout width in CSS pixels (the window is sized so the viewport is `width` wide). */
  setWidth: (width: number, height?: number) => Promise<void>;
  /**
   * The browser loses its network (false) or has it back (true), as a customer's does: the page hears 'offline' and
   * 'online'. Gecko: WebDriver BiDi's network conditions; WebKit: its network namespace loses its default route.
   */
  setOnline: (online: boolean) => Promise<void>;
  screenshot: (file: string) => Promise<void>;
  close: () => Promise<void>;
  /** Whether the browser is still there (false once it has crashed or quit under the journey). */
  alive: () => Promise<boolean>;
  /** Where the browser saves what it downloads, under the name the page suggests (a link's `download`). */
  readonly downloads: string;
  /** What the engine itself saw of every frame: the watch's lines (in-page-watch.ts) and uncaught errors; [] when it cannot. */
  readonly seen: string[];
};

export type Engine = { name: EngineName; open: () => Promise<EnginePage> };

/** An in-page function as a self-contained expression (tsx's name helper defined, arguments inlined). */
export const expressionOf = (fn: InPage<unknown>, args: unknown[]): string =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
