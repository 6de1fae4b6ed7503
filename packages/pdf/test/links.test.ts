import { describe, expect, it } from 'vitest';
import { displayUrl, safeHref } from '../src/links.ts';

describe('safeHref', () => {
  it('keeps absolute http, https and mailto URLs, normalised', () => {
    expect(safeHref('https://example.com/a b'.replace(' ', '%20'))).toBe('https://example.com/a%20b');
    expect(safeHref(' HTTP://Example.com ')).toBe('http://example.com/');
    expect(safeHref('mailto:jane@example.com')).toBe('mailto:jane@example.com');
  });

  it('gives bare domains and protocol-relative URLs https', () => {
    expect(safeHref('github.com/jane')).toBe('https://github.com/jane');
    expect(safeHref('www.example.co.uk/path?q=1#top')).toBe('https://www.example.co.uk/path?q=1#top');
    expect(safeHref('//example.com/x')).toBe('https://example.com/x');
  });

  it('refuses every other scheme, relative paths, blanks and text with spaces', () => {
    for (const value of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>',
      'file:///etc/passwd',
      'ftp://example.com',
      'tel:+15035550142',
      '/etc/passwd',
      '../x',
      '#x',
      '',
      '   ',
      'not a url',
      'localhost:3000',
      'mailto:',
      'https://',
      'just-a-word',
    ]) {
      expect(safeHref(value), value).toBeNull();
    }
  });
});

describe('displayUrl', () => {
  it('shows what the user typed without scheme, mailto:, www. or a trailing slash', () => {
    expect(displayUrl('https://www.linkedin.com/in/jane/')).toBe('linkedin.com/in/jane');
    expect(displayUrl('mailto:jane@example.com')).toBe('jane@example.com');
    expect(displayUrl(' github.com/jane ')).toBe('github.com/jane');
  });
});
