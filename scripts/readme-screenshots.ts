/**
 * Copies browser-test screenshots into docs/screenshots/ for the README, small: the top of the
 * screen only (at most 1.6× as tall as wide), at most 900 px wide, palette PNG.
 * Usage: tsx scripts/readme-screenshots.ts landing-1280:landing results-390:results-phone
 * (after `npm run test:e2e` has written test-results/screenshots/).
 */
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
for (const arg of process.argv.slice(2)) {
  const [source, target = source] = arg.split(':');
  const input = path.join(root, 'test-results', 'screenshots', `${source}.png`);
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const output = path.join(root, 'docs', 'screenshots', `${target}.png`);
  await sharp(input)
    .extract({ left: 0, top: 0, width, height: Math.min(height, Math.round(width * 1.6)) })
    .resize({ width: Math.min(width, 900) })
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toFile(output);
  console.log(`${path.relative(root, output)}`);
}
