/**
 * The International Cricket Council's full members, by the names Cricsheet gives their sides (the men's and the
 * women's sides alike): the twelve since Afghanistan and Ireland were admitted on 22 June 2017, still the twelve at
 * the archive's last match. The teams pages group every side by this list as it stands (a side's status when it
 * played is not shown): full members, then the associate members and the other sides (a World XI).
 */
const ICC_FULL_MEMBERS = [
  'Afghanistan',
  'Australia',
  'Bangladesh',
  'England',
  'India',
  'Ireland',
  'New Zealand',
  'Pakistan',
  'South Africa',
  'Sri Lanka',
  'West Indies',
  'Zimbabwe',
] as const;

/** The date the list above holds from. */
export const ICC_FULL_MEMBERS_SINCE = '2017-06-22';

const FULL = new Set<string>(ICC_FULL_MEMBERS);

export const isFullMember = (team: string) => FULL.has(team);
