/**
 * Whose figures a section shows, on a page that shows two players' sections side by side (the compare view).
 * Ids, headings and landmark names then carry the player, so none repeats. Pure.
 */
export interface SectionOwner {
  /** Unique on the page; prefixes the section's element ids. */
  key: string;
  name: string;
  colour: string;
}

/** "dismissal-risk", or "p1-dismissal-risk" for an owned section. */
export const ownedId = (id: string, owner?: SectionOwner) => (owner ? `${owner.key}-${id}` : id);

/** "Out chance per ball" -> "out chance per ball". */
export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "Out chance per ball", or "L Long: out chance per ball" for an owned section. */
export const ownedLabel = (label: string, owner?: SectionOwner) => (owner ? `${owner.name}: ${lowerFirst(label)}` : label);

/** Table classes for an owned section: half the page's width is tight, so cells sit closer and headers may wrap. */
export const ownedTableClass = (owner?: SectionOwner) =>
  owner ? '[&_td]:px-2 [&_th]:px-2 [&_thead_th]:whitespace-normal [&_.dt-sort]:whitespace-normal [&_.dt-sort]:text-left' : undefined;
