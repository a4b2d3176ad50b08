import { describe, expect, it } from 'vitest';
import { CutoutGate } from './cutout-gate.js';

/** A job that runs until released, recording what ran beside it. */
function recorder() {
  const running = new Set<string>();
  const overlaps: string[][] = [];
  const releases = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((done) => {
      running.add(name);
      overlaps.push([...running].sort());
      releases.set(name, () => {
        running.delete(name);
        done(name);
      });
    });
  const release = async (name: string) => {
    releases.get(name)!();
    // Let the gate hand the threads on.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { running, overlaps, job, release };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('CutoutGate', () => {
  it('runs renders side by side up to the thread count, in order', async () => {
    const gate = new CutoutGate(2);
    const r = recorder();
    const done = ['a', 'b', 'c'].map((n) => gate.render(r.job(n)));
    await settle();
    expect([...r.running]).toEqual(['a', 'b']);
    await r.release('a');
    expect([...r.running].sort()).toEqual(['b', 'c']);
    await r.release('b');
    await r.release('c');
    await expect(Promise.all(done)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('never runs a cutout beside a render, and lets it go before renders asked for later', async () => {
    const gate = new CutoutGate(2);
    const r = recorder();
    const first = ['a', 'b', 'c'].map((n) => gate.render(r.job(n)));
    await settle();
    const cut = gate.cutOut(r.job('cut'));
    const later = gate.render(r.job('d'));
    await settle();
    expect([...r.running].sort()).toEqual(['a', 'b']);
    await r.release('a');
    // 'c' was waiting before the cutout was asked for, but the cutout goes first once 'b' is done.
    expect([...r.running]).toEqual(['b']);
    await r.release('b');
    expect([...r.running]).toEqual(['cut']);
    await r.release('cut');
    expect([...r.running].sort()).toEqual(['c', 'd']);
    await r.release('c');
    await r.release('d');
    await Promise.all([...first, cut, later]);
    for (const ran of r.overlaps) if (ran.includes('cut')) expect(ran).toEqual(['cut']);
  });

  it('runs cutouts one at a time and carries on after one fails', async () => {
    const gate = new CutoutGate(2);
    const r = recorder();
    const failed = gate.cutOut(() => Promise.reject(new Error('bad photo')));
    const second = gate.cutOut(r.job('second'));
    const third = gate.cutOut(r.job('third'));
    await expect(failed).rejects.toThrow('bad photo');
    await settle();
    expect([...r.running]).toEqual(['second']);
    await r.release('second');
    expect([...r.running]).toEqual(['third']);
    await r.release('third');
    await expect(Promise.all([second, third])).resolves.toEqual(['second', 'third']);
  });
});
