import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that a test can break the way a real database breaks:
 * `freeze` (a stopped or overloaded server: connections open, nothing answers), `cut` (a restart, a failover,
 * pg_terminate_backend: every connection dropped) and `refuse` (down: new connections fail at once).
 */
export interface FaultProxy {
  port: number;
  freeze: () => void;
  thaw: () => void;
  cut: () => void;
  refuse: (on: boolean) => void;
  close: () => Promise<void>;
}

interface Pair {
  sockets: [net.Socket, net.Socket];
  held: [net.Socket, Buffer][];
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let refusing = false;

  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { sockets: [client, upstream], held: [] };
    pairs.add(pair);
    // While frozen, bytes are held back in both directions, as a stopped server reads and answers nothing.
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (frozen) pair.held.push([to, chunk]);
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const drop = () => {
      pairs.delete(pair);
      pair.sockets.forEach((s) => s.destroy());
    };
    for (const s of pair.sockets) s.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const pair of pairs) for (const [to, chunk] of pair.held.splice(0)) to.write(chunk);
    },
    cut: () => {
      for (const pair of [...pairs]) pair.sockets.forEach((s) => s.destroy());
    },
    refuse: (on) => {
      refusing = on;
    },
    close: async () => {
      for (const pair of [...pairs]) pair.sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
