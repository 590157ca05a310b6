// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './timeline.tsx';

describe('Timeline', () => {
  it('is an ordered list of the events in the order given, each with its colour', () => {
    render(
      <Timeline
        items={[
          { key: 'a', color: 'orange', children: 'Shop agreed' },
          { key: 'b', children: 'Buyer applied' },
        ]}
      />,
    );
    const events = screen.getAllByRole('listitem');
    expect(events.map((e) => e.textContent)).toEqual(['Shop agreed', 'Buyer applied']);
    expect(events[0]!.className).toContain('timeline__item--orange');
    expect(events[1]!.className).toContain('timeline__item--blue');
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
