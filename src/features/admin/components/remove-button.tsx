/** "Delete" for a player or group with no matches, "Archive" for one with matches (the API decides the same way). */
export function RemoveButton({ name, matchCount, onClick }: { name: string; matchCount: number; onClick: () => void }) {
  const verb = matchCount === 0 ? 'Delete' : 'Archive';
  return (
    <button type="button" className="btn-secondary" onClick={onClick} aria-label={`${verb} ${name}`}>
      {verb}
    </button>
  );
}
