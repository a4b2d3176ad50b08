/**
 * `tsx scripts/cutout-stages.ts [--held-out] [--limit N] [--loads N]`: where a cold cutout's wall
 * and CPU time go, per photo of the evaluation set: the whole cutout (`computeCutout`), its
 * analysis alone (`analysePhoto`: decode, network, objects, score) and a bare run of the network
 * on the photo's square; medians over the photos, with the load average. `--loads N` also times N
 * session loads of the published network and of the pre-optimised one, alternated, each followed
 * by one run (docs/decisions/115-cutout-pre-optimised-model.md). CPU is user + system of every
 * thread (process.cpuUsage): on the shared machine it is the figure to compare.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  analysePhoto,
  computeCutout,
  EXTENDED_MODEL_FILE,
  MODEL_SIDE,
  modelSession,
  predictSaliency,
  sessionOptions,
  SOURCE_MODEL_FILE,
} from '../engine/cutout/index.js';
import { FIXTURES, manifest } from '../tests/support/cutout-eval.js';

const arg = (name: string) => process.argv.indexOf(name);
const num = (name: string, fallback: number) => (arg(name) > 0 ? Number(process.argv[arg(name) + 1]) : fallback);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; cpu: number; value: T }> {
  const c = process.cpuUsage();
  const t = performance.now();
  const value = await f();
  const ms = performance.now() - t;
  const u = process.cpuUsage(c);
  return { ms, cpu: (u.user + u.system) / 1000, value };
}

const rows = new Map<string, number[]>();
const add = (k: string, v: number) => rows.set(k, [...(rows.get(k) ?? []), v]);
const photos = manifest(arg('--held-out') > 0).slice(0, num('--limit', Infinity));
const squareOf = async (photo: Buffer) =>
  new Uint8Array(
    await sharp(photo).rotate().removeAlpha().resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' }).raw().toBuffer(),
  );

console.log(`load average ${load()} on ${os.availableParallelism()} cores`);
const loads = num('--loads', 0);
if (loads) {
  const ort = await import('onnxruntime-node');
  const input = new Float32Array(3 * MODEL_SIDE * MODEL_SIDE).fill(0.25);
  for (let i = 0; i < loads; i++) {
    const files = { published: SOURCE_MODEL_FILE, 'pre-optimised': EXTENDED_MODEL_FILE };
    const order = Object.entries(files);
    for (const [name, file] of i % 2 ? order.reverse() : order) {
      const s = await timed(() => ort.InferenceSession.create(fs.readFileSync(file), sessionOptions()));
      const session = s.value;
      const feeds = { [session.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, MODEL_SIDE, MODEL_SIDE]) };
      const run = await timed(() => session.run(feeds, [session.outputNames[0]]));
      add(`session load, ${name}: wall`, s.ms);
      add(`session load, ${name}: CPU`, s.cpu);
      add(`first run, ${name}: CPU`, run.cpu);
      await session.release();
    }
  }
}
await modelSession();
for (const e of photos) {
  const photo = fs.readFileSync(path.join(FIXTURES, 'photos', `${e.name}.jpg`));
  const whole = await timed(() => computeCutout(photo));
  const analysis = await timed(() => analysePhoto(photo));
  const square = await squareOf(photo);
  const net = await timed(() => predictSaliency(square));
  add('cutout: wall', whole.ms);
  add('cutout: CPU', whole.cpu);
  add('analysis: wall', analysis.ms);
  add('analysis: CPU', analysis.cpu);
  add('network run: wall', net.ms);
  add('network run: CPU', net.cpu);
  add('analysis without the network: CPU', analysis.cpu - net.cpu);
  add('after the analysis (crop, edge, hand): CPU', whole.cpu - analysis.cpu);
}
for (const [k, v] of rows) console.log(`${k.padEnd(44)} median ${median(v).toFixed(0)} ms (${v.length})`);
console.log(`load average ${load()}`);
