import { describe, expect, it } from 'vitest';
import { opensHere } from './customer-service.ts';

describe('customer-service link', () => {
  it('opens the page it points at, whatever else the address carries', () => {
    const url = '/help?section=contact';
    expect(opensHere(url, { pathname: '/help', search: '?section=contact' })).toBe(true);
    expect(opensHere(url, { pathname: '/Help/', search: '?section=contact&article=9' })).toBe(true);
  });

  it('opens another page from any other section, page or site', () => {
    expect(opensHere('/help?section=contact', { pathname: '/help', search: '?section=guides' })).toBe(false);
    expect(opensHere('/help?section=contact', { pathname: '/', search: '' })).toBe(false);
    expect(opensHere('https://support.example/chat', { pathname: '/chat', search: '' })).toBe(false);
    expect(opensHere('', { pathname: '/', search: '' })).toBe(false);
  });
});
