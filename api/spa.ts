import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API GET answered with
 * index.html so client-side routes (and the SPA's own 404 screen) work on reload.
 */
export function mountSpa(app: Express, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return true;
}
