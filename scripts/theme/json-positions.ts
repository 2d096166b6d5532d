/** A place in a text file, both 1-based, as compilers print them. */
export interface Position {
  line: number;
  column: number;
}

/** A JSON text that does not parse, with where it stops making sense. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

/** The value of a JSON text and the position of every value in it, by JSON pointer (`/a/0/b`). */
export interface LocatedJson {
  value: unknown;
  positions: Map<string, Position>;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Parses JSON (RFC 8259) keeping where each value starts, so a checker can point at the offending
 * prop the way a compiler points at a token. Throws a {@link JsonSyntaxError} with the position
 * of the first character that is not JSON.
 */
export function parseJsonWithPositions(text: string): LocatedJson {
  const positions = new Map<string, Position>();
  let index = 0;
  let line = 1;
  let lineStart = 0;

  const here = (): Position => ({ line, column: index - lineStart + 1 });
  const fail = (what: string): never => {
    const found = index < text.length ? JSON.stringify(text[index]) : 'the end of the file';
    throw new JsonSyntaxError(`${what}, found ${found}`, here());
  };
  const skipSpace = () => {
    while (index < text.length) {
      const char = text[index];
      if (char === '\n') {
        line += 1;
        lineStart = index + 1;
      } else if (char !== ' ' && char !== '\t' && char !== '\r') return;
      index += 1;
    }
  };
  const expect = (char: string) => {
    if (text[index] !== char) fail(`Expected ${JSON.stringify(char)}`);
    index += 1;
  };

  const string = (): string => {
    const start = index;
    expect('"');
    while (index < text.length && text[index] !== '"') {
      if (text[index] === '\n') fail('Unterminated string');
      index += text[index] === '\\' ? 2 : 1;
    }
    expect('"');
    try {
      return JSON.parse(text.slice(start, index)) as string;
    } catch {
      index = start;
      return fail('Invalid string');
    }
  };

  const value = (pointer: string): unknown => {
    skipSpace();
    positions.set(pointer, here());
    const char = text[index];
    if (char === '{') {
      index += 1;
      const object: Record<string, unknown> = {};
      skipSpace();
      if (text[index] === '}') {
        index += 1;
        return object;
      }
      for (;;) {
        skipSpace();
        const key = string();
        skipSpace();
        expect(':');
        object[key] = value(`${pointer}/${escapePointer(key)}`);
        skipSpace();
        if (text[index] === ',') {
          index += 1;
          continue;
        }
        expect('}');
        return object;
      }
    }
    if (char === '[') {
      index += 1;
      const array: unknown[] = [];
      skipSpace();
      if (text[index] === ']') {
        index += 1;
        return array;
      }
      for (;;) {
        array.push(value(`${pointer}/${array.length}`));
        skipSpace();
        if (text[index] === ',') {
          index += 1;
          continue;
        }
        expect(']');
        return array;
      }
    }
    if (char === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(index, index + 400),
    );
    if (!literal) return fail('Expected a JSON value');
    index += literal[0].length;
    return JSON.parse(literal[0]) as unknown;
  };

  const result = value('');
  skipSpace();
  if (index < text.length) fail('Expected the end of the file');
  return { value: result, positions };
}
