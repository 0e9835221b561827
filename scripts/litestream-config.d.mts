export interface LitestreamSettings {
  database: string;
  replicaUrl: string;
  syncInterval: string;
  snapshotInterval: string;
  retention: string;
  configPath: string;
  bin: string;
}
export class LitestreamConfigError extends Error {}
export function litestreamSettings(env?: Record<string, string | undefined>): LitestreamSettings | null;
export function litestreamYaml(settings: LitestreamSettings): string;
export function writeLitestreamConfig(env?: Record<string, string | undefined>): LitestreamSettings | null;
export function litestreamVersion(bin: string): string | null;
