import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { htmlToText, OperatorHtml, sanitizeHtml } from './operator-html.tsx';

describe('operator HTML', () => {
  it('keeps formatting and drops scripts, handlers and javascript links', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hello <b>VIP</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/img/a.svg" onerror="x()"></p>',
    );
    expect(html).toContain('<b>VIP</b>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('src="/img/a.svg"');
  });

  it('opens external links in a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('gives plain text for snippets', () => {
    expect(htmlToText('<p>Nạp tiền</p><p>nhanh   chóng</p>')).toBe('Nạp tiền nhanh chóng');
  });

  it('shows only the sanitized HTML, in the operator prose style', () => {
    render(<OperatorHtml html={'<p>Hello <b>VIP</b><script>alert(1)</script></p>'} className="px-4" />);
    const body = screen.getByText('VIP').closest('.prose-operator');
    expect(body?.innerHTML).toBe('<p>Hello <b>VIP</b></p>');
  });
});
