import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addBets, clearBets, closeLedgerDb, deleteBet, listBets } from '../../../src/features/betting/utils/ledger-store';
import { fullRow, type LedgerRow } from '../../../workers/betting/ledger';

const row = (event: string): LedgerRow => fullRow({ date: '2026-11-20', event, selection: 'Home', odds: '5/2', stake: '10', closing: '3.3 3.4 2.2', result: 'pending', sport: 'Football', market: 'Match odds', bookmaker: 'Book A', probability: '31.5' });

describe('the ledger store (IndexedDB through idb, fake-indexeddb here)', () => {
  afterEach(async () => {
    await clearBets();
    closeLedgerDb();
  });

  it('adds, lists in order, deletes one and clears all', async () => {
    await addBets([row('A v B'), row('C v D'), row('E v F')]);
    const all = await listBets();
    expect(all.map((b) => b.event)).toEqual(['A v B', 'C v D', 'E v F']);
    expect(new Set(all.map((b) => b.id)).size).toBe(3);
    await deleteBet(all[1].id);
    expect((await listBets()).map((b) => b.event)).toEqual(['A v B', 'E v F']);
    await clearBets();
    expect(await listBets()).toEqual([]);
  });

  it('keeps the text exactly as entered, across a reconnection', async () => {
    const odd = { ...row('Smith, J v "Jones" <b>'), odds: '\u2212200' };
    await addBets([odd]);
    closeLedgerDb();
    const [back] = await listBets();
    const { id, ...rest } = back;
    expect(id).toBeGreaterThan(0);
    expect(rest).toEqual(odd);
  });

  it('a bet stored before sport, market, bookmaker and probability existed reads them as empty', async () => {
    const { sport: _s, market: _m, bookmaker: _b, probability: _p, ...old } = row('Old v Bet');
    await addBets([old as LedgerRow]);
    const [back] = await listBets();
    expect(back).toMatchObject({ event: 'Old v Bet', sport: '', market: '', bookmaker: '', probability: '' });
  });
});
