import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_NAME_PATTERN,
  checkArchive,
  MAX_ARCHIVE_BYTES,
} from '../../../../src/features/admin/upload-checks';

const MB = 1024 * 1024;

describe('archive checks before sending', () => {
  it('accepts export_for_genoapp_SLC + three word characters + .zip, up to 100 MB', () => {
    expect(checkArchive({ name: 'export_for_genoapp_SLC001.zip', size: 418_000 })).toBeNull();
    expect(checkArchive({ name: 'export_for_genoapp_SLCa_9.zip', size: 1 })).toBeNull();
    expect(checkArchive({ name: 'export_for_genoapp_SLC002.zip', size: 100 * MB })).toBeNull();
  });

  it('refuses anything that does not end with .zip first', () => {
    expect(checkArchive({ name: 'export_for_genoapp_SLC001.tar.gz', size: 10 })).toBe('notZip');
    expect(checkArchive({ name: 'counts.tsv', size: 10 })).toBe('notZip');
    expect(checkArchive({ name: 'zip', size: 10 })).toBe('notZip');
  });

  it('refuses a ZIP whose name does not follow the pattern', () => {
    for (const name of [
      'data.zip',
      'export_for_genoapp_SLC01.zip',
      'export_for_genoapp_SLC0001.zip',
      'export_for_genoapp_slc001.zip',
      'export_for_genoapp_SLC00-.zip',
      'my_export_for_genoapp_SLC001.zip',
      'export_for_genoapp_SLC001.ZIP',
    ]) {
      expect(checkArchive({ name, size: 10 }), name).toBe('badName');
    }
  });

  it('refuses a well-named archive over 100 × 1024² bytes', () => {
    expect(MAX_ARCHIVE_BYTES).toBe(104_857_600);
    expect(checkArchive({ name: 'export_for_genoapp_SLC001.zip', size: 100 * MB + 1 })).toBe('tooLarge');
  });

  it('checks in order: type, then name, then size', () => {
    expect(checkArchive({ name: 'huge.rar', size: 500 * MB })).toBe('notZip');
    expect(checkArchive({ name: 'huge.zip', size: 500 * MB })).toBe('badName');
  });

  it('uses the same pattern as the server', () => {
    expect(ARCHIVE_NAME_PATTERN.source).toBe('^export_for_genoapp_SLC\\w{3}\\.zip$');
  });
});
