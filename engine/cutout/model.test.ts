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
    const ort = await import('onnxruntime-node');
    const [published, optimised] = await Promise.all(
      [SOURCE_MODEL_FILE, EXTENDED_MODEL_FILE].map((f) =>
        ort.InferenceSession.create(fs.readFileSync(f), sessionOptions()),
      ),
    );
    try {
      for (const name of ['amber-glass-bottle', 'jar-espresso-coffee-photo']) {
        const rgb = await sharp(path.join(FIXTURES, `${name}.jpg`))
          .removeAlpha()
          .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
          .raw()
          .toBuffer();
        const input = Float32Array.from(rgb, (v) => v / 255 - 0.45);
        const [a, b] = await Promise.all(
          [published, optimised].map(async (s) => {
            const feeds = { [s.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, MODEL_SIDE, MODEL_SIDE]) };
            return (await s.run(feeds, [s.outputNames[0]]))[s.outputNames[0]].data as Float32Array;
          }),
        );
        // Bit for bit on the machine that wrote it; a fused kernel on another CPU may round differently.
        let worst = 0;
        for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]));
        expect(worst, name).toBeLessThan(1e-4);
      }
    } finally {
      await Promise.all([published.release(), optimised.release()]);
    }
  });

  it('with its encoder in int8, keeps the float map thresholded at 0.5', { timeout: 120_000 }, async () => {
    const ort = await import('onnxruntime-node');
    const [float, int8] = await Promise.all(
      [EXTENDED_MODEL_FILE, MODEL_FILE].map((f) => ort.InferenceSession.create(fs.readFileSync(f), sessionOptions())),
    );
    try {
      for (const name of ['amber-glass-bottle', 'jar-espresso-coffee-photo']) {
        const rgb = await sharp(path.join(FIXTURES, `${name}.jpg`))
          .removeAlpha()
          .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
          .raw()
          .toBuffer();
        // The network's own input (model.ts): planes, divided by the maximum, ImageNet mean and deviation.
        const n = MODEL_SIDE * MODEL_SIDE;
        const max = rgb.reduce((m, v) => Math.max(m, v), 1);
        const input = new Float32Array(3 * n);
        for (let c = 0; c < 3; c++)
          for (let k = 0; k < n; k++) input[c * n + k] = (rgb[k * 3 + c] / max - MEAN[c]) / STD[c];
        const [a, b] = await Promise.all(
          [float, int8].map(async (s) => {
            const feeds = { [s.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, MODEL_SIDE, MODEL_SIDE]) };
            return (await s.run(feeds, [s.outputNames[0]]))[s.outputNames[0]].data as Float32Array;
          }),
        );
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
    } finally {
      await Promise.all([float.release(), int8.release()]);
    }
  });
});
