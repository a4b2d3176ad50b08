import sharp from 'sharp';
import { DEMO_ITEMS } from '../../engine/catalog/index.js';
import { demoProductPhoto } from '../../engine/demo/index.js';
import { type ProductInput } from '../../contract/engine.js';

/** A demo product as a buyer would upload it. */
export async function demoInput(i = 0): Promise<ProductInput> {
  const item = DEMO_ITEMS[i % DEMO_ITEMS.length];
  return { photo: await demoProductPhoto(item.product), name: item.name, description: item.description };
}

/** A photo with a busy, noisy background that cannot be cut out. */
export async function busyPhoto(): Promise<Buffer> {
  const w = 300,
    h = 400;
  const data = Buffer.alloc(w * h * 3);
  let s = 7;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    data[i] = s & 255;
  }
  return sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

export async function stats(png: Buffer) {
  const img = sharp(png);
  const meta = await img.metadata();
  const st = await img.stats();
  return { width: meta.width, height: meta.height, stdev: Math.max(...st.channels.map((c) => c.stdev)) };
}
