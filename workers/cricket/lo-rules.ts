/** The limited-overs engine's rules of a format, derived from the one list of formats (common/cricket/formats.ts). */
import { cricketFormat, type CricketFormat, type CricketFormatKey } from '../../common/cricket/formats';
import type { LoRules } from './lo-playout';

/** Full overs, powerplay overs and death overs of a limited-overs format (an error for a Test format). */
export function loRulesOf(format: CricketFormat | CricketFormatKey): LoRules {
  const f = typeof format === 'string' ? cricketFormat(format) : format;
  if (f.overs === null || f.phases === null) throw new RangeError(`${f.label} are not limited-overs matches`);
  return { overs: f.overs, powerplay: f.phases.powerplay[1], death: f.phases.death[1] - f.phases.death[0] + 1 };
}
