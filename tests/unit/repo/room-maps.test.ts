import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// A map per room (docs/decisions.md, "Maps"): a folder that holds more than 12 files, or that a feature enters by,
// has a README.md that names every file and subfolder in it, and names no file that is not there. Files are named
// by their own name (`apply-result.ts`) or their path from the repository's root; subfolders as `name/`.

/** Folders a feature enters by: mapped whatever their size. */
const ENTRANCES = [
  'api',
  'api/admin',
  'api/auth',
  'api/cricket',
  'api/cricket/import',
  'api/cricket/queries',
  'api/cricket/routes',
  'api/cricket/win-probability',
  'api/league',
  'api/players',
  'common',
  'contracts',
  'src/features/cricket',
  'src/features/cricket/components',
  'tests',
  'workers',
];
/** More than this many files directly in a folder make it a room that needs a map. */
const MAX_UNMAPPED = 12;
/** Folders of data, not code: their files are named by what reads them. */
const DATA = /^(data|public|tests\/fixtures|\.[^/]+)(\/|$)/;

interface Room {
  files: Set<string>;
  folders: Set<string>;
}

function rooms(tracked: string[]): Map<string, Room> {
  const out = new Map<string, Room>();
  const room = (dir: string) => {
    if (!out.has(dir)) out.set(dir, { files: new Set(), folders: new Set() });
    return out.get(dir)!;
  };
  for (const f of tracked) {
    const parts = f.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (i === parts.length - 1) room(dir).files.add(parts[i]);
      else room(dir).folders.add(parts[i]);
    }
  }
  return out;
}

/** The rooms that need a map: the entrances and every folder of more than 12 files. */
function mappedRooms(all: Map<string, Room>): string[] {
  const big = [...all].filter(([dir, r]) => !DATA.test(dir) && [...r.files].filter((f) => f !== 'README.md').length > MAX_UNMAPPED).map(([d]) => d);
  return [...new Set([...ENTRANCES, ...big])].sort();
}

/** A name written in the map: `x.ts`, a path ending in it, or `x/` for a folder. */
const named = (map: string, dir: string, name: string) => {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const end = name.endsWith('/') ? '' : '(?![\\w-])';
  return new RegExp(`(?<![\\w.-])(?:${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)?${esc}${end}`).test(map);
};

/** File names in a map (in backticks, with no folder): each must be in the room or below it. */
function bareNames(map: string): string[] {
  return [...map.matchAll(/`([\w.-]+\.(?:tsx?|mjs|js|json|css|md))`/g)].map((m) => m[1]);
}

/** The problems of one room's map, each saying what to change in which README. */
function mapProblems(dir: string, room: Room, map: string | null, below: Set<string>): string[] {
  const readme = `${dir}/README.md`;
  if (map === null) return [`${dir}/ has no map: add ${readme} (what the room holds, a line per file, what it imports and what imports it, pitfalls)`];
  const problems: string[] = [];
  for (const f of [...room.files].sort()) if (f !== 'README.md' && !named(map, dir, f)) problems.push(`${readme} does not name ${f}: add a line for ${dir}/${f}`);
  for (const d of [...room.folders].sort()) if (!named(map, dir, `${d}/`)) problems.push(`${readme} does not name the folder ${d}/: add a line for ${dir}/${d}/`);
  for (const n of new Set(bareNames(map))) if (!below.has(n)) problems.push(`${readme} names ${n}, which is not in ${dir}/ or below it: remove it or write its path`);
  return problems;
}

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const readText = (p: string) => {
  try {
    return readFileSync(p, 'utf8');
  } catch {
    return null;
  }
};

describe('every big room has a map that is true to its files', () => {
  it('names every file and folder of its room, and no file that is gone', () => {
    const all = rooms(tracked.filter((f) => readText(f) !== null || f.endsWith('.md')));
    const problems: string[] = [];
    for (const dir of mappedRooms(all)) {
      const room = all.get(dir);
      expect(room, `${dir} is listed as an entrance but holds no tracked file`).toBeDefined();
      // Names below the room, and the root's own files (`package.json`), are found.
      const below = new Set(tracked.filter((f) => f.startsWith(`${dir}/`) || !f.includes('/')).map((f) => f.split('/').pop()!));
      problems.push(...mapProblems(dir, room!, readText(`${dir}/README.md`), below));
    }
    expect(problems).toEqual([]);
  });

  it('says exactly what is missing', () => {
    const room: Room = { files: new Set(['a.ts', 'b-c.ts', 'README.md']), folders: new Set(['sub']) };
    const below = new Set(['a.ts', 'b-c.ts', 'd.ts']);
    expect(mapProblems('api/x', room, null, below)).toEqual([
      'api/x/ has no map: add api/x/README.md (what the room holds, a line per file, what it imports and what imports it, pitfalls)',
    ]);
    expect(mapProblems('api/x', room, '`a.ts` and `sub/`; `b.ts` and `d.ts` (in sub/)', below)).toEqual([
      'api/x/README.md does not name b-c.ts: add a line for api/x/b-c.ts',
      'api/x/README.md names b.ts, which is not in api/x/ or below it: remove it or write its path',
    ]);
    // `a.ts` inside `xa.ts` or `a.tsx` is not a's name; a path from the root is.
    expect(mapProblems('api/x', room, '`xa.ts` `a.tsx` api/x/b-c.ts `sub/`', new Set(['xa.ts', 'a.tsx']))).toEqual([
      'api/x/README.md does not name a.ts: add a line for api/x/a.ts',
    ]);
  });

  it('finds the rooms that need one: entrances and folders of more than 12 files, not data', () => {
    const many = (dir: string, n: number) => Array.from({ length: n }, (_, i) => `${dir}/f${i}.ts`);
    const found = mappedRooms(rooms([...many('src/big', 13), ...many('src/small', 12), ...many('tests/fixtures/x', 20)]));
    expect(found).toContain('src/big');
    expect(found).not.toContain('src/small');
    expect(found).not.toContain('tests/fixtures/x');
  });
});
