/** The name headings, cards and titles show: the register's full name when known, else Cricsheet's ("JE Root"). */
export const displayName = (p: { name: string; full_name?: string | null }): string => p.full_name || p.name;
