/** Shows the seed a page used and a button to roll a new one. */
export function SeedControl({ seed, onNewSeed, disabled }: { seed: number | null; onNewSeed: () => void; disabled?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700" data-testid="seed-control">
      <span>
        Seed: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900" data-testid="seed-value">{seed ?? '…'}</code>
      </span>
      <button type="button" className="btn-secondary !px-3 !py-1" onClick={onNewSeed} disabled={disabled}>
        New seed
      </button>
      <span className="text-xs text-slate-600">The seed is in the address: share the link to replay the same games.</span>
    </div>
  );
}
