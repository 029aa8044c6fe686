import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, styles and frames', () => {
    expect(sanitizeHtml('<p onclick="steal()">Hi <script>alert(1)</script><b>there</b></p>')).toBe(
      '<p>Hi <b>there</b></p>',
    );
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />');
    expect(
      sanitizeHtml(
        '<p style="position:fixed">x</p><style>*{}</style><iframe src="https://a.example"></iframe>',
      ),
    ).toBe('<p>x</p>');
    expect(
      sanitizeHtml('<svg><script>alert(1)</script></svg><object data="x"></object><form><input></form>'),
    ).toBe('');
  });

  it('drops javascript:, data: and protocol-relative URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      '//evil.example/x',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe('<img />');
  });

  it('keeps formatting, site paths and https links, opening new tabs safely', () => {
    expect(sanitizeHtml('<h2>Title</h2><ul><li><strong>One</strong></li></ul>')).toBe(
      '<h2>Title</h2><ul><li><strong>One</strong></li></ul>',
    );
    expect(sanitizeHtml('<a href="/promotions" target="_blank">go</a>')).toBe(
      '<a href="/promotions" target="_blank" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
    expect(sanitizeHtml('<img src="/wps/static/banners/slots.svg" alt="Slots" width="300">')).toBe(
      '<img src="/wps/static/banners/slots.svg" alt="Slots" width="300" />',
    );
  });

  it('escapes text so it stays text', () => {
    expect(sanitizeHtml('Tom & Jerry <3')).toBe('Tom &amp; Jerry &lt;3');
    expect(sanitizeHtml('বাংলা লেখা')).toBe('বাংলা লেখা');
  });
});
