import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/database';
import { parseCsvRows } from '../../../common/csv';
import { fetchSource } from './fetch-source';

/**
 * Cricsheet's people register: `people.csv` (identifier, name, unique_name, keys of other sites ...) and
 * `names.csv` (identifier, name: every name a person has been known by). Used for full names and search.
 */

export const OFFICIAL_REGISTER_BASE = 'https://cricsheet.org/register/';

export interface RegisterPerson {
  playerId: string;
  /** people.csv `name` (Cricsheet's name for the person). */
  registerName: string;
  /** The full name chosen from the known names (see chooseFullName), or null. */
  fullName: string | null;
  /** Every known name: people.csv name, unique_name and names.csv names, distinct, in file order. */
  names: string[];
  /** people.csv `key_cricinfo`: the person's Cricinfo profile number, or null. */
  keyCricinfo: string | null;
}

export interface Register {
  source: string;
  people: RegisterPerson[];
}

const INITIALS = /^(?:[A-Z]{1,4}|(?:[A-Z]\.)+)$/;
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '');

/**
 * The full name for a person: among the known names with at least two words, none of them initials
 * ("JE", "J.E."), the one ending with the same surname as the Cricsheet name, preferring the fewest
 * words ("Joe Root" over "Joseph Edward Root"), then the earliest listed. Null when none qualifies.
 */
export function chooseFullName(cricsheetName: string, names: readonly string[]): string | null {
  const words = cricsheetName.trim().split(/\s+/);
  const surname = fold(words[words.length - 1] ?? '');
  let best: { name: string; words: number } | null = null;
  for (const n of names) {
    const w = n.trim().split(/\s+/);
    if (w.length < 2 || w.some((x) => INITIALS.test(x))) continue;
    if (surname && fold(w[w.length - 1]) !== surname) continue;
    if (!best || w.length < best.words) best = { name: n.trim(), words: w.length };
  }
  return best?.name ?? null;
}

/** The rows of one register file; an invalid file is an Error naming it and the line (RFC 4180, common/csv.ts). */
function csvRows(file: string, text: string): string[][] {
  try {
    return parseCsvRows(text);
  } catch (e) {
    throw new Error(`${file} is not valid CSV: ${(e as Error).message}`);
  }
}

export function buildRegister(source: string, peopleCsv: string, namesCsv: string): Register {
  const people = csvRows('people.csv', peopleCsv);
  const header = people.shift() ?? [];
  const idCol = header.indexOf('identifier');
  const nameCol = header.indexOf('name');
  const uniqueCol = header.indexOf('unique_name');
  const cricinfoCol = header.indexOf('key_cricinfo');
  if (idCol < 0 || nameCol < 0) throw new Error('people.csv has no "identifier" and "name" columns');
  const names = csvRows('names.csv', namesCsv);
  const nHeader = names.shift() ?? [];
  const nId = nHeader.indexOf('identifier');
  const nName = nHeader.indexOf('name');
  if (nId < 0 || nName < 0) throw new Error('names.csv has no "identifier" and "name" columns');
  const byId = new Map<string, RegisterPerson>();
  for (const r of people) {
    const id = r[idCol]?.trim();
    const name = r[nameCol]?.trim();
    if (!id || !name) continue;
    const known = [name];
    const unique = uniqueCol >= 0 ? r[uniqueCol]?.trim() : '';
    if (unique && unique !== name) known.push(unique);
    const cricinfo = cricinfoCol >= 0 ? r[cricinfoCol]?.trim() : '';
    byId.set(id, { playerId: id, registerName: name, fullName: null, names: known, keyCricinfo: cricinfo && /^\d+$/.test(cricinfo) ? cricinfo : null });
  }
  for (const r of names) {
    const p = byId.get(r[nId]?.trim() ?? '');
    const n = r[nName]?.trim();
    if (p && n && !p.names.includes(n)) p.names.push(n);
  }
  for (const p of byId.values()) p.fullName = chooseFullName(p.registerName, p.names);
  return { source, people: [...byId.values()] };
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

const fetchText = async (url: string, timeoutMs: number): Promise<string> => (await fetchSource(url, timeoutMs)).text();

/**
 * Read the register from a folder holding people.csv and names.csv, or from a URL: the base folder URL
 * (".../register/") or the URL of people.csv (names.csv is taken beside it).
 */
export async function loadRegister(spec: string, timeoutMs = 10_000): Promise<Register> {
  if (isUrl(spec)) {
    const base = spec.endsWith('/') ? spec : spec.replace(/[^/]*$/, '');
    const [people, names] = await Promise.all([fetchText(new URL('people.csv', base).href, timeoutMs), fetchText(new URL('names.csv', base).href, timeoutMs)]);
    return buildRegister(spec, people, names);
  }
  const dir = existsSync(spec) && statSync(spec).isFile() ? dirname(spec) : spec;
  const people = join(dir, 'people.csv');
  const names = join(dir, 'names.csv');
  if (!existsSync(people)) throw new Error(`no people.csv in ${dir}`);
  // names.csv (every name a person was known by) is optional: without it, people.csv's names alone.
  return buildRegister(dir, readFileSync(people, 'utf8'), existsSync(names) ? readFileSync(names, 'utf8') : 'identifier,name\n');
}

/**
 * Where the register is by default, "beside the matches": the source folder itself, or the folder holding
 * a zip, when it has people.csv (names.csv beside it is read when there); for a URL source, the official register when the source is
 * on cricsheet.org, else the URL's own folder. Null when a local source has no register beside it.
 */
export function registerBeside(source: string): string | null {
  if (isUrl(source)) return /^https?:\/\/(www\.)?cricsheet\.org\//i.test(source) ? OFFICIAL_REGISTER_BASE : source.replace(/[^/]*$/, '');
  if (!existsSync(source)) return null;
  const dir = statSync(source).isDirectory() ? source : dirname(source);
  return existsSync(join(dir, 'people.csv')) ? dir : null;
}

/** Replace the stored register with this one (one transaction; the import that calls it raises the cricket data version). */
export function storeRegister(db: Db, reg: Register) {
  const delPeople = db.prepare('DELETE FROM cricket_register_people');
  const delNames = db.prepare('DELETE FROM cricket_register_names');
  const insPerson = db.prepare('INSERT INTO cricket_register_people (player_id, register_name, full_name, key_cricinfo) VALUES (?, ?, ?, ?)');
  const insName = db.prepare('INSERT OR IGNORE INTO cricket_register_names (player_id, name) VALUES (?, ?)');
  db.transaction(() => {
    delPeople.run();
    delNames.run();
    for (const p of reg.people) {
      insPerson.run(p.playerId, p.registerName, p.fullName, p.keyCricinfo);
      for (const n of p.names) insName.run(p.playerId, n);
    }
  })();
}
