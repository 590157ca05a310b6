// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { QrCode } from './qr-code.tsx';

/** The dark modules' path: the second path (the first is the see-through ground). */
const modulesOf = (svg: Element) => svg.querySelectorAll('path')[1]?.getAttribute('d') ?? '';

describe('QrCode', () => {
  it('draws the value as an SVG of modules, named for a screen reader', async () => {
    await renderWithProviders(<QrCode value="https://m.example.com/sku-12" label="Scan to buy" />);
    const svg = screen.getByRole('img', { name: 'Scan to buy' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    // One "M…h…v…H…z" square per run of dark modules: a real code has a few hundred of them.
    expect(modulesOf(svg).match(/M/g)?.length ?? 0).toBeGreaterThan(50);
  });

  it('is named "QR code" when the page gives no name', async () => {
    await renderWithProviders(<QrCode value="PICKUP-001" />);
    expect(screen.getByRole('img', { name: 'QR code' })).toBeTruthy();
  });

  it('fills the asked size with its frame, the code inside the padding and border', async () => {
    await renderWithProviders(<QrCode value="PICKUP-001" size={128} />);
    const svg = screen.getByRole('img');
    const box = svg.parentElement!;
    expect([box.style.width, box.style.height]).toEqual(['128px', '128px']);
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['102', '102']);
  });

  it('a different value draws a different code', async () => {
    await renderWithProviders(
      <>
        <QrCode value="PICKUP-001" label="First" />
        <QrCode value="PICKUP-002" label="Second" />
      </>,
    );
    const first = modulesOf(screen.getByRole('img', { name: 'First' }));
    const second = modulesOf(screen.getByRole('img', { name: 'Second' }));
    expect(second).not.toBe('');
    expect(second).not.toBe(first);
  });
});
