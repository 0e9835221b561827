// CPU time of a command and of every process it starts, browsers and servers included (Linux only).
//
//   node bench/cpu-of.mjs npx playwright test tests/e2e/shell/shell.spec.ts
//
// `time` counts only the children a process waited for; Chromium's renderers and the servers Playwright starts are
// often not among them. This polls /proc every 100 ms, follows every process descended from the command (by
// parent id, remembered once seen, so a process whose parent has gone is still counted) and adds up each one's own
// user + system time as last seen. Processes that live less than 100 ms are missed: a slight undercount.
// Prints "cpu <seconds> s (user <s>, sys <s>), wall <s> s, <n> processes" on stderr when the command ends, with the
// seconds per command name, and exits with the command's exit code. A Chromium process is named with its --type
// (renderer, gpu-process, utility, zygote; none is the browser process), to see where the browser's time goes, and
// a node process with its script's file name.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK = 100; // clock ticks per second on Linux (getconf CLK_TCK)
const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node bench/cpu-of.mjs COMMAND [ARGS...]');
  process.exit(2);
}
const t0 = Date.now();
const child = spawn(cmd, args, { stdio: 'inherit' });
const tracked = new Set([child.pid]);
/** pid:starttime -> { name, user, sys } as last seen */
const seen = new Map();

function stat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = s.lastIndexOf(')');
    const name = s.slice(s.indexOf('(') + 1, close);
    const f = s.slice(close + 2).split(' ');
    // After the name: state(0) ppid(1) ... utime(11) stime(12) ... starttime(19)
    return { pid, name, ppid: Number(f[1]), user: Number(f[11]), sys: Number(f[12]), start: f[19] };
  } catch {
    return null;
  }
}

/** "chromium:renderer" and the like for a Chromium process (its --type argument), else the name as is; null if unreadable. */
function withType(s) {
  if (s.name === 'node') {
    // node and its script: node:server.js, node:workerMain.js (a Playwright worker), node:cli.js and so on.
    try {
      const args = readFileSync(`/proc/${s.pid}/cmdline`, 'utf8').split('\0');
      // An exited process not yet reaped (a server Playwright killed) has an empty command line: keep its last name.
      if (!args[0]) return null;
      const script = args.slice(1).find((a) => !a.startsWith('-'));
      return script ? `node:${script.split('/').pop()}` : 'node';
    } catch {
      return null;
    }
  }
  if (!/chrom/.test(s.name)) return s.name;
  try {
    // Split on spaces too: Chromium's child processes rewrite their arguments as one string (setproctitle).
    const args = readFileSync(`/proc/${s.pid}/cmdline`, 'utf8').split(/[\0 ]/);
    if (!args[0]) return null;
    const type = args.find((a) => a.startsWith('--type='));
    return `${s.name}:${type ? type.slice(7) : 'browser'}`;
  } catch {
    return null;
  }
}

function poll() {
  const all = [];
  for (const d of readdirSync('/proc')) if (/^\d+$/.test(d)) {
    const s = stat(Number(d));
    if (s) all.push(s);
  }
  // Parents may be listed after their children: repeat until no new process joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of all) if (!tracked.has(s.pid) && tracked.has(s.ppid)) {
      tracked.add(s.pid);
      grew = true;
    }
  }
  for (const s of all) if (tracked.has(s.pid)) {
    const key = `${s.pid}:${s.start}`;
    // Read each time: a process forked from Chromium's zygote shows the zygote's arguments until it sets its own.
    s.name = withType(s) ?? seen.get(key)?.name ?? s.name;
    seen.set(key, s);
  }
}

const timer = setInterval(poll, 100);
poll();
child.on('exit', (code) => {
  clearInterval(timer);
  let user = 0;
  let sys = 0;
  const byName = new Map();
  for (const s of seen.values()) {
    user += s.user;
    sys += s.sys;
    byName.set(s.name, (byName.get(s.name) ?? 0) + s.user + s.sys);
  }
  const names = [...byName].sort((a, b) => b[1] - a[1]).map(([n, t]) => `${n} ${(t / TICK).toFixed(1)}`).join(', ');
  console.error(
    `cpu ${((user + sys) / TICK).toFixed(1)} s (user ${(user / TICK).toFixed(1)}, sys ${(sys / TICK).toFixed(1)}), ` +
      `wall ${((Date.now() - t0) / 1000).toFixed(1)} s, ${seen.size} processes; by name: ${names}`,
  );
  process.exit(code ?? 1);
});
