import fs from 'node:fs';
import path from 'node:path';
import { processInfo, type ProcessInfo } from './proc-info.js';

/**
 * `<data dir>/temporal/dev-server.json`: which Temporal dev server this data folder's app started
 * (its PID, start time and command line) and which app process owns it. Written as soon as the
 * server is spawned and removed when the app stops it, so after a crash (`kill -9` of the app, whose
 * child then keeps running) the next start knows the leftover server is its own (decision 055).
 */
export type DevServerRecord = {
  server: { pid: number; startTicks: number; cmdline: string[] };
  owner: { pid: number; startTicks: number };
  port: number;
  uiPort: number;
  startedAt: string;
};

export const recordPath = (dataDir: string) => path.join(dataDir, 'dev-server.json');

export function readRecord(dataDir: string): DevServerRecord | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(recordPath(dataDir), 'utf8')) as DevServerRecord;
    return parsed?.server?.pid && parsed.owner?.pid ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeRecord(
  dataDir: string,
  server: ProcessInfo,
  ports: { port: number; uiPort: number },
  owner: ProcessInfo | undefined = processInfo(process.pid),
): void {
  const record: DevServerRecord = {
    server: { pid: server.pid, startTicks: server.startTicks, cmdline: server.cmdline },
    owner: { pid: process.pid, startTicks: owner?.startTicks ?? 0 },
    ...ports,
    startedAt: new Date().toISOString(),
  };
  // Written whole, then renamed: a crash mid-write leaves the previous record, never half of one.
  const tmp = `${recordPath(dataDir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(record, null, 2));
  fs.renameSync(tmp, recordPath(dataDir));
}

/** Removes the record if it still names this server (a newer start may have replaced it). */
export function removeRecord(dataDir: string, serverPid: number): void {
  if (readRecord(dataDir)?.server.pid === serverPid) fs.rmSync(recordPath(dataDir), { force: true });
}
