import { describe, expect, it } from 'vitest';
import { downloadAll, FETCH_PAUSE_MS, SAVE_PAUSE_MS } from './download-all';
import { filenameFromDisposition, sanitizeFileName } from './file-names';

describe('file names', () => {
  it('keeps only letters, digits and underscores (plus the extension)', () => {
    expect(sanitizeFileName('Vital Greens — ad #3 (9:16).PNG')).toBe('Vital_Greens_ad_3_9_16.png');
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(sanitizeFileName('***.png')).toBe('ad.png');
    expect(sanitizeFileName('plain')).toBe('plain');
  });

  it('reads the filename of a content-disposition header', () => {
    expect(filenameFromDisposition('attachment; filename="Vital_Greens_1.png"')).toBe('Vital_Greens_1.png');
    expect(filenameFromDisposition("attachment; filename=x.png; filename*=UTF-8''Caf%C3%A9_1.png")).toBe('Café_1.png');
    expect(filenameFromDisposition('attachment; filename=ad_7.png')).toBe('ad_7.png');
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('inline')).toBeUndefined();
  });
});

describe('downloadAll', () => {
  it('fetches and saves one by one with 300 ms between fetches and 500 ms between saves', async () => {
    const log: string[] = [];
    const count = await downloadAll(['a', 'b', 'c'], {
      fetchOne: async (id) => {
        log.push(`fetch ${id}`);
        return id.toUpperCase();
      },
      save: (file) => log.push(`save ${file}`),
      sleep: async (ms) => {
        log.push(`sleep ${ms}`);
      },
    });
    expect(count).toBe(3);
    expect(log).toEqual([
      'fetch a',
      'save A',
      `sleep ${FETCH_PAUSE_MS}`,
      'fetch b',
      `sleep ${SAVE_PAUSE_MS}`,
      'save B',
      `sleep ${FETCH_PAUSE_MS}`,
      'fetch c',
      `sleep ${SAVE_PAUSE_MS}`,
      'save C',
    ]);
  });

  it('stops at the first failed fetch and reports it', async () => {
    const saved: string[] = [];
    const run = downloadAll(['a', 'b', 'c'], {
      fetchOne: async (id) => {
        if (id === 'b') throw new Error('404: gone');
        return id;
      },
      save: (f) => saved.push(f),
      sleep: async () => {},
    });
    await expect(run).rejects.toThrow('404: gone');
    expect(saved).toEqual(['a']);
  });
});
