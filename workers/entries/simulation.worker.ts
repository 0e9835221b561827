/**
 * Module worker exposing the simulation engine through Comlink. It only wires
 * the pure engine (runtime/engine-api) to the message channel: results travel
 * with their typed arrays in the transfer list, progress through a proxied
 * callback. Create it with
 * `new Worker(new URL('../entries/simulation.worker.ts', import.meta.url), { type: 'module' })`.
 */
import * as Comlink from 'comlink';
import { engineApi, type EngineApi } from '../runtime/engine-api';
import { collectTransferables } from '../runtime/transferables';

type Fn = (...args: never[]) => unknown;

const exposed = Object.fromEntries(
  Object.entries(engineApi).map(([name, fn]) => [
    name,
    (...args: unknown[]) => {
      const result = (fn as (...a: unknown[]) => unknown)(...args);
      return Comlink.transfer(result, collectTransferables(result));
    },
  ]),
) as { [K in keyof EngineApi]: EngineApi[K] & Fn };

Comlink.expose(exposed);
