/**
 * Renders public/logo.svg into the PNG icons of the web manifest (public/icons/), with the
 * Chromium Playwright already uses, so no network and no image library are needed. Run again
 * whenever the logo changes: `npx tsx scripts/make-icons.ts`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public/logo.svg'), 'utf8');
const out = join(root, 'public/icons');
/** The logo's own blue: a maskable icon is cropped to a circle or squircle, so it fills the square. */
const BACKGROUND = '#1c7ed6';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of icons) {
    // Maskable icons keep their drawing inside the central 80 % safe zone.
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BACKGROUND : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: join(out, file), omitBackground: !maskable });
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
