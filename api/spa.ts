import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Whether an Accept-Encoding header takes `encoding` (present, and not refused with q=0). */
function accepts(header: string, encoding: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, ...params]) => name.trim() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

/**
 * The build's brotli and gzip copies (scripts/precompress.ts), served as they are when the browser
 * takes them: compression costs nothing per request, and a browser reaching the API directly gets
 * the same small files as one behind Caddy (decision 061).
 */
function precompressed(root: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const header = String(req.headers['accept-encoding'] ?? '');
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return next();
    for (const [encoding, suffix] of ENCODINGS) {
      if (!accepts(header, encoding) || !fs.existsSync(file + suffix)) continue;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Encoding', encoding);
      // The original's type, set before sendFile (which keeps a Content-Type already set).
      res.type(path.extname(file));
      res.sendFile(file + suffix, options);
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API GET answered with
 * index.html so client-side routes (and the SPA's own 404 screen) work on reload.
 */
export function mountSpa(app: Express, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const assets = path.join(distDir, 'assets');
  app.use('/assets', precompressed(assets, { immutable: true, maxAge: '1y' }));
  app.use('/assets', express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return true;
}
