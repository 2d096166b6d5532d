import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-for-script.ts';

describe('jsonForScript', () => {
  const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028 \u2029 -->' };

  it('writes <, >, &, U+2028 and U+2029 as escapes so the JSON cannot end its script element', () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('still parses to the same data, as JSON and as a JavaScript literal', () => {
    const text = jsonForScript(hostile);
    expect(JSON.parse(text)).toEqual(hostile);
    expect(new Function(`return ${text};`)()).toEqual(hostile);
  });

  it('leaves JSON without those characters as JSON.stringify writes it', () => {
    expect(jsonForScript({ a: [1, 'b'], c: null })).toBe('{"a":[1,"b"],"c":null}');
    expect(jsonForScript('fp9z')).toBe('"fp9z"');
  });
});
