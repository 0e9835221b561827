import { describe, expect, it } from 'vitest';
import { litestreamSettings, litestreamYaml } from '../../../scripts/litestream-config.mjs';

// Replication is configured by environment variables (scripts/litestream-config.mjs); bench/litestream-drill.ts
// runs the real program with what this writes.

describe('Litestream configuration from the environment', () => {
  it('is off without LITESTREAM_REPLICA_URL', () => {
    expect(litestreamSettings({ DATABASE_PATH: '/srv/site.db' })).toBeNull();
  });

  it('writes one database and one replica with the defaults, beside the database', () => {
    const s = litestreamSettings({ DATABASE_PATH: '/srv/data/site.db', LITESTREAM_REPLICA_URL: 's3://league-backups/site' })!;
    expect(s).toMatchObject({ database: '/srv/data/site.db', configPath: '/srv/data/litestream.yml', syncInterval: '1s', retention: '72h', bin: 'litestream' });
    expect(litestreamYaml(s)).toBe(
      [
        '# Written by scripts/litestream-config.mjs from the LITESTREAM_* environment variables; edits are overwritten.',
        'dbs:',
        '  - path: "/srv/data/site.db"',
        '    replicas:',
        '      - url: "s3://league-backups/site"',
        '        sync-interval: 1s',
        '        snapshot-interval: 24h',
        '        retention: 72h',
        '',
      ].join('\n'),
    );
  });

  it('refuses what Litestream would misread, naming the variable', () => {
    const bad = (env: Record<string, string>) => () => litestreamSettings({ DATABASE_PATH: '/srv/site.db', ...env });
    expect(bad({ LITESTREAM_REPLICA_URL: 'backups/site' })).toThrow(/^LITESTREAM_REPLICA_URL must be a URL/);
    expect(bad({ LITESTREAM_REPLICA_URL: 'http://example.com/site' })).toThrow(/^LITESTREAM_REPLICA_URL must start with file:\/\//);
    expect(bad({ LITESTREAM_REPLICA_URL: 'file://backups/site' })).toThrow(/absolute folder/);
    expect(bad({ LITESTREAM_REPLICA_URL: 'file:///b', LITESTREAM_SYNC_INTERVAL: 'often' })).toThrow(/^LITESTREAM_SYNC_INTERVAL must be a duration/);
    expect(() => litestreamSettings({ DATABASE_PATH: ':memory:', LITESTREAM_REPLICA_URL: 'file:///b' })).toThrow(/^DATABASE_PATH must be a file/);
  });

  it('quotes a path YAML would otherwise read differently', () => {
    const s = litestreamSettings({ DATABASE_PATH: '/srv/my league: #1/site.db', LITESTREAM_REPLICA_URL: 'file:///backups/site' })!;
    expect(litestreamYaml(s)).toContain('  - path: "/srv/my league: #1/site.db"');
  });
});
