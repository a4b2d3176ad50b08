import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES, PUBLIC_STYLES } from '../../engine/index.js';
import { PROJECT_ROOT } from '../../config/project-root.js';

const ASSETS = join(PROJECT_ROOT, 'engine', 'catalog', 'assets');
const FILE = /^[a-z0-9-]+\.(webp|jpg|png)$/;

/** GET /styles, GET /examples and the committed thumbnail and gallery images. */
export function catalogRouter(): express.Router {
  const router = express.Router();
  router.get('/styles', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(PUBLIC_STYLES);
  });
  router.get('/examples', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(EXAMPLES);
  });
  router.get('/catalog-assets/:file', (req, res) => {
    const file = req.params.file;
    const path = join(ASSETS, file);
    if (!FILE.test(file) || !existsSync(path)) {
      res.status(404).json({ message: 'Catalog image not found' });
      return;
    }
    res.sendFile(path, { maxAge: '30d', immutable: true });
  });
  return router;
}
