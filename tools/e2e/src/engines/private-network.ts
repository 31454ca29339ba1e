import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A command (WebKitWebDriver, and the browser it starts) in a network namespace of its own (`unshare -rn`: no root
 * needed), so that the browser can lose its network for real: WebKitGTK says offline when GLib's network monitor sees
 * no default route, and WebDriver has no command for it. The host's servers stay reachable on the namespace's own
 * loopback (their ports forwarded through Unix sockets in a shared directory), as a local server stays reachable on
 * a laptop whose Wi-Fi drops; the command's own port (the driver's) is forwarded back out. The inside is
 * private-network-inside.ts.
 */
export type PrivateNetwork = {
  /** Takes the namespace's default route away (false) or puts it back (true). */
  setOnline: (online: boolean) => Promise<void>;
  stop: () => void;
};

const root = resolve(import.meta.dirname, '../../../..');
const pipe = (a: Socket, b: Socket) => {
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
  a.pipe(b).pipe(a);
};
const listen = (server: Server, where: string | number) =>
  new Promise<void>((done, fail) => {
    server.once('error', fail);
    if (typeof where === 'number') server.listen(where, '127.0.0.1', done);
    else server.listen(where, done);
  });

export async function startInPrivateNetwork(
  command: string[],
  { hostPorts, insidePorts, env }: { hostPorts: number[]; insidePorts: number[]; env: NodeJS.ProcessEnv },
): Promise<PrivateNetwork> {
  const dir = mkdtempSync(join(tmpdir(), 'engines-net-'));
  const servers = [
    ...hostPorts.map(
      (port) => [createServer((c) => pipe(c, createConnection(port, '127.0.0.1'))), join(dir, `host-${port}.sock`)] as const,
    ),
    ...insidePorts.map((port) => [createServer((c) => pipe(c, createConnection(join(dir, `inside-${port}.sock`)))), port] as const),
  ];
  // The host's sockets first (the inside connects to them); the inside's ports are only dialled once it is ready.
  await Promise.all(servers.map(([server, where]) => (typeof where === 'string' ? listen(server, where) : undefined)));
  // One Node process with tsx's loader (half the start-up of tsx's command, which starts a second one).
  const inside = spawn('unshare', ['-rn', process.execPath, '--import', 'tsx', resolve(import.meta.dirname, 'private-network-inside.ts')], {
    cwd: root,
    detached: true,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...env, PRIVATE_NETWORK: JSON.stringify({ dir, hostPorts, insidePorts, command }) },
  });
  const lines = createInterface({ input: inside.stdout! })[Symbol.asyncIterator]();
  const stop = () => {
    process.off('exit', stop);
    if (inside.pid && inside.exitCode === null) process.kill(-inside.pid, 'SIGTERM');
    for (const [server] of servers) server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const answer = async (what: string) => {
    const line = await lines.next();
    if (line.done || !['ok', 'ready'].includes(line.value))
      throw new Error(`The private network did not ${what} (${line.value ?? 'it ended'})`);
  };
  try {
    await answer('start (unshare -rn and ip, from util-linux and iproute2)');
    await Promise.all(servers.map(([server, where]) => (typeof where === 'number' ? listen(server, where) : undefined)));
  } catch (error) {
    stop();
    throw error;
  }
  return {
    setOnline: async (online) => {
      inside.stdin!.write(online ? 'online\n' : 'offline\n');
      await answer(online ? 'come back online' : 'go offline');
    },
    stop,
  };
}
