// @vitest-environment jsdom
import { LANGS } from '@mall/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ENUM_CODES, enumText, orderStatusCode, useEnumText, type EnumKind } from './enum-text.ts';
import { i18n, loadAllMessages } from './i18n.ts';

const kinds = Object.keys(ENUM_CODES) as EnumKind[];

/** A text that is a code or a key path rather than a word. */
const looksRaw = (text: string, kind: string, code: string) =>
  text.trim() === '' || text === code || text.includes(`${kind}.`) || text.startsWith('enums');

describe.each(LANGS)('enum words in %s', (lang) => {
  it('has a word for every known code, never the code itself', async () => {
    await loadAllMessages(lang);
    const t = i18n.getFixedT(lang);
    const other = t('enums:other');
    const problems: string[] = [];
    for (const kind of kinds)
      for (const code of ENUM_CODES[kind]) {
        const text = enumText(t, kind, code);
        if (!i18n.exists(`enums:${kind}.${code}`, { lng: lang })) problems.push(`${kind}.${code} missing`);
        else if (looksRaw(text, kind, code)) problems.push(`${kind}.${code} reads "${text}"`);
        else if (text === other) problems.push(`${kind}.${code} reads as "other"`);
      }
    expect(problems).toEqual([]);
  });

  it('reads an unknown, empty or hostile code as the neutral word', async () => {
    await loadAllMessages(lang);
    const t = i18n.getFixedT(lang);
    const other = t('enums:other');
    expect(other).not.toBe('other');
    for (const code of ['WECHAT_NEW', '', null, undefined, 99, 'constructor', 'a.b', '__proto__'])
      expect(enumText(t, 'payType', code)).toBe(other);
  });

  it('lists in the messages only the codes the helper knows (no dead or misspelled keys)', async () => {
    await loadAllMessages(lang);
    const bundle = i18n.getResourceBundle(lang, 'enums') as Record<string, unknown>;
    for (const kind of kinds)
      expect(Object.keys(bundle[kind] as object).sort()).toEqual([...ENUM_CODES[kind]].sort());
    expect(Object.keys(bundle).sort()).toEqual([...kinds, 'other'].sort());
  });
});

describe('enum helpers', () => {
  it('names a picked-up pickup order apart from a received parcel', () => {
    expect(orderStatusCode({ order_status: 4, order_type: 2 })).toBe('4pickup');
    expect(orderStatusCode({ order_status: 4, order_type: 1 })).toBe('4');
    expect(orderStatusCode({ order_status: -1, order_type: 2 })).toBe('-1');
  });

  it('renders the word in a component through the hook', async () => {
    function PayType({ code }: { code: string }) {
      const enumWord = useEnumText();
      return <span data-testid="pay">{enumWord.payType(code)}</span>;
    }
    await renderWithProviders(<PayType code="BALANCE" />);
    expect(screen.getByTestId('pay').textContent).toBe('Balance');
  });
});
