import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RrwebEvent } from './read-records';

// rrweb-player's exports name its style sheet and its module builds; its self-contained browser build sits beside them.
const style = fileURLToPath(import.meta.resolve('rrweb-player/dist/style.css'));
const playerScript = () => readFileSync(join(dirname(style), 'rrweb-player.umd.min.cjs'), 'utf8');
const playerStyle = () => readFileSync(style, 'utf8');

/** JSON inside a <script>: no '</script>' or '<!--' can end it early (a recorded text may hold anything). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One self-contained page that plays a session with rrweb's player (rrweb-player: play, pause, speed, the time line),
 * the masks as they were recorded. Nothing in it is fetched from elsewhere.
 */
export function playerPage(events: readonly RrwebEvent[], title: string): string {
  const meta = events.find((event) => event.type === 4)?.data as { width?: number; height?: number } | undefined;
  const width = Math.min(meta?.width ?? 1024, 1280);
  const height = Math.min(meta?.height ?? 768, 800);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>${playerStyle()}</style>
<style>body{margin:0;padding:16px;font-family:system-ui,sans-serif;background:#f4f5f7}h1{font-size:16px;margin:0 0 12px}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<div id="player"></div>
<script>${playerScript()}</script>
<script>
const events = ${scriptJson(events)};
const Player = rrwebPlayer.default || rrwebPlayer;
window.player = new Player({ target: document.getElementById('player'), props: { events, width: ${width}, height: ${height}, autoPlay: false, showController: true, UNSAFE_replayCanvas: false } });
</script>
</body>
</html>
`;
}

/** Serves the page at every path of http://127.0.0.1:<port>/ (0: any free port). */
export function servePage(html: string, port: number): Promise<Server> {
  const server = createServer((_, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The replayed DOM runs no script of the recorded page (rrweb writes none), and the page reaches nothing outside.
      'content-security-policy':
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; frame-src 'self' about:; font-src data:",
    });
    res.end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
