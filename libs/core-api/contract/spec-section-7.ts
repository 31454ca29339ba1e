/**
 * Reads the call table of specification section 7 into what it names: method, path, query parameters, body and
 * answer fields (nested where the table nests them), special statuses and whether a bearer is sent.
 */
export type FieldNode = { name: string; children: FieldNode[] };
export type SpecCall = {
  method: string;
  path: string;
  query: string[];
  body: FieldNode[];
  answer: FieldNode[];
  statuses: number[];
  token: 'none' | 'bearer' | 'unstated';
  isStatic: boolean;
};

/** Section 7's text, from its heading to the next section. */
export const sectionSeven = (spec: string): string => {
  const start = spec.indexOf('## 7.');
  const end = spec.indexOf('## 8.', start);
  if (start < 0 || end < 0) throw new Error('Section 7 not found in the specification');
  return spec.slice(start, end);
};

/** Splits a field list at its top-level commas, ' and ' and ' plus '; it ends at ';', '. ' or a closing bracket. */
const splitList = (text: string): string[] => {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if ('({['.includes(ch)) depth++;
    if (')}]'.includes(ch)) {
      if (depth === 0) break;
      depth--;
    }
    if (depth === 0) {
      if (ch === ';' || (ch === '.' && (i + 1 === text.length || /\s/.test(text.charAt(i + 1))))) break;
      const separator = /^(, ?| and | plus )/.exec(text.slice(i));
      if (separator) {
        pieces.push(current);
        current = '';
        i += separator[0].length - 1;
        continue;
      }
    }
    current += ch;
  }
  pieces.push(current);
  return pieces.map((p) => p.trim()).filter(Boolean);
};

// A field: a name, optionally [] and a {nested list}, then an optional (remark), 'literal' or "with ..." remark.
const FIELD = /^([A-Za-z_][\w]*)(?:\[\])?\s*(?:\{(.*)\})?\s*(?:\(.*\))?\s*(?:'[^']*')?\s*(?:with .*)?$/s;
// Prose introducing a bracketed list: "caller parameters (a, b)", or a bare "(a, b)".
const INTRODUCED_LIST = /^[a-z ]*\((.*)\)$/s;

/** The fields of a list; the list stops at the first piece that is prose, not a field. */
const parseFields = (pieces: string[]): FieldNode[] => {
  const fields: FieldNode[] = [];
  for (const piece of pieces) {
    const field = FIELD.exec(piece);
    if (field?.[1]) {
      fields.push({ name: field[1], children: field[2] ? parseFields(splitList(field[2])) : [] });
      continue;
    }
    const introduced = INTRODUCED_LIST.exec(piece);
    if (introduced?.[1] === undefined) break;
    fields.push(...parseFields(splitList(introduced[1])));
  }
  return fields;
};

const fieldsAfter = (text: string, opener: RegExp): FieldNode[] =>
  [...text.matchAll(opener)].flatMap((m) => parseFields(splitList(text.slice((m.index ?? 0) + m[0].length))));

const parseRow = (callCell: string, payload: string): SpecCall[] => {
  // A call on another host names it first: 'POST {captcha host}/api/...'.
  const call = /^(GET|POST|PUT|PATCH|DELETE) (?:\{[^}]+\})?(\S+)(.*)$/.exec(callCell);
  if (!call?.[1] || !call[2]) throw new Error(`Unreadable call: ${callCell}`);
  const [path = '', queryText] = call[2].split('?');
  const rest = call[3] ?? '';
  const paths = [path, ...[...rest.matchAll(/ and (\/\w+)/g)].map((m) => path.replace(/\/[^/]+$/, m[1] ?? ''))];
  const shared = {
    method: call[1],
    query: queryText ? queryText.split('&') : [],
    body: fieldsAfter(payload, /\b(?:Body:?|JSON body)\s+/g),
    answer: fieldsAfter(payload, /\b(?:Answer:?|answer holding)\s+/g),
    statuses: [...(/statuses ([\d, ]+)/.exec(payload)?.[1] ?? '').matchAll(/\d{3}/g)].map((m) => Number(m[0])),
    token: rest.includes('(no token)') ? ('none' as const) : /^Bearer\b/.test(payload) ? ('bearer' as const) : ('unstated' as const),
    isStatic: rest.includes('(static)'),
  };
  return paths.map((p) => ({ ...shared, path: p }));
};

/** Every call of section 7's table. */
export const readSectionSevenCalls = (spec: string): SpecCall[] =>
  sectionSeven(spec)
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) /.test(line))
    .flatMap((line) => {
      const [, callCell = '', payload = ''] = line.split(/\s*\|\s*/);
      return parseRow(callCell.trim(), payload.trim());
    });

/** The headers section 7 says every call sends ("send X (...) and Y (...) headers"). */
export const readSectionSevenHeaders = (spec: string): string[] => {
  const sentence = /send (\S+) \([^)]*\) and (\S+) \([^)]*\) headers/.exec(sectionSeven(spec));
  if (!sentence?.[1] || !sentence[2]) throw new Error('Section 7 no longer names its headers as expected');
  return [sentence[1], sentence[2]];
};
