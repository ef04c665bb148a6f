import { backupFileNames } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { backupFiles, exportFailureLog } from './backup-files';

describe('backupFiles', () => {
  it('lists every flag of the exists call once, in the spec order', () => {
    expect(backupFiles.map((file) => file.name)).toEqual([...backupFileNames]);
  });
});

describe('exportFailureLog', () => {
  it("writes the spec's log line", () => {
    expect(exportFailureLog(500, 'Internal Server Error', 'the disk is full')).toBe(
      'Status: 500,Internal Server Error, the disk is full',
    );
  });
});
