import { describe, expect, it } from 'vitest';
import { carryFormat, CRICKET_FORMAT_KEYS, formatFromSearch, formatOfMatch, phaseOfOver, withFormat } from '../../../common/cricket/formats';
import { formatQuery } from '../../../contracts/cricket-fields';
import { PAGES } from '../../../contracts/route-manifest';

// Format and sex are one dimension, written once in common/cricket/formats.ts: the contract's `format`, the route
// manifest's parameters and the links that carry the format all come from it.

describe('the format dimension', () => {
  it('reads the format of a Cricsheet file from its match type and gender', () => {
    expect(formatOfMatch('Test', 'male')).toBe('tests');
    expect(formatOfMatch('ODI', 'female')).toBe('women-odis');
    expect(formatOfMatch('T20', 'male')).toBe('t20is');
    expect(formatOfMatch('MDM', 'male')).toBeNull();
    expect(formatOfMatch('Test', 'mixed')).toBeNull();
  });

  it('an address without format is men\'s Tests; an unknown one reads as none', () => {
    expect(formatFromSearch('')).toBe('tests');
    expect(formatFromSearch('?format=women-t20is&view=bowling')).toBe('women-t20is');
    expect(formatFromSearch('format=odis')).toBe('odis');
    expect(formatFromSearch('?format=hundred')).toBe('tests');
  });

  it('the contract takes exactly the list, and answers a wrong value naming the field', () => {
    for (const k of CRICKET_FORMAT_KEYS) expect(formatQuery.parse({ format: k })).toEqual({ format: k });
    const bad = formatQuery.safeParse({ format: 'ODI' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['format']);
  });

  it('every cricket page the server renders keys its render on the format', () => {
    const cricket = PAGES.filter((p) => p.render === 'server' && p.path.startsWith('/cricket') && p.path !== '/cricket/win-probability');
    expect(cricket.length).toBeGreaterThan(10);
    for (const p of cricket) expect('params' in p && (p.params as readonly string[]).includes('format'), p.path).toBe(true);
  });

  it('links to cricket pages carry the format of the page the visitor is on, and nothing else is touched', () => {
    expect(carryFormat('/cricket/player/je-root', '?format=odis')).toBe('/cricket/player/je-root?format=odis');
    expect(carryFormat('/cricket/records?table=most-runs', '?format=women-t20is&page=2')).toBe('/cricket/records?table=most-runs&format=women-t20is');
    expect(carryFormat('/cricket', '?format=t20is')).toBe('/cricket?format=t20is');
    // A link that names its format keeps it; men's Tests add nothing; other sections are left alone.
    expect(carryFormat('/cricket/player/je-root?format=tests', '?format=odis')).toBe('/cricket/player/je-root?format=tests');
    expect(carryFormat('/cricket/matches', '')).toBe('/cricket/matches');
    expect(carryFormat('/pool/matches', '?format=odis')).toBe('/pool/matches');
    expect(carryFormat('/cricketers', '?format=odis')).toBe('/cricketers');
    expect(withFormat('/cricket/teams?format=odis#top', 'tests')).toBe('/cricket/teams#top');
  });

  it('phases by over: powerplay, middle and death of a full ODI and T20I; none in a Test', () => {
    expect([1, 10, 11, 40, 41, 50].map((o) => phaseOfOver('odis', o))).toEqual(['powerplay', 'powerplay', 'middle', 'middle', 'death', 'death']);
    expect([6, 7, 15, 16].map((o) => phaseOfOver('women-t20is', o))).toEqual(['powerplay', 'middle', 'middle', 'death']);
    expect(phaseOfOver('tests', 3)).toBeNull();
  });
});
