import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { fullRow, type LedgerRow } from '../../../../workers/betting/ledger';

/**
 * The bet ledger's storage: IndexedDB in the visitor's browser, through `idb` (a thin promise wrapper). Nothing
 * is ever sent to the site: there is no server side to the ledger.
 */
export const LEDGER_DB = 'bet-ledger';
const STORE = 'bets';

export interface StoredBet extends LedgerRow {
  id: number;
}

interface LedgerSchema extends DBSchema {
  bets: { key: number; value: Omit<StoredBet, 'id'> & { id?: number } };
}

let dbPromise: Promise<IDBPDatabase<LedgerSchema>> | null = null;
function db(): Promise<IDBPDatabase<LedgerSchema>> {
  dbPromise ??= openDB<LedgerSchema>(LEDGER_DB, 1, {
    upgrade(d) {
      d.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    },
  });
  return dbPromise;
}

export async function listBets(): Promise<StoredBet[]> {
  // Bets stored before the optional columns existed read them as empty.
  return ((await (await db()).getAll(STORE)) as StoredBet[]).map((b) => ({ ...fullRow(b), id: b.id }));
}

/** Adds bets in one transaction (all or none); resolves once they are stored. */
export async function addBets(rows: LedgerRow[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all([...rows.map((r) => tx.store.add({ ...r })), tx.done]);
}

export async function deleteBet(id: number): Promise<void> {
  await (await db()).delete(STORE, id);
}

export async function clearBets(): Promise<void> {
  await (await db()).clear(STORE);
}

/** For tests: forget the open connection (a fresh fake IndexedDB per test). */
export function closeLedgerDb(): void {
  void dbPromise?.then((d) => d.close());
  dbPromise = null;
}
