import type { Server } from 'node:http';

/**
 * SIGTERM for an HTTP server: stop accepting connections, close idle keep-alive ones, let the
 * requests in flight finish (their connections are closed as soon as they are idle), and after
 * `graceMs` cut whatever is still open. Resolves with how it ended.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<'drained' | 'forced'> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = (how: 'drained' | 'forced') => {
      if (finished) return;
      finished = true;
      clearTimeout(deadline);
      clearInterval(idleSweep);
      resolve(how);
    };
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish('forced');
    }, graceMs);
    // A keep-alive connection whose request finishes after close() would otherwise stay open.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => finish('drained'));
    server.closeIdleConnections();
  });
}
