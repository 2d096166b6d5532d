import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, normalizeOrigin, parseOriginList } from './origins.ts';

describe('normalizeOrigin', () => {
  it('lower-cases scheme and host and drops a default port and a trailing slash', () => {
    expect(normalizeOrigin('HTTPS://Editor.Example.com:443/')).toBe('https://editor.example.com');
    expect(normalizeOrigin(' http://localhost:3001 ')).toBe('http://localhost:3001');
  });

  it.each([
    'null',
    '',
    '*',
    'https://*.example.com',
    'file:///tmp/editor.html',
    'data:text/html,hi',
    'javascript:alert(1)',
    'https://editor.example.com/path',
    'https://editor.example.com?x=1',
    'https://editor.example.com#top',
    'https://user:pass@editor.example.com',
    'editor.example.com',
  ])('refuses %j', (value) => {
    expect(normalizeOrigin(value)).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['http://localhost:3001', 'https://editor.example.com/'];

  it('accepts an origin of the allowlist, however it is spelled', () => {
    expect(isAllowedOrigin('http://localhost:3001', allowed)).toBe(true);
    expect(isAllowedOrigin('https://EDITOR.example.com:443', allowed)).toBe(true);
  });

  it('refuses other ports, schemes, subdomains and look-alike hosts', () => {
    expect(isAllowedOrigin('http://localhost:3002', allowed)).toBe(false);
    expect(isAllowedOrigin('http://editor.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evil.editor.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://editor.example.com.evil.test', allowed)).toBe(false);
  });

  it("never accepts the opaque 'null' origin, even when the list names it", () => {
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
  });

  it('treats a wildcard entry as no entry', () => {
    expect(isAllowedOrigin('https://a.example.com', ['https://*.example.com', '*'])).toBe(false);
  });

  it('allows nothing with an empty list', () => {
    expect(isAllowedOrigin('http://localhost:3001', [])).toBe(false);
  });
});

describe('parseOriginList', () => {
  it('reads a comma-separated list, normalised and without duplicates', () => {
    expect(
      parseOriginList('http://localhost:3001, HTTP://localhost:3001/ ,,https://a.example.com'),
    ).toEqual(['http://localhost:3001', 'https://a.example.com']);
  });

  it('names the entry that is not an origin', () => {
    expect(() => parseOriginList('http://localhost:3001,https://*.example.com')).toThrow(
      /"https:\/\/\*\.example\.com" is not an origin/,
    );
  });
});
