import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseJsonWithPositions } from './json-positions.ts';

describe('parseJsonWithPositions', () => {
  it('parses like JSON.parse and knows where every value starts', () => {
    const text = '{\n  "a": [1, {"b/c": "x"}],\n  "d": null\n}';
    const { value, positions } = parseJsonWithPositions(text);
    expect(value).toEqual(JSON.parse(text));
    expect(positions.get('/a/1/b~1c')).toEqual({ line: 2, column: 20 });
    expect(positions.get('/d')).toEqual({ line: 3, column: 8 });
  });

  it('throws with the line and column where the text stops being JSON', () => {
    try {
      parseJsonWithPositions('{\n  "a": 1,\n}');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect((error as JsonSyntaxError).position).toEqual({ line: 3, column: 1 });
    }
  });
});
