// The one part of jsdom (a dev dependency without bundled types) the prerender uses: an inert DOMParser.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
