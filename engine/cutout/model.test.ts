import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  EXTENDED_MODEL_FILE,
  EXTENDED_MODEL_SHA256,
  MODEL_FILE,
  MODEL_SHA256,
  MODEL_SIDE,
  SOURCE_MODEL_FILE,
  SOURCE_MODEL_SHA256,
  optimiseModel,
  sessionOptions,
} from './model.js';

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
const FIXTURES = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'cutout', 'photos');

/**
 * Each fixture photo's first output map from two model files, for the input `inputOf` makes of the
 * photo's RGB bytes at the network's side; one session per file for all the photos.
 */
async function bothMaps(files: [string, string], inputOf: (rgb: Buffer) => Float32Array) {
  const ort = await import('onnxruntime-node');
  const sessions = await Promise.all(
    files.map((f) => ort.InferenceSession.create(fs.readFileSync(f), sessionOptions())),
  );
  try {
    const maps: Array<{ name: string; a: Float32Array; b: Float32Array }> = [];
    for (const name of ['amber-glass-bottle', 'jar-espresso-coffee-photo']) {
      const rgb = await sharp(path.join(FIXTURES, `${name}.jpg`))
        .removeAlpha()
        .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
        .raw()
        .toBuffer();
      const input = inputOf(rgb);
      const [a, b] = await Promise.all(
        sessions.map(async (s) => {
          const feeds = { [s.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, MODEL_SIDE, MODEL_SIDE]) };
          return (await s.run(feeds, [s.outputNames[0]]))[s.outputNames[0]].data as Float32Array;
        }),
      );
      maps.push({ name, a, b });
    }
    return maps;
  } finally {
    await Promise.all(sessions.map((s) => s.release()));
  }
}

describe('the pre-optimised matting model', () => {
  it('is what the published u2netp optimises to with this onnxruntime', async () => {
    expect(sha(SOURCE_MODEL_FILE)).toBe(SOURCE_MODEL_SHA256);
    expect(sha(EXTENDED_MODEL_FILE)).toBe(EXTENDED_MODEL_SHA256);
    expect(sha(MODEL_FILE)).toBe(MODEL_SHA256);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'u2netp-'));
    try {
      // A different hash after an onnxruntime upgrade: run `npm run cutout:optimise-model`.
      expect(await optimiseModel(path.join(dir, 'fresh.onnx'))).toBe(EXTENDED_MODEL_SHA256);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('computes the same map as the published model', { timeout: 60_000 }, async () => {
    const maps = await bothMaps([SOURCE_MODEL_FILE, EXTENDED_MODEL_FILE], (rgb) =>
      Float32Array.from(rgb, (v) => v / 255 - 0.45),
    );
    for (const { name, a, b } of maps) {
      // Bit for bit on the machine that wrote it; a fused kernel on another CPU may round differently.
      let worst = 0;
      for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]));
      expect(worst, name).toBeLessThan(1e-4);
    }
  });

  it('with its encoder in int8, keeps the float map thresholded at 0.5', { timeout: 120_000 }, async () => {
    const n = MODEL_SIDE * MODEL_SIDE;
    // The network's own input (model.ts): planes, divided by the maximum, ImageNet mean and deviation.
    const maps = await bothMaps([EXTENDED_MODEL_FILE, MODEL_FILE], (rgb) => {
      const max = rgb.reduce((m, v) => Math.max(m, v), 1);
      const input = new Float32Array(3 * n);
      for (let c = 0; c < 3; c++)
        for (let k = 0; k < n; k++) input[c * n + k] = (rgb[k * 3 + c] / max - MEAN[c]) / STD[c];
      return input;
    });
    for (const { name, a, b } of maps) {
      // The gate of docs/decisions/148-cutout-speed-int8-encoder.md: the decoder in int8 fell to ~0.88.
      let inter = 0;
      let union = 0;
      for (let i = 0; i < a.length; i++) {
        if (a[i] >= 0.5 && b[i] >= 0.5) inter++;
        if (a[i] >= 0.5 || b[i] >= 0.5) union++;
      }
      expect(union, name).toBeGreaterThan(n / 20);
      expect(inter / union, name).toBeGreaterThan(0.98);
    }
  });
});
