import { parse } from 'regexparam';

/** wouter path parser that matches route patterns regardless of letter case. */
export function caseInsensitiveParser(route: string, loose?: boolean) {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
}
