import { openDatabase } from './api/db/database';
import { records } from './api/cricket/records-queries';
import { RECORD_TABLES } from './contracts/cricket';
const db = openDatabase('/tmp/cards.db');
const res: Record<string, string> = {};
const out: string[] = [];
for (const t of RECORD_TABLES) {
  const cpu: number[] = [];
  for (let i = 0; i < 3; i++) { const c0 = process.cpuUsage(); const a = records(db, t, {}, { limit: 5, offset: 0 }); const b = records(db, t, { ground: "Lord's" }, { limit: 50, offset: 0 }); const c = process.cpuUsage(c0); cpu.push(Math.round((c.user + c.system) / 1000)); res[t] = JSON.stringify([a, b, records(db, t, {}, { limit: 50, offset: 100 })]); }
  out.push(`${t} ${cpu.join('/')}`);
}
console.log(out.join('\n'));
import { createHash } from 'node:crypto';
console.log(createHash('sha1').update(JSON.stringify(res)).digest('hex'));
