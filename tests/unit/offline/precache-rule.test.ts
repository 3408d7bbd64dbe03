import { describe, expect, it } from 'vitest';
import { acceptedForPrecache } from '../../../src/offline/precache-rule';

const answer = (status: number, type: string) =>
  new Response('x', { status, headers: { 'content-type': type } });

describe('what the service worker lets into its precache', () => {
  it('takes scripts, styles and images as themselves, and the page as HTML', () => {
    expect(acceptedForPrecache('http://h/assets/index-Ab12Cd34.js', answer(200, 'text/javascript'))).toBe(
      true,
    );
    expect(acceptedForPrecache('http://h/assets/index-Ab12Cd34.css', answer(200, 'text/css'))).toBe(true);
    expect(acceptedForPrecache('http://h/icons/icon-192.png', answer(200, 'image/png'))).toBe(true);
    expect(acceptedForPrecache('http://h/index.html', answer(200, 'text/html; charset=utf-8'))).toBe(true);
  });

  it("refuses the app's page answered for a missing script, and any failed answer", () => {
    expect(
      acceptedForPrecache('http://h/assets/index-Ab12Cd34.js', answer(200, 'text/html; charset=utf-8')),
    ).toBe(false);
    expect(acceptedForPrecache('http://h/manifest.webmanifest', answer(200, 'text/html'))).toBe(false);
    expect(acceptedForPrecache('http://h/assets/index-Ab12Cd34.js', answer(404, 'application/json'))).toBe(
      false,
    );
    expect(acceptedForPrecache('http://h/index.html', answer(503, 'text/html'))).toBe(false);
  });
});
