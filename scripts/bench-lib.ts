/**
 * Shared by the benchmark scripts: the machine-readable result line that scripts/bench-all.ts
 * collects, a description of the machine, percentiles, and the resident memory of a process tree.
 */
import fs from 'node:fs';
import os from 'node:os';

/** The prefix of the one line per benchmark that bench-all parses; everything else is for humans. */
export const RESULT_PREFIX = 'BENCH_RESULT ';

export type Figure = { name: string; value: number; unit: string; goal?: string; ok?: boolean };

export function emitResult(bench: string, figures: Figure[], extra: Record<string, unknown> = {}) {
  console.log(RESULT_PREFIX + JSON.stringify({ bench, figures, ...extra }));
}

export function parseResult(output: string): { bench: string; figures: Figure[] } & Record<string, unknown> {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.startsWith(RESULT_PREFIX));
  if (!line) throw new Error('the benchmark printed no result line');
  return JSON.parse(line.slice(RESULT_PREFIX.length));
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export function machine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  return {
    cpus: os.availableParallelism(),
    cpuModel: model,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
    date: new Date().toISOString(),
  };
}

type Proc = { pid: number; ppid: number; rssKiB: number; cmdline: string };

function readProc(pid: number): Proc | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return { pid, ppid, rssKiB, cmdline };
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

/** The process and all its descendants, read from /proc (Linux only). */
export function processTree(rootPid: number): Proc[] {
  const all = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readProc(Number(d)))
    .filter((p): p is Proc => !!p);
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const root = all.find((p) => p.pid === rootPid);
  if (!root) return [];
  const out: Proc[] = [];
  const stack = [root];
  while (stack.length) {
    const p = stack.pop()!;
    out.push(p);
    stack.push(...(children.get(p.pid) ?? []));
  }
  return out;
}
