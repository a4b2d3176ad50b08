import type { Server } from 'node:http';
import type { Express } from 'express';

/** `listen()` for the process entry points (tests call `app.listen(0)` directly). */
export function listen(app: Express, port: number, host: string, onListening: () => void): Server {
  const server = app.listen(port, host, onListening);
  // Node closes a keep-alive connection after 5 s idle by default; when the event loop is busy
  // that timer fires late, just as a polling browser reuses the socket, and the request is reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
