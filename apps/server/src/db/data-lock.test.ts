import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mall-lock-'));

describe('data folder lock', () => {
  it('refuses a folder another live process holds', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'mall.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another mall process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'mall.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'mall.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'mall.lock'))).toBe(false);
  });
});
