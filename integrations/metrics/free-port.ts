import net from 'node:net';

/**
 * A loopback port free right now, for the Temporal core's own Prometheus exporter: the core needs
 * a fixed address, and only this process reads it (the metrics endpoint forwards it).
 */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
