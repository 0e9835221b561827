import type { ParamCodec } from '../../../hooks/use-url-params';
import type { PlayerAttributes, Stage } from '../types';
import { fieldsForStage, getField, setField } from './attribute-fields';

/**
 * A player's attributes in a link, compactly: the stage's fields in panel order, percentages as
 * whole numbers, joined by "-" (Stage 1 "60", Stages 2-3 e.g. "50-2-60-25-3-2-1"). Fields the
 * stage does not show stay at `base`. Text with the wrong field count or a value outside a
 * field's option list is invalid (the caller falls back to the defaults).
 */
export function playerAttributesCodec(stage: Stage, base: PlayerAttributes): ParamCodec<PlayerAttributes> {
  const fields = fieldsForStage(stage);
  const toText = (f: (typeof fields)[number], v: number) => String(f.unit === 'percent' ? Math.round(v * 100) : v);
  return {
    format: (p) => fields.map((f) => toText(f, getField(p, f))).join('-'),
    parse: (raw) => {
      const parts = raw.split('-');
      if (parts.length !== fields.length) return null;
      let out = base;
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i];
        const option = f.options.find((o) => toText(f, o) === parts[i]);
        if (option === undefined) return null;
        out = setField(out, f, option);
      }
      return out;
    },
  };
}
