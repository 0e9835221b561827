import { rmSync } from 'node:fs';

// Removes the end-to-end run's temporary databases (created in playwright.config.ts).
export default function globalTeardown(): void {
  const dir = process.env.E2E_TMPDIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
