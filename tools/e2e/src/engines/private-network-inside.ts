import { execFileSync, spawn } from 'node:child_process';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The inside of private-network.ts, run by it under `unshare -rn` (a network namespace of its own, where this process
 * may change the routes): the loopback up with a default route (the network GLib sees as available), the host's
 * servers' ports on this loopback through the shared directory's sockets, the command's port out the same way, and the
 * command (WebKitWebDriver on Xvfb) started. Lines on stdin take the default route away ('offline') or put it back
 * ('online'); each is answered 'ok' once done. Exits with the command, or when the host side closes stdin.
 */
type Plan = { dir: string; hostPorts: number[]; insidePorts: number[]; command: string[] };
const plan = JSON.parse(process.env['PRIVATE_NETWORK'] ?? '{}') as Plan;

const pipe = (a: Socket, b: Socket) => {
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
  a.pipe(b).pipe(a);
};
/** The default route on (replace: idempotent) or off (gone already is off). */
const setRoute = (on: boolean) => {
  try {
    execFileSync('ip', ['route', on ? 'replace' : 'del', 'default', 'dev', 'lo'], { stdio: 'ignore' });
  } catch (error) {
    if (on) throw error;
  }
};

execFileSync('ip', ['link', 'set', 'lo', 'up']);
setRoute(true);
const listening = [
  ...plan.hostPorts.map((port) => {
    const server = createServer((c) => pipe(c, createConnection(join(plan.dir, `host-${port}.sock`))));
    return new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  }),
  ...plan.insidePorts.map((port) => {
    const server = createServer((c) => pipe(c, createConnection(port, '127.0.0.1')));
    return new Promise<void>((done) => server.listen(join(plan.dir, `inside-${port}.sock`), done));
  }),
];
await Promise.all(listening);

const [program, ...args] = plan.command;
const child = spawn(program!, args, { stdio: 'ignore' });
child.on('exit', (code) => process.exit(code ?? 1));
// Its whole process group (tsx, Xvfb, the driver, the browser), as the host side would end it.
const quit = () => process.kill(0, 'SIGTERM');
createInterface({ input: process.stdin })
  .on('line', (line) => {
    setRoute(line !== 'offline');
    process.stdout.write('ok\n');
  })
  .on('close', quit);
process.stdout.write('ready\n');
