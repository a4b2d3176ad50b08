/**
 * `npm run cutout:quantise-model`: writes engine/cutout/models/u2netp.int8-encoder.onnx (the file
 * the sessions load) from the published u2netp.onnx: its encoder in int8, calibrated on the eval
 * photos (docs/decisions/148-cutout-speed-int8-encoder.md). Writes each eval photo's network input
 * (upright, squashed to 320 px by sharp, as engine/cutout/segment.ts does), then runs
 * scripts/cutout-quantise-model.py with `$PYTHON` (default python3), which needs onnxruntime 1.32.0,
 * onnx 1.23.2, numpy and sympy from PyPI in a virtual environment. Put the printed SHA-256 in
 * engine/cutout/model.ts. `--out FILE` writes elsewhere (to compare a rebuild with the vendored file).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MODEL_FILE, MODEL_SHA256, MODEL_SIDE, SOURCE_MODEL_FILE } from '../engine/cutout/index.js';
import { FIXTURES, manifest } from '../tests/support/cutout-eval.js';

const at = process.argv.indexOf('--out');
const out = at > 0 ? path.resolve(process.argv[at + 1]) : MODEL_FILE;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'u2netp-calibration-'));
try {
  const photos = fs.readdirSync(path.join(FIXTURES, 'photos'));
  // The eval photos only: the held-out ones judge the result and must not shape it.
  for (const { name } of manifest(false)) {
    const file = photos.find((f) => f.startsWith(`${name}.`));
    if (!file) throw new Error(`no photo for ${name}`);
    const { data, info } = await sharp(path.join(FIXTURES, 'photos', file))
      .rotate()
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const square = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
      .raw()
      .toBuffer();
    fs.writeFileSync(path.join(dir, `${name}.u8`), square);
  }
  const script = path.join(import.meta.dirname, 'cutout-quantise-model.py');
  execFileSync(process.env.PYTHON ?? 'python3', [script, SOURCE_MODEL_FILE, dir, out], { stdio: 'inherit' });
  const sha = createHash('sha256').update(fs.readFileSync(out)).digest('hex');
  console.log(
    `${out}\nSHA-256 ${sha}${sha === MODEL_SHA256 ? ' (as in model.ts)' : ' — put this in MODEL_SHA256 (engine/cutout/model.ts)'}`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
