import fs from 'node:fs';

/**
 * What Linux's /proc says about a process and about who listens on a port: enough to tell the
 * embedded Temporal dev server this app started from another program on the same port, and a
 * live process from a recycled PID (its start time differs). Elsewhere (no /proc) every answer is
 * "unknown", and callers stay on the safe side: they never stop or adopt what they cannot identify.
 */
export type ProcessInfo = {
  pid: number;
  /** Start time in clock ticks since boot (/proc/<pid>/stat field 22): with the PID, one process. */
  startTicks: number;
  /** argv as the process sees it; empty when it may not be read. */
  cmdline: string[];
};

export const hasProc = () => fs.existsSync('/proc/self/stat');

/** The process with this PID, unless it does not exist or is a zombie. */
export function processInfo(pid: number): ProcessInfo | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
  let cmdline: string[] = [];
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    // another user's process: its command line stays unknown
  }
  return { pid, startTicks: Number(fields[19]), cmdline };
}

/** Still the same process: alive, and started when it was when it was recorded. */
export function isSameProcess(recorded: { pid: number; startTicks: number }): boolean {
  return processInfo(recorded.pid)?.startTicks === recorded.startTicks;
}

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

export const describeProcess = (info: ProcessInfo | undefined, pid?: number) =>
  info
    ? `pid ${info.pid}${info.cmdline.length ? ` (${clip(info.cmdline.join(' '))})` : ''}`
    : pid
      ? `pid ${pid}`
      : 'a process this user cannot inspect';

/** Socket inodes listening on a TCP port, any local address, IPv4 and IPv6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // cols: sl, local_address, rem_address, st, tx:rx, tr:when, retrnsmt, uid, timeout, inode
      if (cols.length > 9 && cols[3] === '0A' && cols[1].endsWith(`:${hexPort}`)) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/**
 * Who listens on <port> (any local address, which blocks 127.0.0.1 too): a PID, 'unknown' when
 * something listens but its process cannot be seen (another user's), undefined when nothing does.
 * Linux only (hasProc()).
 */
export function listenerOf(port: number): number | 'unknown' | undefined {
  const inodes = listeningInodes(port);
  if (!inodes.size) return undefined;
  const wanted = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (wanted.has(fs.readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return 'unknown';
}
