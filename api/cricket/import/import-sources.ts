/**
 * Where an import reads its match files from: a folder of Cricsheet JSON files, a zip (read entry by entry, one
 * match in memory at a time) or a URL of a zip, downloaded first.
 */
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { fetchSource } from './fetch-source';

/** One file of a source, read lazily so only one match is in memory at a time. */
export interface SourceFile {
  name: string;
  read: () => Promise<Buffer>;
}

export interface Source {
  total: number | null;
  files: AsyncIterable<SourceFile>;
  close: () => void;
}

export async function download(url: string, dest: string, timeoutMs: number) {
  const res = await fetchSource(url, timeoutMs);
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), createWriteStream(dest));
}

export function folderSource(dir: string): Source {
  const names = readdirSync(dir).filter(isMatchFile).sort();
  return {
    total: names.length,
    close: () => {},
    files: (async function* () {
      for (const name of names) yield { name, read: async () => readFileSync(join(dir, name)) };
    })(),
  };
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(new Error(`Cannot open zip ${path}: ${err.message}`)) : resolve(zip))),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

const isMatchFile = (name: string) => !name.endsWith('/') && name.toLowerCase().endsWith('.json');

/** Every entry of the zip's central directory (names and offsets only: nothing is inflated). */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    };
    const onEnd = () => {
      cleanup();
      resolve(entries);
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/**
 * A zip's match files (JSON entries), read one at a time: the archive is never held in memory. The
 * central directory is listed first, so the total counts match files only (not README.txt).
 */
export async function zipSource(path: string): Promise<Source> {
  const zip = await openZip(path);
  let entries: yauzl.Entry[];
  try {
    entries = (await listEntries(zip)).filter((e) => isMatchFile(e.fileName));
  } catch (e) {
    zip.close();
    throw e;
  }
  return {
    total: entries.length,
    close: () => zip.close(),
    files: (async function* () {
      for (const entry of entries) yield { name: entry.fileName, read: () => readEntry(zip, entry) };
    })(),
  };
}
